import Foundation
import Testing

/// The build plan SwiftPM leaves beside the test program (`description.json`): each target's
/// dependencies, direct and indirect, and its sources.
struct BuildPlan {
  private var dependencyMap: [String: [String]]
  private var sourceMap: [String: [String]]

  /// The test targets of the package: modules named `…Tests` whose sources are the package's
  /// (not the test runner SwiftPM generates under `.build`).
  var testTargets: Set<String> {
    Set(
      sourceMap.filter { module, sources in
        module.hasSuffix("Tests") && !sources.isEmpty
          && sources.allSatisfy { !$0.contains("/.build/") }
      }.keys)
  }

  /// Every module `target` depends on, directly or not.
  func dependencies(of target: String) throws -> [String] {
    try #require(dependencyMap[target], "the build plan has no target \(target)")
  }

  /// The source files of `target`.
  func sources(of target: String) throws -> [String] {
    try #require(sourceMap[target], "the build plan has no sources for \(target)")
  }

  private struct Plan: Decodable {
    var targetDependencyMap: [String: [String]]
    var swiftCommands: [String: Command]
  }

  private struct Command: Decodable {
    var moduleName: String
    var sources: [String]
  }

  /// The plan of the build this test program came from.
  static func current() throws -> BuildPlan {
    let beside = Bundle.main.executableURL?.deletingLastPathComponent()
      .appendingPathComponent("description.json")
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(".build/debug/description.json")
    let url = try #require(
      [beside, package].compactMap { $0 }.first {
        FileManager.default.fileExists(atPath: $0.path)
      }, "no description.json beside the test program or in .build/debug: run `swift build`")
    let plan = try JSONDecoder().decode(Plan.self, from: Data(contentsOf: url))
    var sources: [String: [String]] = [:]
    for command in plan.swiftCommands.values {
      sources[command.moduleName, default: []] += command.sources
    }
    return BuildPlan(dependencyMap: plan.targetDependencyMap, sourceMap: sources)
  }
}

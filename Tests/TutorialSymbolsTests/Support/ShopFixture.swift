import Foundation
import TemporaryFolders
import TutorialSupport

/// The fixture module `Shop` (Fixtures/Shop/v1 and v2), compiled by the real compiler into
/// symbol graphs, once per test run.
enum ShopFixture {
  /// The folder of symbol graphs of `version`.
  static func graphs(_ version: Version) async throws -> URL {
    try await (version == .v1 ? v1 : v2).value
  }

  /// The first version's DocC output, made with `--enable-experimental-external-link-support`
  /// so that `linkable-entities.json` lists every page with its symbol's identifier.
  static func doccOutput() async throws -> URL {
    try await docc.value
  }

  enum Version: String { case v1, v2 }

  private static let v1 = Task { try await onOwnThread { try compile(.v1) } }
  private static let v2 = Task { try await onOwnThread { try compile(.v2) } }
  private static let docc = Task {
    let graphs = try await v1.value
    let output = graphs.deletingLastPathComponent().appendingPathComponent("docc")
    try await onOwnThread {
      try Toolchain.run(
        Toolchain.docc(),
        [
          "convert", "--additional-symbol-graph-dir", graphs.path, "--output-dir", output.path,
          "--fallback-display-name", "Shop", "--fallback-bundle-identifier", "org.kata.Shop",
          "--enable-experimental-external-link-support",
        ])
    }
    return output
  }

  private static func compile(_ version: Version) throws -> URL {
    let source = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/Shop/\(version.rawValue)/Shop.swift")
    let folder = try TemporaryFolder.folder("Shop").appendingPathComponent(version.rawValue)
    let graphs = folder.appendingPathComponent("symbol-graphs")
    try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
    try Toolchain.run(
      Toolchain.swiftc(),
      [
        "-emit-module", "-emit-module-path", folder.appendingPathComponent("Shop.swiftmodule").path,
        "-module-name", "Shop", "-parse-as-library", "-emit-symbol-graph",
        "-emit-symbol-graph-dir", graphs.path, "-symbol-graph-minimum-access-level", "public",
        "-emit-extension-block-symbols", source.path,
      ])
    return graphs
  }
}

/// Finds and runs the toolchain's programs.
enum Toolchain {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// `swiftc` from the PATH (the one `swift test` runs with).
  static func swiftc() throws -> URL {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let candidate = URL(filePath: String(folder)).appendingPathComponent("swiftc")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw Failure(description: "swiftc is not on the PATH")
  }

  /// `docc` beside the real `swiftc` (or `$DOCC`).
  static func docc() throws -> URL {
    if let path = ProcessInfo.processInfo.environment["DOCC"] { return URL(filePath: path) }
    let candidate = try swiftc().resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("docc")
    guard FileManager.default.isExecutableFile(atPath: candidate.path) else {
      throw Failure(description: "\(candidate.path) is missing: the toolchain has no docc")
    }
    return candidate
  }

  static func run(_ program: URL, _ arguments: [String]) throws {
    // NB: through `ProcessRunner`, which gives the driver a temporary folder that goes away.
    let result = try ProcessRunner.run([program.path] + arguments)
    guard result.status == 0 else {
      throw Failure(
        description: "\(program.lastPathComponent) failed (\(result.status)): \(result.stderr)")
    }
  }

}

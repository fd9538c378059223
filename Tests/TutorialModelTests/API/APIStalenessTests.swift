import Foundation
import Testing
import TutorialSupport
import TutorialSymbols
import TutorialTestSupport

@testable import TutorialModel

@Suite struct APIStalenessTests {
  /// The symbol index of a module `Kata` made of `source` by the compiler.
  private static func index(of source: String) throws -> SymbolIndex {
    let folder = try FixtureSite.temporaryFolder()
    let graphs = folder.appendingPathComponent("symbol-graphs")
    try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("Kata.swift")
    try Data(source.utf8).write(to: file)
    let output = try ProcessRunner.run(
      [
        "swiftc", "-emit-module", "-module-name", "Kata", "-parse-as-library",
        "-emit-module-path", folder.appendingPathComponent("Kata.swiftmodule").path,
        "-emit-symbol-graph", "-emit-symbol-graph-dir", graphs.path, file.path,
      ], timeout: 120)
    guard output.status == 0 else { throw CompileFailure(output: output.stderr) }
    return try SymbolIndex(directory: graphs)
  }

  struct CompileFailure: Error, CustomStringConvertible {
    var output: String
    var description: String { "swiftc failed: \(output)" }
  }

  /// The index of each version, compiled once per test run on a thread of its own: the tests
  /// only read it, and a compiler run waited for on one of Swift concurrency's threads would
  /// hold it from the other suites' tests.
  private static let indexes = (
    version1: Task { try await onOwnThread { try index(of: version1) } },
    version2: Task { try await onOwnThread { try index(of: version2) } }
  )

  private static let version1 = """
    /// A feature's logic.
    public protocol Reducer {}
    /// Runs a feature.
    public struct Store {
      /// A count.
      public var count: Int
    }
    """

  /// `Reducer` renamed `Feature`, and a declaration no guide uses changed.
  private static let version2 = """
    /// A feature's logic.
    public protocol Feature {}
    /// Runs a feature.
    public struct Store {
      /// A count.
      public var count: Double
    }
    """

  @Test func aRenamedSymbolFlagsEverySectionThatUsesItInEveryLanguage() async throws {
    let site = try SiteLoader.load(root: FixtureSite.path("rendering/basic")).site
    let stamped = try await Self.indexes.version1.value
    let current = try await Self.indexes.version2.value

    let staleness = APIStaleness.find(site: site, stamped: stamped, current: current)

    #expect(staleness.diff.changed.map(\.new.pathComponents) == [["Store", "count"]])
    #expect(
      staleness.findings.map { "\($0.language) \($0.guidePath) \($0.sectionTitle)" } == [
        "en Tutorials/01-getting-started.md State and actions",
        "ja translations/ja/01-getting-started.md 状態とアクション",
      ])
    for finding in staleness.findings {
      #expect(finding.affected.count == 1)
      #expect(finding.affected.first?.symbol.pathComponents == ["Reducer"])
      #expect(
        finding.affected.first?.change == .removed(likelyRename: current.symbol(named: "Feature")))
      #expect(finding.lines.lowerBound == 11)
    }
  }

  @Test func anUnchangedAPIFlagsNothing() async throws {
    let site = try SiteLoader.load(root: FixtureSite.path("rendering/basic")).site
    let stamped = try await Self.indexes.version1.value

    let staleness = APIStaleness.find(site: site, stamped: stamped, current: stamped)

    #expect(staleness.diff.isEmpty)
    #expect(staleness.findings.isEmpty)
  }

  @Test func theSnapshotReadsBackAsTheSameIndex() async throws {
    let stamped = try await Self.indexes.version1.value
    let root = try FixtureSite.temporaryFolder()
    #expect(try APIStaleness.snapshot(root: root.path) == nil, "no snapshot yet")

    let file = root.appendingPathComponent(APIStaleness.snapshotPath)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try APIStaleness.snapshotData(stamped).write(to: file)
    #expect(try APIStaleness.snapshot(root: root.path) == stamped)

    try Data("{".utf8).write(to: file)
    #expect(throws: APIStaleness.SnapshotError.self) { try APIStaleness.snapshot(root: root.path) }
  }
}

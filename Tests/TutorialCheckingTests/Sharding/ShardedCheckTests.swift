import Foundation
import Testing
import TutorialTestSupport

@testable import TutorialChecking
@testable import TutorialModel

/// Checks fixture `shards` (three guides, one translated; failing blocks, a broken link, a
/// translation whose code differs) whole and in three shards, with the real compiler.
@Suite struct ShardedCheckTests {
  struct Checks: Sendable {
    var whole: CheckReport
    var shards: [CheckReport]
  }

  /// The whole check, then the three shards one after another sharing a cache folder of their
  /// own, so that a snippet checked by two shards would be found cached by the second.
  static let checks = Task<Checks, any Error> {
    let (root, site) = try CheckFixture.load("shards")
    var options = CheckFixture.options(root: root)
    options.cacheFolder = "\(root)/.tutorials-cache-whole"
    let whole = try await CheckFixture.check(site, options: options)
    var shards: [CheckReport] = []
    for shard in try ShardSpec(parsing: "1/3").siblings {
      var options = CheckFixture.options(root: root)
      options.shard = shard
      shards.append(try await CheckFixture.check(site, options: options))
    }
    return Checks(whole: whole, shards: shards)
  }

  /// The shards' reports as `--format json` prints them, read back.
  static func documents(_ checks: Checks) throws -> [(path: String, document: CheckReportDocument)]
  {
    try checks.shards.enumerated().map { offset, report in
      let json = CheckReportDocument(report, summary: "shard \(offset + 1)").json
      return ("check-\(offset + 1).json", try CheckReportDocument(json: Data(json.utf8)))
    }
  }

  @Test func theWholeCheckFindsTheFixturesProblems() async throws {
    let checks = try await Self.checks.value
    let expected = try CheckFixture.expected("shards")
    #expect(checks.whole.diagnostics.map(\.description) == expected.lines)
    #expect(checks.whole.exitCode == expected.exit)
    #expect(checks.whole.shard == nil)
  }

  @Test func everyBlockAndSnippetIsCheckedByExactlyOneShard() async throws {
    let checks = try await Self.checks.value
    let parts = try checks.shards.map { try #require($0.shard) }
    #expect(parts.map(\.shard.description) == ["1/3", "2/3", "3/3"])
    #expect(checks.shards.map(\.checkedBlocks).reduce(0, +) == checks.whole.checkedBlocks)
    #expect(parts.allSatisfy { $0.totalBlocks == checks.whole.checkedBlocks })
    let blocks = parts.flatMap(\.blocks)
    #expect(Set(blocks).count == blocks.count, "a block is in two shards: \(blocks)")
    #expect(blocks.count == checks.whole.checkedBlocks)
    #expect(
      checks.shards.map(\.distinctSnippets).reduce(0, +) == checks.whole.distinctSnippets)
    // NB: the shards share a cache, so a snippet two shards checked would be cached the second
    // time.
    #expect(checks.shards.map(\.cachedSnippets) == [0, 0, 0])
    let counts = checks.shards.map(\.distinctSnippets)
    #expect(counts.allSatisfy { $0 > 0 })
    #expect((counts.max() ?? 0) - (counts.min() ?? 0) <= 1, "unbalanced: \(counts)")
    #expect(Set(parts.map(\.input)).count == 1)
  }

  @Test func aTranslatedBlockIsCheckedByItsSourcesShard() async throws {
    let checks = try await Self.checks.value
    let parts = try checks.shards.map { try #require($0.shard) }
    // NB: the fixture's translation has its blocks on the same lines as its source's.
    let translated = parts.flatMap(\.blocks).filter { $0.hasPrefix("translations/ja/") }
    #expect(translated.count == 4)
    for block in translated {
      let source = block.replacingOccurrences(of: "translations/ja/", with: "Tutorials/")
      let shard = parts.first { $0.blocks.contains(block) }
      #expect(shard?.blocks.contains(source) == true, "\(block) is not with \(source)")
    }
  }

  @Test func mergedShardsGiveTheWholeChecksDiagnosticsAndExitCode() async throws {
    let checks = try await Self.checks.value
    let merged = try ReportMerger.merge(Self.documents(checks))
    #expect(merged.diagnostics == checks.whole.diagnostics)
    #expect(merged.exitCode == checks.whole.exitCode)
    #expect(merged.checkedBlocks == checks.whole.checkedBlocks)
    #expect(merged.distinctSnippets == checks.whole.distinctSnippets)
    #expect(merged.shard == nil)
    // NB: each finding is reported by one shard only.
    let found = checks.shards.flatMap(\.diagnostics)
    #expect(found.count == checks.whole.diagnostics.count)
  }

  @Test func reportsThatDoNotMakeOneCheckAreRefused() async throws {
    let checks = try await Self.checks.value
    let documents = try Self.documents(checks)
    #expect(throws: ReportMerger.Failure.missingShards(["2/3"])) {
      try ReportMerger.merge([documents[0], documents[2]])
    }
    #expect(
      throws: ReportMerger.Failure.duplicateShard(
        shard: "1/3", path: "check-1.json", otherPath: "copy.json")
    ) {
      try ReportMerger.merge(documents + [("copy.json", documents[0].document)])
    }
    var other = documents[1]
    other.document.shard?.input = String(repeating: "0", count: 64)
    #expect(
      throws: ReportMerger.Failure.differentInputs(path: "check-2.json", otherPath: "check-1.json")
    ) {
      try ReportMerger.merge([documents[0], other, documents[2]])
    }
    var overlapping = documents[2]
    let stolen = try #require(documents[0].document.shard?.blocks.first)
    overlapping.document.shard?.blocks.append(stolen)
    #expect(
      throws: ReportMerger.Failure.blockCheckedTwice(
        block: stolen, shard: "1/3", otherShard: "3/3")
    ) {
      try ReportMerger.merge([documents[0], documents[1], overlapping])
    }
    let whole = CheckReportDocument(checks.whole, summary: "whole")
    #expect(throws: ReportMerger.Failure.notAShard(path: "whole.json")) {
      try ReportMerger.merge([("whole.json", whole)])
    }
    #expect(throws: ReportMerger.Failure.noReports) { try ReportMerger.merge([]) }
  }
}

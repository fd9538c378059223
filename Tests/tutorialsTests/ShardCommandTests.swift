import Foundation
import Testing

/// `tutorials check --shard K/N` and `--merge`, run as the CI workflow runs them, on a copy of
/// fixture `shards` (three guides, one translated, with failing blocks).
@Suite struct ShardCommandTests {
  typealias Run = CommandTests.Run

  /// `tutorials check` of `site` with a cache folder of the site's copy (see ``CommandTests``).
  static func check(_ extra: [String], in site: URL) async throws -> Run {
    try await CommandTests.run(CommandTests.checkArguments(extra), in: site)
  }

  /// Writes `run`'s standard output to `name` in `site`, as `> check-K.json` does.
  static func save(_ run: Run, as name: String, in site: URL) throws {
    try Data(run.stdout.utf8).write(to: site.appendingPathComponent(name))
  }

  static func json(_ text: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func threeShardsMergeToTheWholeChecksResultInEveryFormat() async throws {
    let site = try CommandTests.copy("shards")
    let whole = try await Self.check(["--format", "json"], in: site)
    #expect(whole.status == 1)
    let wholeReport = try Self.json(whole.stdout)

    var checked = 0
    var blocks: [String] = []
    for shard in 1...3 {
      let run = try await Self.check(["--shard", "\(shard)/3", "--format", "json"], in: site)
      #expect(run.status <= 1, "\(run.stderr)")
      // NB: the workflow redirects standard output to the report: it must be JSON alone.
      let report = try Self.json(run.stdout)
      let part = try #require(report["shard"] as? [String: Any])
      #expect(part["index"] as? Int == shard)
      #expect(part["count"] as? Int == 3)
      checked += try #require(report["checkedBlocks"] as? Int)
      blocks += try #require(part["blocks"] as? [String])
      try Self.save(run, as: "check-\(shard).json", in: site)
    }
    #expect(checked == wholeReport["checkedBlocks"] as? Int)
    #expect(Set(blocks).count == checked)

    let reports = ["check-1.json", "check-2.json", "check-3.json"]
    let merged = try await CommandTests.run(
      ["check", "--merge"] + reports + ["--format", "json"], in: site)
    #expect(merged.status == whole.status, "\(merged.stderr)")
    let mergedReport = try Self.json(merged.stdout)
    #expect(
      (mergedReport["diagnostics"] as? [[String: Any]])?.map(NSDictionary.init)
        == (wholeReport["diagnostics"] as? [[String: Any]])?.map(NSDictionary.init))
    #expect(mergedReport["checkedBlocks"] as? Int == wholeReport["checkedBlocks"] as? Int)
    #expect(mergedReport["distinctSnippets"] as? Int == wholeReport["distinctSnippets"] as? Int)
    #expect(mergedReport["shard"] == nil)

    // NB: the summary's last words differ (the shards found the whole check's outcomes
    // cached); every diagnostic is the same, in the same order.
    for format in ["text", "github"] {
      let one = try await Self.check(["--format", format], in: site)
      let joined = try await CommandTests.run(
        ["check", "--merge"] + reports.reversed() + ["--format", format], in: site)
      #expect(joined.status == one.status)
      #expect(
        joined.stdout.split(separator: "\n").dropLast()
          == one.stdout.split(separator: "\n")
          .dropLast())
      #expect(joined.stdout.hasSuffix("4 errors in 3 files\n"), "\(joined.stdout)")
    }
  }

  @Test(arguments: [
    ("0/3", "shard '0/3' does not exist; K must be from 1 to 3"),
    ("4/3", "shard '4/3' does not exist; K must be from 1 to 3"),
    ("2", "shard '2' is not K/N (shard K of N, such as 1/3)"),
    ("a/b", "shard 'a/b' is not K/N (shard K of N, such as 1/3)"),
  ])
  func aBadShardIsAUsageError(shard: String, message: String) async throws {
    let site = try CommandTests.copy("passing")
    let run = try await Self.check(["--shard", shard], in: site)
    #expect(run.status == 2)
    let first = run.stderr.split(separator: "\n").first.map(String.init)
    #expect(first == "Error: The value '\(shard)' is invalid for '--shard <K/N>': \(message)")
    #expect(run.stdout.isEmpty)
  }

  @Test func reportsThatDoNotMakeOneCheckAreNotMerged() async throws {
    let site = try CommandTests.copy("passing")
    for shard in 1...2 {
      let run = try await Self.check(["--shard", "\(shard)/2", "--format", "json"], in: site)
      #expect(run.status == 0, "\(run.stderr)")
      try Self.save(run, as: "check-\(shard).json", in: site)
    }
    let merged = try await CommandTests.run(
      ["check", "--merge", "check-1.json", "check-2.json"], in: site)
    #expect(merged.status == 0, "\(merged.stderr)")
    #expect(merged.stdout.hasSuffix("all passed\n"))

    func refused(_ arguments: [String]) async throws -> String {
      let run = try await CommandTests.run(["check"] + arguments, in: site)
      #expect(run.status == 2, "\(arguments): \(run.stdout)")
      #expect(run.stdout.isEmpty)
      return run.stderr
    }
    #expect(
      try await refused(["--merge", "check-1.json"]) == "error: no report for shard 2/2\n")
    #expect(
      try await refused(["--merge", "check-1.json", "check-1.json", "check-2.json"])
        == "error: check-1.json and check-1.json are both shard 1/2; pass each shard's report "
        + "once\n")
    #expect(
      try await refused(["--merge", "check-1.json", "missing.json"])
        == "error: missing.json: cannot read the report: no such file\n")
    try Data("not json".utf8).write(to: site.appendingPathComponent("broken.json"))
    #expect(
      try await refused(["--merge", "broken.json"]).hasPrefix(
        "error: broken.json: not a report of `tutorials check --format json`"))

    // NB: a guide edited between shards makes a different check.
    let guide = site.appendingPathComponent("Tutorials/01-passing.md")
    let text = try String(contentsOf: guide, encoding: .utf8)
    try Data((text + "\nOne more line.\n").utf8).write(to: guide)
    let edited = try await Self.check(["--shard", "2/2", "--format", "json"], in: site)
    try Self.save(edited, as: "edited-2.json", in: site)
    #expect(
      try await refused(["--merge", "check-1.json", "edited-2.json"])
        == "error: edited-2.json and check-1.json checked different guides or options; run "
        + "every shard on the same commit with the same options\n")

    let whole = try await Self.check(["--format", "json"], in: site)
    try Self.save(whole, as: "whole.json", in: site)
    #expect(try await refused(["--merge", "whole.json"]).hasPrefix("error: whole.json: a whole"))
    #expect(
      try await refused(["--merge", "check-1.json", "--shard", "1/2"]).hasPrefix(
        "Error: --merge joins shards' reports; drop --shard"))
  }
}

import Foundation
import Testing
import TutorialTestSupport

@testable import TutorialChecking
@testable import TutorialModel
@testable import TutorialSupport

@Suite struct ReportCacheTests {
  /// A check's start time that makes files written just now count as older than the racy
  /// window, as they would be for a check started a few seconds later.
  static let later = Date().addingTimeInterval(60)

  /// A report with one diagnostic of each kind.
  static func report() -> CheckReport {
    var report = CheckReport()
    report.checkedBlocks = 5
    report.distinctSnippets = 3
    report.cachedSnippets = 1
    report.compilerRuns = 2
    report.notes = ["using the debug-built macro plugins"]
    report.failures = [
      Diagnostic(
        .error, at: SourceLocation(path: "Tutorials/01-a.md", line: 7, column: 3),
        "cannot find 'x' in scope\n\tnote: a line break, a tab and a \\ survive")
    ]
    report.configurationErrors = [
      Diagnostic(.error, at: SourceLocation(path: "Tutorials/02-b.md", line: 1), "bad attribute")
    ]
    report.warnings = [
      Diagnostic(.warning, at: SourceLocation(path: "Tutorials/notes.md", line: 1), "not a guide")
    ]
    return report
  }

  /// Writes `text` to `path`, creating its folder.
  static func write(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  @Test func recallsTheReportAsAFullyCachedCheckWouldGiveIt() throws {
    try FixtureSite.withTemporaryFolder { folder throws in
      let guide = "\(folder)/site/Tutorials/01-a.md"
      try Self.write("# A\n", to: guide)
      let cache = ReportCache(cacheFolder: "\(folder)/cache", arguments: ["--root", folder])
      #expect(cache.recall() == nil)
      let original = Self.report()
      #expect(try cache.remember(original, inputs: [guide], since: Self.later))

      let recalled = try #require(cache.recall())
      #expect(recalled.failures == original.failures)
      #expect(recalled.configurationErrors == original.configurationErrors)
      #expect(recalled.warnings == original.warnings)
      #expect(recalled.exitCode == 2)
      #expect(recalled.checkedBlocks == 5)
      #expect(recalled.distinctSnippets == 3)
      #expect(recalled.cachedSnippets == 3)
      #expect(recalled.compilerRuns == 0)
      #expect(recalled.notes == [])
    }
  }

  @Test func anyChangeToAnInputMakesTheCachedReportStale() throws {
    try FixtureSite.withTemporaryFolder { folder throws in
      let guide = "\(folder)/Tutorials/01-a.md"
      let listed = "\(folder)/Tutorials"
      let absent = "\(folder)/links/target.md"
      try Self.write("# A\n", to: guide)
      let cache = ReportCache(cacheFolder: "\(folder)/cache", arguments: [])
      func remembered() throws -> Bool {
        try cache.remember(Self.report(), inputs: [guide, listed, absent], since: Self.later)
          && cache.recall() != nil
      }

      #expect(try remembered())
      // Same size, new content.
      try Self.write("# B\n", to: guide)
      #expect(cache.recall() == nil)

      #expect(try remembered())
      try Self.write("", to: "\(listed)/02-b.md")
      #expect(cache.recall() == nil, "a file added to a listed folder")

      #expect(try remembered())
      try Self.write("# Target\n", to: absent)
      #expect(cache.recall() == nil, "a file where none was")

      #expect(try remembered())
      try FileManager.default.removeItem(atPath: guide)
      #expect(cache.recall() == nil, "a file removed")
    }
  }

  @Test func anInputChangedJustBeforeTheCheckIsNotTrustedAndDropsTheOldReport() throws {
    try FixtureSite.withTemporaryFolder { folder throws in
      let guide = "\(folder)/Tutorials/01-a.md"
      try Self.write("# A\n", to: guide)
      let cache = ReportCache(cacheFolder: "\(folder)/cache", arguments: [])
      #expect(try cache.remember(Self.report(), inputs: [guide], since: Self.later))

      // NB: written within the clock's tick of the check, a second edit could keep its stamp.
      #expect(try !cache.remember(Self.report(), inputs: [guide], since: Date()))
      #expect(cache.recall() == nil)
      #expect(!FileManager.default.fileExists(atPath: cache.path))
    }
  }

  @Test func filesOfTheCacheItselfMayBeNew() throws {
    try FixtureSite.withTemporaryFolder { folder throws in
      let outcome = "\(folder)/cache/outcomes/ab/abc.json"
      try Self.write("{}", to: outcome)
      let cache = ReportCache(cacheFolder: "\(folder)/cache", arguments: [])
      #expect(try cache.remember(Self.report(), inputs: [outcome], since: Date()))
      #expect(cache.recall() != nil)
      try FileManager.default.removeItem(atPath: outcome)
      #expect(cache.recall() == nil, "a cached outcome deleted")
    }
  }

  @Test func otherArgumentsHaveTheirOwnCachedReport() throws {
    try FixtureSite.withTemporaryFolder { folder throws in
      let english = ReportCache(cacheFolder: folder, arguments: ["languages=[\"en\"]"])
      let all = ReportCache(cacheFolder: folder, arguments: ["languages=[]"])
      #expect(english.path != all.path)
      #expect(try english.remember(Self.report(), inputs: [], since: Self.later))
      #expect(english.recall() != nil)
      #expect(all.recall() == nil)
    }
  }

  @Test func aReportOfAnotherFormatIsNotRecalled() throws {
    try FixtureSite.withTemporaryFolder { folder throws in
      let cache = ReportCache(cacheFolder: folder, arguments: [])
      for text in ["kata-check-memo 0\nblocks\t1\t1\n\n", "kata-check-report 1\nblocks\tx\t1\n\n"] {
        try Self.write(text, to: cache.path)
        #expect(cache.recall() == nil, "\(text)")
      }
    }
  }

  @Test func aTranslationsLinkToAGuideNotYetTranslatedIsFineAndItsTranslationRenewsTheReport()
    throws
  {
    // NB: the Japanese guide links to `02-composition.md`, which only English has.
    let root = try FixtureSite.copy("loading/valid").path
    let loaded = try SiteLoader.load(root: root)
    #expect(loaded.diagnostics.isEmpty)
    let cache = ReportCache(cacheFolder: "\(root)/cache", arguments: [])
    #expect(try cache.remember(CheckReport(), inputs: loaded.inputs, since: Self.later))
    #expect(cache.recall() != nil)

    try Self.write(
      "---\ntitle: 合成\n---\n# 合成\n", to: "\(root)/translations/ja/02-composition.md")
    #expect(cache.recall() == nil)
  }

  @Test func theLoadersInputsIncludeLinkTargetsThatDoNotExist() throws {
    try FixtureSite.withTemporaryFolder { folder throws in
      try Self.write(
        "# A\n\nSee [the notes](../notes/extra.md).\n", to: "\(folder)/Tutorials/01-a.md")
      let loaded = try SiteLoader.load(root: folder)
      #expect(loaded.diagnostics.map(\.message).contains { $0.contains("missing guide") })
      let cache = ReportCache(cacheFolder: "\(folder)/cache", arguments: [])
      var report = CheckReport()
      report.failures = loaded.diagnostics
      #expect(try cache.remember(report, inputs: loaded.inputs, since: Self.later))
      #expect(cache.recall() != nil)

      try Self.write("# Notes\n", to: "\(folder)/notes/extra.md")
      #expect(cache.recall() == nil)
      #expect(try SiteLoader.load(root: folder).diagnostics.isEmpty)
    }
  }
}

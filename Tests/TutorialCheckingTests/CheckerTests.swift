import Foundation
import Testing

@testable import TutorialChecking
@testable import TutorialModel
@testable import TutorialSupport

@Suite struct CheckerTests {
  @Test(arguments: [
    "passing", "failing", "fails", "extends", "run-output", "hidden-lines", "unknown-attribute",
    "kata",
    "clash", "links", "mismatched-code", "dependency-client", "sil-diagnostics",
    "quote-equal", "quote-differs", "quote-missing", "quote-attributes",
  ])
  func fixtureReportsExactlyTheExpectedDiagnostics(name: String) async throws {
    let report = try await CheckFixture.coldCheck(name).report
    let expected = try CheckFixture.expected(name)
    // NB: a message may hold several lines (a quote's diff); expected.txt has them in turn.
    let lines = report.diagnostics.flatMap {
      $0.description.split(separator: "\n").map(String.init)
    }
    #expect(lines == expected.lines)
    #expect(report.exitCode == expected.exit)
  }

  /// The benchmark's baseline must check the same things: one compiler run per block, `run`
  /// blocks linked against the libraries' object files, and the same diagnostics.
  @Test(arguments: ["run-output", "extends", "failing", "sil-diagnostics"])
  func theNaiveWayReportsTheSameWithOneCompilerRunPerBlock(name: String) async throws {
    let (root, site) = try CheckFixture.load(name)
    var options = CheckFixture.options(root: root)
    options.oneCompilerRunPerSnippet = true
    let report = try await CheckFixture.check(site, options: options)
    let expected = try CheckFixture.expected(name)
    #expect(report.diagnostics.map(\.description) == expected.lines)
    #expect(report.exitCode == expected.exit)
    #expect(report.compilerRuns == report.checkedBlocks)
  }

  /// Each `run` block runs in a process of its own, forked from one that loaded the libraries.
  ///
  /// One that exits, throws or crashes fails alone, with what it said; the naive way (a
  /// program per block) reports the same.
  @Test(arguments: [false, true])
  func runBlocksThatExitThrowOrCrashFailAloneAndTheOthersStillRun(naive: Bool) async throws {
    let report: CheckReport
    if naive {
      let (root, site) = try CheckFixture.load("run-failures")
      var options = CheckFixture.options(root: root)
      options.oneCompilerRunPerSnippet = true
      report = try await CheckFixture.check(site, options: options)
    } else {
      report = try await CheckFixture.coldCheck("run-failures").report
    }
    let expected = try CheckFixture.expected("run-failures")
    let lines = report.diagnostics.map(\.description)
    #expect(lines.count == 3)
    #expect(Array(lines.prefix(2)) == expected.lines)
    // NB: the runtime names the file and line of the check that trapped, which vary by
    // toolchain; what the reader needs is the message, without the backtrace after it.
    let crash = try #require(lines.last)
    #expect(crash.hasPrefix("Tutorials/01-runs.md:31: error: running the block failed: crashed"))
    #expect(crash.hasSuffix("Fatal error: Index out of range"))
    #expect(report.exitCode == expected.exit)
  }

  /// A `run` block writing to `FileManager.default.temporaryDirectory`, as guides' blocks do,
  /// writes into the check's own work folder, with either toolchain: nothing is left in the
  /// system's temporary folder once the check ends.
  @Test(arguments: [ToolchainChoice.fast, .plain])
  func runBlocksWriteTheirTemporaryFilesInTheChecksFolder(toolchain: ToolchainChoice)
    async throws
  {
    let (root, _) = try CheckFixture.load("run-output")
    try FileManager.default.removeItem(atPath: "\(root)/Tutorials/01-run.md")
    let name = "kata-run-block-probe-\(UUID().uuidString).txt"
    try FileWriting.write(
      """
      # Temporary files

      ```swift run
      import Foundation

      let probe = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)")
      try "probe".write(to: probe, atomically: true, encoding: .utf8)
      print(FileManager.default.fileExists(atPath: probe.path))
      ```

      ```output
      true
      ```

      """, to: "\(root)/Tutorials/02-temporary.md")
    var options = CheckFixture.options(root: root)
    options.toolchain = toolchain
    let report = try await CheckFixture.check(
      try SiteLoader.load(root: root).site, options: options)
    #expect(report.failures.isEmpty, "\(report.failures)")
    #expect(report.compilerRuns > 0)
    let system = FileManager.default.temporaryDirectory.appendingPathComponent(name)
    #expect(!FileManager.default.fileExists(atPath: system.path))
  }

  @Test func unchangedRecheckRunsNoCompilerAndReportsTheSame() async throws {
    let (root, site, first) = try await CheckFixture.copyOfChecked("failing")
    let second = try await CheckFixture.check(site, options: CheckFixture.options(root: root))
    #expect(first.compilerRuns > 0)
    #expect(second.compilerRuns == 0)
    #expect(second.cachedSnippets == second.distinctSnippets)
    #expect(second.diagnostics == first.diagnostics)
  }

  @Test func aFailedRunIsRunAgainNextTimeWhileTheOthersAreReused() async throws {
    let (root, site, first) = try await CheckFixture.copyOfChecked("run-failures")
    let second = try await CheckFixture.check(site, options: CheckFixture.options(root: root))
    #expect(first.compilerRuns > 0)
    // NB: a failed run may have timed out on a loaded machine: it is not remembered.
    #expect(second.compilerRuns > 0)
    #expect(second.cachedSnippets > 0)
    #expect(second.cachedSnippets < second.distinctSnippets)
    #expect(second.diagnostics == first.diagnostics)
  }

  @Test func outcomesFromTheBuildFoldersStateAreNotReusable() {
    let located = SnippetOutcome.Message(block: 0, line: 3, column: 5, message: "cannot find 'x'")
    #expect(SnippetOutcome(errors: [located]).isReusable)
    #expect(SnippetOutcome(errors: [], output: "1\n").isReusable)
    let unlocated = SnippetOutcome.Message(
      block: nil, line: nil, column: nil,
      message: "error: autolink-extract command failed: TodosFile.swift.o (No such file)")
    #expect(!SnippetOutcome(errors: [unlocated]).isReusable)
    var module = located
    module.message = "no such module 'TodosCore'"
    #expect(!SnippetOutcome(errors: [module]).isReusable)
    #expect(!SnippetOutcome(errors: [], output: "", runFailure: "timed out").isReusable)
  }

  @Test func identicalBlocksInTwoLanguagesCompileOnceAndFailInBoth() async throws {
    let (root, site) = try CheckFixture.load("failing")
    let source = try #require(site.guides.first)
    var translated = source
    translated.path = "translations/ja/01-failing.md"
    translated.language = "ja"
    var withTranslation = site
    withTranslation.languages.append(Language(code: "ja", nativeName: "日本語", siteTitle: "Kata"))
    withTranslation.translations["ja"] = [translated]
    let report = try await CheckFixture.check(
      withTranslation, options: CheckFixture.options(root: root))
    #expect(report.distinctSnippets == 3)
    #expect(report.checkedBlocks == 6)
    #expect(
      report.failures.map(\.location.description).sorted() == [
        "Tutorials/01-failing.md:16:23", "Tutorials/01-failing.md:5:20",
        "translations/ja/01-failing.md:16:23", "translations/ja/01-failing.md:5:20",
      ])
  }

  @Test func languageAndPathFiltersSelectGuides() async throws {
    let (root, site) = try CheckFixture.load("mismatched-code")
    var options = CheckFixture.options(root: root)
    options.languages = ["en"]
    #expect(try await CheckFixture.check(site, options: options).exitCode == 0)
    options.languages = nil
    options.paths = ["translations/ja/01-code.md"]
    let report = try await CheckFixture.check(site, options: options)
    #expect(report.failures.map(\.location.path) == ["translations/ja/01-code.md"])
  }

  @Test func changedBlockIsRecompiledAndTheRestComeFromTheCache() async throws {
    let (root, site, _) = try await CheckFixture.copyOfChecked("failing")
    var edited = site
    edited.guides[0].codeBlocks[2].code = "func total() -> Int { 3 }\n"
    let report = try await CheckFixture.check(edited, options: CheckFixture.options(root: root))
    #expect(report.cachedSnippets == 2)
    #expect(report.compilerRuns == 1)
    #expect(report.failures.map(\.location.line) == [5])
  }

  @Test func translationWithTranslatedStringsSharesSnippetsAndGetsItsOwnColumns() async throws {
    let (root, site) = try CheckFixture.load("failing")
    var translated = try #require(site.guides.first)
    translated.path = "translations/ja/01-failing.md"
    translated.language = "ja"
    translated.codeBlocks[0].code = "struct Counter {\n  var count: Int = \"ゼロ\"\n}\n"
    translated.codeBlocks[1].code = "// 良い例\nlet fine = 1 + 1\n"
    var withTranslation = site
    withTranslation.languages.append(Language(code: "ja", nativeName: "日本語", siteTitle: "Kata"))
    withTranslation.translations["ja"] = [translated]
    let report = try await CheckFixture.check(
      withTranslation, options: CheckFixture.options(root: root))
    // NB: three snippets shared by both languages, then the failing one compiled as written.
    #expect(report.distinctSnippets == 4)
    #expect(
      report.failures.map(\.description).sorted() == [
        "Tutorials/01-failing.md:16:23: error: cannot find 'missing' in scope",
        "Tutorials/01-failing.md:5:20: error: cannot convert value of type 'String' to "
          + "specified type 'Int'",
        "translations/ja/01-failing.md:16:23: error: cannot find 'missing' in scope",
        "translations/ja/01-failing.md:5:20: error: cannot convert value of type 'String' to "
          + "specified type 'Int'",
      ])
  }
}

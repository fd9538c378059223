import Foundation
import Testing

/// Runs `tutorials check` and `tutorials sync` on copies of the quoting fixtures.
@Suite struct SyncCommandTests {
  @Test func checkShowsTheDiffOfAQuotingBlockUnderTheGuideLineThatDiffers() async throws {
    let site = try CommandTests.copy("quote-differs")
    let result = try await CommandTests.run(CommandTests.checkArguments(), in: site)
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        """
        Tutorials/01-demo.md:24: error: block differs from region 'step' of \
        Examples/Demo/Sources/DemoCore/Demo.swift:11 (`-` lines are the guide's, `+` the \
        file's); run `swift run tutorials sync` to copy the region into the guides
          state.count += amount * 2  // the only change
              // snippet.show
          -   state.count += amount * 2  // the only change
          +   state.count += amount  // the only change

        """), "\(result.stdout)")
    #expect(result.stdout.hasSuffix("3 errors in 2 files\n"))
  }

  @Test func syncRewritesTheStaleBlocksAndTheCheckThenPasses() async throws {
    let site = try CommandTests.copy("quote-differs")
    let sync = try await CommandTests.run(["sync"], in: site)
    #expect(sync.status == 0, "\(sync.stderr)")
    #expect(
      sync.stdout
        == """
        updated Tutorials/01-demo.md
        updated translations/ja/01-demo.md
        6 quoting blocks: 3 rewritten in 2 files

        """)
    let check = try await CommandTests.run(CommandTests.checkArguments(), in: site)
    #expect(check.status == 0, "\(check.stdout)")
    let again = try await CommandTests.run(["sync"], in: site)
    #expect(again.stdout == "6 quoting blocks, all up to date\n")
  }

  @Test func syncWithABrokenQuoteChangesNoGuideAndExitsOne() async throws {
    let site = try CommandTests.copy("quote-missing")
    let guide = site.appendingPathComponent("Tutorials/01-missing.md")
    let before = try Data(contentsOf: guide)
    let sync = try await CommandTests.run(["sync"], in: site)
    #expect(sync.status == 1)
    #expect(
      sync.stdout.contains(
        """
        Examples/Demo/Sources/DemoCore/Broken.swift:9: error: region 'open' has no \
        `// snippet.end`; add one after its last line
        // snippet.open

        """), "\(sync.stdout)")
    #expect(sync.stdout.hasSuffix("7 problems; no guide was changed\n"))
    #expect(try Data(contentsOf: guide) == before)
  }
}

extension SyncCommandTests {
  /// A quoted source file is an input of the remembered check: editing it makes the next
  /// check run in full, and see the difference.
  @Test func editingAQuotedFileIsSeenByTheNextCheck() async throws {
    let site = try CommandTests.copy("quote-equal")
    // NB: a file changed within a second of a check is not trusted to show a later change.
    try await Task.sleep(for: .milliseconds(1100))
    let trace = ["TUTORIALS_TRACE": "1"]
    let first = try await CommandTests.run(CommandTests.checkArguments(), in: site)
    let second = try await CommandTests.run(
      CommandTests.checkArguments(), in: site, environment: trace)
    #expect(first.status == 0, "\(first.stdout)")
    #expect(second.stderr.contains("report recalled"), "\(second.stderr)")

    let source = site.appendingPathComponent("Examples/Demo/Sources/DemoCore/Demo.swift")
    let text = try String(contentsOf: source, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "count = 0\n}", with: "count = 1\n}").utf8)
      .write(to: source)
    let edited = try await CommandTests.run(
      CommandTests.checkArguments(), in: site, environment: trace)
    #expect(!edited.stderr.contains("report recalled"))
    #expect(edited.status == 1)
    #expect(edited.stdout.contains("Tutorials/01-demo.md:10: error: block differs"))
  }
}

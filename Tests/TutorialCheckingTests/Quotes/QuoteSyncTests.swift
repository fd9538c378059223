import Foundation
import Testing
import TutorialTestSupport

@testable import TutorialChecking
@testable import TutorialModel
@testable import TutorialSupport

@Suite struct QuoteSyncTests {
  static func text(_ root: String, _ path: String) throws -> String {
    try String(contentsOfFile: "\(root)/\(path)", encoding: .utf8)
  }

  /// `quote-differs` is `quote-equal` with three blocks changed: syncing it gives back
  /// `quote-equal` byte for byte, except the comment of the translated block whose code was
  /// wrong, which now reads as the source's.
  @Test func syncRewritesOnlyTheBlocksThatDifferAndKeepsEveryOtherByte() async throws {
    let (root, site) = try CheckFixture.load("quote-differs")
    let result = try QuoteSync.sync(site)
    #expect(result.problems.isEmpty)
    #expect(result.rewritten == ["Tutorials/01-demo.md", "translations/ja/01-demo.md"])
    #expect(result.blocks == 3)
    #expect(result.quotingBlocks == 6)
    #expect(result.staleTranslations == ["translations/ja/01-demo.md"])

    let equal = FixtureSite.path("check/quote-equal")
    #expect(try Self.text(root, "Tutorials/01-demo.md") == Self.text(equal, "Tutorials/01-demo.md"))
    // NB: the translation's other quoting blocks matched their regions, comments aside, so
    // they keep their Japanese comments; the rewritten one has the file's.
    let translation = try Self.text(equal, "translations/ja/01-demo.md")
      .replacingOccurrences(of: "/// デモが表示するもの。", with: "/// What the demo shows.")
    #expect(try Self.text(root, "translations/ja/01-demo.md") == translation)

    let synced = try SiteLoader.load(root: root).site
    let report = try await CheckFixture.check(synced, options: CheckFixture.options(root: root))
    #expect(report.failures.isEmpty, "\(report.failures)")
    #expect(try QuoteSync.sync(synced).blocks == 0)
  }

  @Test func syncWritesNothingWhenAnyQuoteIsBroken() throws {
    let (root, _) = try CheckFixture.load("quote-differs")
    let guide = "\(root)/Tutorials/01-demo.md"
    let broken =
      try Self.text(root, "Tutorials/01-demo.md")
      + "\n```swift from=\"Examples/Demo/Sources/DemoCore/Demo.swift#gone\"\nlet x = 1\n```\n"
    try FileWriting.write(broken, to: guide)
    let translation = try Self.text(root, "translations/ja/01-demo.md")

    let result = try QuoteSync.sync(try SiteLoader.load(root: root).site)
    #expect(result.problems.map(\.location.description) == ["Tutorials/01-demo.md:39"])
    #expect(try Self.text(root, "Tutorials/01-demo.md") == broken)
    #expect(try Self.text(root, "translations/ja/01-demo.md") == translation)
  }

  @Test func aRegionHoldingAFenceIsNotCopiedIntoAShorterFence() throws {
    let (root, _) = try CheckFixture.load("quote-equal")
    let source = "Examples/Demo/Sources/DemoCore/Demo.swift"
    let text = try Self.text(root, source).replacingOccurrences(
      of: "  public var count = 0\n", with: "  public var count = 0\n  /*\n  ```\n  */\n")
    try FileWriting.write(text, to: "\(root)/\(source)")
    let before = try Self.text(root, "Tutorials/01-demo.md")

    let result = try QuoteSync.sync(try SiteLoader.load(root: root).site)
    #expect(result.problems.map(\.location.description) == ["Tutorials/01-demo.md:7"])
    #expect(try Self.text(root, "Tutorials/01-demo.md") == before)
  }

  @Test func aTranslationWhoseQuotedCodeChangedIsStaleAfterSync() throws {
    let (root, site) = try CheckFixture.load("quote-equal")
    try TranslationStamper.stamp(site: site, language: "ja", guide: "01-demo.md")
    let stamped = try SiteLoader.load(root: root).site
    #expect(TranslationStatus.compute(site: stamped).languages[0].guides[0].staleSections.isEmpty)

    let source = "Examples/Demo/Sources/DemoCore/Demo.swift"
    let text = try Self.text(root, source).replacingOccurrences(
      of: "public var count = 0", with: "public var count = 10")
    try FileWriting.write(text, to: "\(root)/\(source)")
    #expect(try QuoteSync.sync(stamped).blocks == 2)

    let synced = try SiteLoader.load(root: root).site
    let status = TranslationStatus.compute(site: synced).languages[0].guides[0]
    #expect(status.staleSections.map(\.source.title) == ["The state"])
    #expect(status.codeMismatches.isEmpty)
  }
}

extension QuoteSyncTests {
  /// A block in a quote or a list keeps what comes before its fence on every line, and a guide
  /// with Windows line breaks keeps them.
  @Test func rewrittenLinesKeepTheFencesPrefixAndLineBreaks() throws {
    let text = "Intro\r\n\r\n> ```swift from=\"A.swift#a\"\r\n> old\r\n> ```\r\nAfter\r\n"
    let block = CodeBlock(
      language: "swift", attributes: [.init(name: "from", value: "A.swift#a")],
      code: "old\n", fenceLine: 3)
    let rewritten = try QuoteSync.rewrite(text, replacing: [(block, ["if x {", "", "  y()", "}"])])
      .get()
    #expect(
      rewritten
        == "Intro\r\n\r\n> ```swift from=\"A.swift#a\"\r\n> if x {\r\n>\r\n>   y()\r\n> }\r\n"
        + "> ```\r\nAfter\r\n")
  }

  @Test func aBlockWithoutItsClosingFenceIsNotRewritten() {
    let text = "```swift from=\"A.swift#a\"\nold\n"
    let block = CodeBlock(
      language: "swift", attributes: [.init(name: "from", value: "A.swift#a")],
      code: "old\n", fenceLine: 1)
    #expect(throws: QuoteSync.Problem.self) {
      try QuoteSync.rewrite(text, replacing: [(block, ["new"])]).get()
    }
  }
}

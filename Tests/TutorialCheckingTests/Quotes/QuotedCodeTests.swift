import Testing

@testable import TutorialChecking
@testable import TutorialModel
@testable import TutorialSupport

@Suite struct QuotedCodeTests {
  static func region(_ lines: [String]) -> SourceRegions.Region {
    SourceRegions.Region(name: "r", markerLine: 1, endLine: lines.count + 2, lines: lines)
  }

  static func mismatch(_ code: String, _ lines: [String], translated: Bool)
    -> QuotedCode.Mismatch?
  {
    QuotedCode.mismatch(
      code: code, region: region(lines), ignoringComments: translated,
      stripComments: { CommentStripper.strip($0).code })
  }

  @Test func aTranslationMayRewordAndReflowCommentsButNotStrings() throws {
    let lines = ["// Says hello.", "let greeting = \"Hello\"  // the word", "print(greeting)"]
    let reworded = "// 挨拶します。\n// 2 行目。\nlet greeting = \"Hello\"  // 単語\nprint(greeting)\n"
    #expect(Self.mismatch(reworded, lines, translated: true) == nil)
    #expect(Self.mismatch(reworded, lines, translated: false) != nil)

    let translatedString = "// 挨拶します。\nlet greeting = \"こんにちは\"\nprint(greeting)\n"
    let mismatch = try #require(Self.mismatch(translatedString, lines, translated: true))
    #expect(mismatch.offset == 1)
    #expect(
      mismatch.diff == [
        "  - let greeting = \"こんにちは\"", "  + let greeting = \"Hello\"", "    print(greeting)",
      ])
  }

  @Test func aLongDiffIsCutAfterFortyLines() throws {
    let lines = (1...60).map { "let a\($0) = \($0)" }
    let code = (1...60).map { "let b\($0) = \($0)\n" }.joined()
    let mismatch = try #require(Self.mismatch(code, lines, translated: false))
    #expect(mismatch.offset == 0)
    #expect(mismatch.diff.count == QuotedCode.diffLimit + 1)
    #expect(mismatch.diff.last == "    … and 80 more lines")
  }

  @Test func missingLinesAtTheEndPointAfterTheBlocksLastLine() throws {
    let mismatch = try #require(Self.mismatch("a()\n", ["a()", "b()"], translated: false))
    #expect(mismatch.offset == 1)
    #expect(mismatch.diff == ["    a()", "  + b()"])
  }
}

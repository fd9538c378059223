import Testing

@testable import TutorialModel
@testable import TutorialSupport

@Suite struct FrontMatterParserTests {
  @Test func splitsTheBlockFromTheBody() {
    let result = FrontMatterParser.split(
      "---\ntitle: Hello: world\n# comment\nsummary: \"quoted\"\n---\n# Body\n", path: "a.md")
    #expect(result.frontMatter["title"] == "Hello: world")
    #expect(result.frontMatter["summary"] == "quoted")
    #expect(result.body == "# Body\n")
    #expect(result.bodyFirstLine == 6)
    #expect(result.diagnostics.isEmpty)
  }

  @Test func noBlockKeepsTheWholeText() {
    let result = FrontMatterParser.split("# Body\n---\n", path: "a.md")
    #expect(result.body == "# Body\n---\n")
    #expect(result.bodyFirstLine == 1)
  }

  @Test func unterminatedBlockIsAnErrorAtItsFirstLine() {
    let result = FrontMatterParser.split("---\ntitle: x\n# Body\n", path: "Tutorials/01-a.md")
    #expect(
      result.diagnostics.map(\.description) == [
        "Tutorials/01-a.md:1: error: front matter starting here has no closing '---' line; "
          + "add one after its last entry"
      ])
  }

  @Test func lineWithoutColonIsAnError() {
    let result = FrontMatterParser.split("---\ntitle: x\noops\n---\n", path: "a.md")
    #expect(result.diagnostics.map(\.location.line) == [3])
  }

  @Test func windowsLineEndingsAndNonLatinTextSplitAtTheRightLine() {
    let result = FrontMatterParser.split(
      "---\r\ntitle: はじめに\r\nsource: 🧩\r\n---\r\n# Café 👩‍👩‍👧\r\n---\r\n", path: "a.md")
    #expect(result.frontMatter["title"] == "はじめに")
    #expect(result.frontMatter["source"] == "🧩")
    #expect(result.body == "# Café 👩‍👩‍👧\r\n---\r\n")
    #expect(result.bodyFirstLine == 5)
    #expect(result.diagnostics.isEmpty)
  }

  @Test func aClosingLineAtTheEndOfTheFileLeavesAnEmptyBody() {
    let result = FrontMatterParser.split("---\ntitle: x\n---", path: "a.md")
    #expect(result.frontMatter["title"] == "x")
    #expect(result.body == "")
    #expect(result.bodyFirstLine == 4)
  }
}

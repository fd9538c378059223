import Testing

@testable import TutorialKit

@Suite struct CodeBlockRendererTests {
  @Test func hidesSnippetRegions() {
    let code = "a\n  // snippet.hide\nb\n  // snippet.show\nc\n// snippet.hide\nd\n"
    #expect(CodeBlockRenderer.visibleCode(code) == "a\nc\n")
  }

  @Test func otherLanguagesArePlainAndEscaped() {
    let html = CodeBlockRenderer.html(
      MarkdownCodeBlock(info: "html", code: "<b>&</b>\n", isFenced: true, line: 1),
      copyLabel: "Copy")
    #expect(html.contains("<code class=\"language-html\">&lt;b&gt;&amp;&lt;/b&gt;\n</code>"))
    #expect(!html.contains("hl-"))
  }
}

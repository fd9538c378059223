import Testing

@testable import TutorialMarkdown
@testable import TutorialSite
@testable import TutorialSupport

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

extension CodeBlockRendererTests {
  @Test func swiftCodeIsTheVisibleCodeOfSwiftBlocksOnly() {
    let hidden = "// snippet.hide\nimport Secret\n// snippet.show\nlet x = 1\n"
    let swift = MarkdownCodeBlock(info: "Swift name=a", code: hidden, isFenced: true, line: 1)
    let shell = MarkdownCodeBlock(info: "sh", code: "ls\n", isFenced: true, line: 1)
    #expect(CodeBlockRenderer.swiftCode(of: swift) == "let x = 1\n")
    #expect(CodeBlockRenderer.swiftCode(of: shell) == nil)
    #expect(CodeBlockRenderer.visibleCode("let snippet = 1\n") == "let snippet = 1\n")
    #expect(CodeBlockRenderer.visibleCode("x\n// snippet.hide\ny\n") == "x\n")
  }

  @Test func preparedHighlightsAreTheOnesRenderingUses() {
    let block = MarkdownCodeBlock(info: "swift", code: "let x = 1\n", isFenced: true, line: 1)
    let cache = HighlightCache()
    cache.prepare([block])
    let html = CodeBlockRenderer.html(block, copyLabel: "Copy", highlight: cache.highlight)
    #expect(html == CodeBlockRenderer.html(block, copyLabel: "Copy"))
  }
}

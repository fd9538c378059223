import Testing

@testable import TutorialSite

@Suite struct SwiftHighlighterTests {
  @Test func classifiesKeywordsTypesStringsAndComments() {
    let html = SwiftHighlighter.highlight("let name: String = \"<b>\" // note\n")
    #expect(
      html == """
        <span class="hl-keyword">let</span> name: <span class="hl-type">String</span> = \
        <span class="hl-string">&quot;&lt;b&gt;&quot;</span> <span class="hl-comment">// note</span>

        """)
  }

  @Test func keepsEveryCharacterOfCodeThatDoesNotParse() {
    let code = "func (( {\n  ✓ = \"日本\"\n"
    let html = SwiftHighlighter.highlight(code)
    let text = html.replacing(/<[^>]+>/, with: "")
      .replacingOccurrences(of: "&quot;", with: "\"")
    #expect(text == code)
  }
}

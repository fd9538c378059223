import Testing

@testable import TutorialModel
@testable import TutorialSupport

@Suite struct GuideParserTests {
  let text = """
    ---
    title: Start
    ---
    # Getting started

    Intro.

    ## State

    ```swift name=counter
    struct State {}
    ```

    ### Deeper
    Text.
    """

  @Test func sectionsHaveFileLinesAndTheirMarkdown() {
    let guide = GuideParser.parse(
      text, path: "Tutorials/01-getting-started.md", language: "en", number: 1,
      slug: "01-getting-started"
    ).guide
    #expect(guide.title == "Getting started")
    #expect(guide.frontMatter["title"] == "Start")
    #expect(guide.bodyFirstLine == 4)
    #expect(guide.sections.map(\.line) == [4, 8, 14])
    #expect(guide.sections.map(\.endLine) == [7, 13, 15])
    #expect(guide.sections[2].markdown == "### Deeper\nText.")
    #expect(guide.sections[1].markdown.hasPrefix("## State\n\n```swift name=counter"))
  }

  @Test func codeBlocksHaveFenceLinesAndAttributes() {
    let guide = GuideParser.parse(
      text, path: "a.md", language: "en", number: 1, slug: "01-a"
    ).guide
    #expect(
      guide.codeBlocks == [
        CodeBlock(
          language: "swift", attributes: [.init(name: "name", value: "counter")],
          code: "struct State {}\n", fenceLine: 10)
      ])
  }

  @Test func guideWithoutTitleWarns() {
    let result = GuideParser.parse("Text\n", path: "a.md", language: "en", number: 1, slug: "01-a")
    #expect(result.guide.title == "01-a")
    #expect(result.diagnostics.map(\.severity) == [.warning])
  }
}

import Testing

@testable import TutorialChecking
@testable import TutorialModel

@Suite struct SnippetPlannerTests {
  static func guide(_ blocks: [CodeBlock]) -> Guide {
    Guide(
      path: "Tutorials/01-a.md", language: "en", number: 1, slug: "01-a", title: "A",
      frontMatter: FrontMatter(), sections: [], codeBlocks: blocks, body: "", bodyFirstLine: 1)
  }

  @Test func extendedBlocksAreCompiledOnlyWithTheLastOfTheirChain() {
    let plan = SnippetPlanner.plan(
      Self.guide([
        CodeBlock(
          language: "swift", attributes: [.init(name: "name", value: "a")], code: "1\n",
          fenceLine: 1),
        CodeBlock(
          language: "swift", attributes: [.init(name: "extends", value: "a")], code: "2\n",
          fenceLine: 5),
        CodeBlock(
          language: "swift",
          attributes: [.init(name: "extends", value: "a"), .init(name: "fails")],
          code: "3\n", fenceLine: 9),
        CodeBlock(language: "sh", attributes: [], code: "ls\n", fenceLine: 13),
      ]))
    #expect(plan.configurationErrors.isEmpty)
    #expect(plan.snippets.map { $0.blocks.map(\.fenceLine) } == [[1, 5], [1, 9]])
    #expect(plan.snippets.map(\.expectation) == [.compiles, .fails(nil)])
  }

  @Test func theNaiveWayGivesEveryBlockItsOwnSnippet() {
    let blocks = [
      CodeBlock(
        language: "swift", attributes: [.init(name: "name", value: "a")], code: "1\n",
        fenceLine: 1),
      CodeBlock(
        language: "swift",
        attributes: [.init(name: "name", value: "b"), .init(name: "extends", value: "a")],
        code: "2\n", fenceLine: 5),
      CodeBlock(
        language: "swift", attributes: [.init(name: "extends", value: "b")], code: "3\n",
        fenceLine: 9),
    ]
    let chain = SnippetPlanner.plan(Self.guide(blocks))
    #expect(chain.snippets.map { $0.blocks.map(\.fenceLine) } == [[1, 5, 9]])
    let naive = SnippetPlanner.plan(Self.guide(blocks), everyBlock: true)
    #expect(naive.snippets.map { $0.blocks.map(\.fenceLine) } == [[1], [1, 5], [1, 5, 9]])
  }

  @Test func runBlockWithoutOutputBlockIsAConfigurationError() {
    let plan = SnippetPlanner.plan(
      Self.guide([
        CodeBlock(
          language: "swift", attributes: [.init(name: "run")], code: "print(1)\n", fenceLine: 3)
      ]))
    #expect(
      plan.configurationErrors.map(\.description) == [
        "Tutorials/01-a.md:3: error: a `run` block must be followed by an ```output block holding "
          + "what it prints"
      ])
  }
}

import Testing

@testable import TutorialChecking
@testable import TutorialModel

@Suite struct CollectionNestingTests {
  /// `let x = ` then `depth` nested array literals around `1`.
  static func nested(_ depth: Int) -> String {
    "let x = " + String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
  }

  @Test func aRunDeeperThanTheLimitIsFoundAtItsLine() throws {
    #expect(CollectionNesting.tooDeep(in: Self.nested(CollectionNesting.limit)) == nil)
    let found = try #require(
      CollectionNesting.tooDeep(in: "let a = 1\n\n" + Self.nested(40) + "\n"))
    #expect(found.line == 3)
    #expect(found.depth == 40)
  }

  @Test func bracketsInStringsAndCommentsOrClosedDoNotCount() {
    let brackets = String(repeating: "[", count: 30)
    #expect(CollectionNesting.tooDeep(in: "let s = \"\(brackets)\" // \(brackets)\n") == nil)
    #expect(
      CollectionNesting.tooDeep(in: "let x = [" + String(repeating: "[[1]], ", count: 30) + "]")
        == nil)
  }

  @Test func otherTokensBetweenTheBracketsDoNotHideThem() throws {
    // NB: the fuzzer's third hang had an `@` in the middle of its brackets.
    let code = "let x = " + String(repeating: "[1, @ (", count: 17) + "\n"
    #expect(try #require(CollectionNesting.tooDeep(in: code)).depth == 17)
    let split = "let x = [ /* a */ [ // b\n" + String(repeating: "[", count: 15)
    let found = try #require(CollectionNesting.tooDeep(in: split))
    #expect(found.line == 2)
  }

  @Test func thePlannerReportsSuchABlockAtItsLineAndTheStripperDoesNotParseIt() {
    // NB: parsed, this block would take swift-syntax hours (it doubles with each level).
    let code = "let a = 1\n" + Self.nested(60) + "\n"
    let guide = SnippetPlannerTests.guide([
      CodeBlock(language: "swift", attributes: [], code: code, fenceLine: 7),
      CodeBlock(language: "swift", attributes: [], code: "let b = 2\n", fenceLine: 12),
    ])
    let plan = SnippetPlanner.plan(guide) { code in
      let stripped = CommentStripper.strip(code)
      return (stripped.code, stripped.tokens)
    }
    #expect(
      plan.configurationErrors.map(\.description) == [
        "Tutorials/01-a.md:9: error: \(CollectionNesting.message(depth: 60))"
      ])
    #expect(plan.snippets.map { $0.blocks.map(\.fenceLine) } == [[12]])
    #expect(CommentStripper.strip(code).code == code)
  }
}

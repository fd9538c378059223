import Testing

@testable import TutorialModel

@Suite struct LineDiffTests {
  @Test func marksRemovedAndAddedLines() {
    #expect(
      LineDiff.diff(["a", "b", "c"], ["a", "x", "c", "d"]) == [
        .same("a"), .removed("b"), .added("x"), .same("c"), .added("d"),
      ])
  }
}

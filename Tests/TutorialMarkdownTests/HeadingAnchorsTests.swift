import Testing

@testable import TutorialMarkdown

@Suite struct HeadingAnchorsTests {
  @Test func followsGitHubSlugRules() {
    #expect(HeadingAnchors.slug("Effects & cancellation!") == "effects--cancellation")
    #expect(
      HeadingAnchors.slug("Using `TestStore` (exhaustively)") == "using-teststore-exhaustively")
    #expect(HeadingAnchors.slug("snake_case-and-dashes") == "snake_case-and-dashes")
    #expect(HeadingAnchors.slug("Reducer の合成「基本」") == "reducer-の合成基本")
    #expect(HeadingAnchors.slug("Café Über") == "café-über")
  }

  @Test func repeatsGetNumberedSuffixes() {
    var anchors = HeadingAnchors()
    #expect(anchors.unique(for: "Step") == "step")
    #expect(anchors.unique(for: "Step") == "step-1")
    #expect(anchors.unique(for: "Step 1") == "step-1-1")
    #expect(anchors.unique(for: "Step") == "step-2")
  }
}

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

  @Test func asciiIsKeptByTheSameRuleAsEveryOtherCharacter() {
    // NB: ASCII takes a path of its own, without Unicode properties.
    for value in UInt32(0)..<128 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let lowered = String(scalar).lowercased()
      let kept = lowered.unicodeScalars.filter { scalar in
        let properties = scalar.properties
        return scalar == "-" || properties.isAlphabetic || properties.numericType != nil
          || [.nonspacingMark, .spacingMark, .connectorPunctuation].contains(
            properties.generalCategory)
      }
      let expected = scalar == " " ? "-" : String(String.UnicodeScalarView(kept))
      #expect(HeadingAnchors.slug(String(scalar)) == expected, "U+\(String(value, radix: 16))")
    }
  }

  @Test func repeatsGetNumberedSuffixes() {
    var anchors = HeadingAnchors()
    #expect(anchors.unique(for: "Step") == "step")
    #expect(anchors.unique(for: "Step") == "step-1")
    #expect(anchors.unique(for: "Step 1") == "step-1-1")
    #expect(anchors.unique(for: "Step") == "step-2")
  }
}

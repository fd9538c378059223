import Testing

@testable import TutorialModel

@Suite struct SectionRevisionsTests {
  @Test func sectionsAreReadFromTheFrontMatterInOrder() throws {
    let split = FrontMatterParser.split(
      "---\nsource-sections: 3f9a1c0e 77b2d4aa\nsource-blob: 5d1f0a3c9e\n---\n# Title\n",
      path: "translations/ja/01-a.md")
    let revisions = try #require(SectionRevisions(frontMatter: split.frontMatter))
    #expect(revisions == SectionRevisions(sections: ["3f9a1c0e", "77b2d4aa"], blob: "5d1f0a3c9e"))
  }

  @Test func everySpaceSplitsEvenOneThatAPrependedMarkJoinsToItsCharacter() throws {
    // NB: found by the translation-stamp fuzz target (Fuzz/Regressions/translation-stamp/
    // prepended-mark-before-a-space.md): U+0601 and the space after it are one `Character`, so
    // splitting at the `Character` " " read one revision, "\u{0601} Q", with a space in it.
    let split = FrontMatterParser.split(
      "---\nsource-sections:\u{0601} Q 3f9a1c0e\n---\n", path: "translations/ar/01-a.md")
    let revisions = try #require(SectionRevisions(frontMatter: split.frontMatter))
    #expect(revisions.sections == ["\u{0601}", "Q", "3f9a1c0e"])
    #expect(revisions.sections.allSatisfy { !$0.unicodeScalars.contains(" ") })
  }
}

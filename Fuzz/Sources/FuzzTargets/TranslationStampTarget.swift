import TutorialChecking
import TutorialModel

extension FuzzTarget {
  /// The stamp of a translation: reading ``SectionRevisions`` from a file's front matter, and
  /// writing them with ``TranslationStamper/stamped(_:with:)``.
  ///
  /// Checks the promise of `tutorials translations stamp`: the stamped file reads back with
  /// exactly the revisions written, and the text after the front matter is unchanged.
  public static let translationStamp = FuzzTarget(
    name: "translation-stamp", summary: "translation stamps (SectionRevisions, TranslationStamper)"
  ) { bytes in
    let text = String(fuzzInput: bytes)
    let before = FrontMatterParser.split(text, path: "translations/ja/01-fuzz.md")
    if let found = SectionRevisions(frontMatter: before.frontMatter) {
      precondition(
        found.sections.allSatisfy { !$0.isEmpty && !$0.contains(" ") },
        "a section revision is empty or has a space")
    }
    let revisions = SectionRevisions(sections: ["3f9a1c0e", "77b2d4aa"], blob: "5d1f0a3c9e")
    let stamped = TranslationStamper.stamped(text, with: revisions)
    let after = FrontMatterParser.split(stamped, path: "translations/ja/01-fuzz.md")
    precondition(
      SectionRevisions(frontMatter: after.frontMatter) == revisions,
      "the stamped file does not read back with the revisions written")
    if before.diagnostics.isEmpty && before.bodyFirstLine > 1 {
      precondition(after.body == before.body, "stamping changed the text after the front matter")
    }
  }
}

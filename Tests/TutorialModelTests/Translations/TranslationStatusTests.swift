import Testing
import TutorialTestSupport

@testable import TutorialModel

@Suite struct TranslationStatusTests {
  /// Each of the four languages has guide 01 and not guide 02 (`rendering/languages`).
  @Test func aGuideNotTranslatedInALanguageIsCountedMissingThere() throws {
    let loaded = try SiteLoader.load(root: FixtureSite.path("rendering/languages"))
    let status = TranslationStatus.compute(site: loaded.site)
    #expect(status.languages.map(\.language.code) == ["ko", "zh-Hans", "es", "ar"])
    for language in status.languages {
      let code = language.language.code
      let guides = Dictionary(
        uniqueKeysWithValues: language.guides.map { ($0.sourcePath, $0.translationPath) })
      #expect(
        guides["Tutorials/01-composition.md"] == "translations/\(code)/01-composition.md",
        "\(code)")
      #expect(guides["Tutorials/02-effects.md"] == .some(nil), "\(code): 02 should be missing")
    }
    #expect(status.languages.last?.language.direction == .rightToLeft)
  }
}

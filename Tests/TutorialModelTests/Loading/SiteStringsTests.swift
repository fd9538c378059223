import Foundation
import Testing

@testable import TutorialModel

@Suite struct SiteStringsTests {
  @Test(arguments: ["ja", "ko", "zh-Hans", "es", "ar"])
  func everyBuiltInLanguageSaysEveryStringInItsOwnWords(code: String) {
    let strings = SiteStrings.builtIn(for: code)
    #expect(Set(strings.values.keys) == Set(SiteStrings.english.values.keys), "\(code)")
    for (key, english) in SiteStrings.english.values {
      let value = strings[key]
      #expect(value != english, "\(code): \(key) is still English")
      for placeholder in ["{translated}", "{total}"] where english.contains(placeholder) {
        #expect(value.contains(placeholder), "\(code): \(key) lacks \(placeholder)")
      }
    }
  }

  @Test func aRegionFallsBackToItsLanguageAndAnUnknownLanguageToEnglish() {
    #expect(SiteStrings.builtIn(for: "es-MX") == SiteStrings.spanish)
    #expect(SiteStrings.builtIn(for: "ar-EG") == SiteStrings.arabic)
    #expect(SiteStrings.builtIn(for: "zh") == SiteStrings.simplifiedChinese)
    #expect(SiteStrings.builtIn(for: "zh-CN") == SiteStrings.simplifiedChinese)
    #expect(SiteStrings.builtIn(for: "zh-Hant") == SiteStrings.english)
    #expect(SiteStrings.builtIn(for: "fr") == SiteStrings.english)
  }

  @Test func theSitesConfigurationOverridesABuiltInString() throws {
    let configuration = try SiteConfiguration.parse(
      Data(
        #"{"languages": [{"code": "en", "nativeName": "English", "siteTitle": "K"}, "#
          .utf8)
        + Data(
          #"{"code": "es", "nativeName": "Español", "siteTitle": "K", "strings": {"next": "Sig."}}]}"#
            .utf8))
    let strings = SiteStrings.builtIn(for: "es").merging(configuration.languages[1].strings)
    #expect(strings["next"] == "Sig.")
    #expect(strings["previous"] == "Anterior")
  }
}

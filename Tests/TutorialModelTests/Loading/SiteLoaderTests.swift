import Foundation
import Testing
import TutorialTestSupport

@testable import TutorialModel
@testable import TutorialSupport

@Suite struct SiteLoaderTests {
  @Test func loadsGuidesTranslationsAndConfiguration() throws {
    let (site, diagnostics) = try Site.load(root: FixtureSite.path("loading/valid"))
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(site.languages.map(\.code) == ["en", "ja"])
    #expect(site.languages[1].siteTitle == "Kata ガイド")
    #expect(
      site.guides.map(\.path) == [
        "Tutorials/01-getting-started.md", "Tutorials/02-composition.md",
      ])
    #expect(site.translations["ja"]?.map(\.slug) == ["01-getting-started"])
    #expect(
      site.guide("01-getting-started", in: "ja")?.sections.map(\.anchor) == [
        "はじめに", "状態とアクション", "状態とアクション-1",
      ])
    #expect(site.strings(for: "ja")["next"] == "次のガイド")
    #expect(site.strings(for: "ja")["previous"] == "前へ")
    #expect(site.excludedLibraryFolders == ["Sources/SiteTools"])
  }

  @Test func withoutConfigurationEveryTranslationFolderIsALanguage() throws {
    let (site, diagnostics) = try Site.load(root: FixtureSite.path("loading/no-config"))
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(site.languages.map(\.code) == ["en", "ja"])
    #expect(site.languages[1].nativeName == "日本語")
    // NB: nothing of this repository: no project's title, no folder kept out of checks.
    #expect(site.languages.map(\.siteTitle) == ["Guides", "Guides"])
    #expect(site.excludedLibraryFolders.isEmpty)
  }

  @Test func reportsEveryProblemOfBadInput() throws {
    let root = FixtureSite.path("loading/bad-input")
    let (site, diagnostics) = try Site.load(root: root)
    let expected = try String(
      contentsOfFile: root + "/expected-diagnostics.txt", encoding: .utf8)
    #expect(diagnostics.map(\.description) == expected.split(separator: "\n").map(String.init))
    #expect(site.guides.map(\.slug) == ["01-also-one", "01-good", "03-open-front-matter"])
  }

  @Test func loadingOnSeveralThreadsGivesTheSameSiteAndDiagnostics() throws {
    for fixture in ["loading/bad-input", "loading/valid", "rendering/basic"] {
      let serial = try SiteLoader.load(root: FixtureSite.path(fixture), concurrency: 1)
      let parallel = try SiteLoader.load(root: FixtureSite.path(fixture), concurrency: 4)
      #expect(parallel.site.guides == serial.site.guides, "\(fixture)")
      #expect(parallel.site.translations == serial.site.translations, "\(fixture)")
      #expect(parallel.site.languages == serial.site.languages, "\(fixture)")
      #expect(parallel.diagnostics == serial.diagnostics, "\(fixture)")
      #expect(Set(parallel.documents.keys) == Set(serial.documents.keys), "\(fixture)")
    }
  }

  @Test func reportsEachParsedGuideToTheCaller() throws {
    let parsed = Locked(0)
    let loaded = try SiteLoader.load(
      root: FixtureSite.path("loading/valid"), concurrency: 2,
      parsed: { _ in parsed.withLock { $0 += 1 } })
    #expect(parsed.withLock { $0 } == loaded.documents.count)
  }

  @Test func missingTutorialsFolderIsAnError() throws {
    let empty = try FixtureSite.temporaryFolder()
    #expect(throws: SiteLoadingError.missingTutorials(root: empty.path)) {
      try Site.load(root: empty.path)
    }
  }

  @Test func invalidConfigurationNamesItsLine() throws {
    let root = try FixtureSite.copy("loading/valid")
    try Data("{\n  \"languages\": [\n    oops\n".utf8).write(
      to: root.appendingPathComponent("site/site.json"))
    #expect(throws: SiteLoadingError.self) { try Site.load(root: root.path) }
    do {
      _ = try Site.load(root: root.path)
    } catch let error as SiteLoadingError {
      guard case .invalidConfiguration(let line, _) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(line == 3)
    }
  }
}

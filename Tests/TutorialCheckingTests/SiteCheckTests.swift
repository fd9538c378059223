import Foundation
import Testing
import TutorialTestSupport

@testable import TutorialChecking
@testable import TutorialModel

@Suite struct SiteCheckTests {
  /// A site without Swift blocks, so checking it runs no compiler: `01-links.md` links to a
  /// guide that does not exist, `02-plain.md` is fine, and `notes.md` is not named as a guide.
  static func site() throws -> String {
    let root = try FixtureSite.temporaryFolder().path
    let files = [
      "Tutorials/01-links.md": "# Links\n\nSee [the missing one](09-missing.md).\n",
      "Tutorials/02-plain.md": "# Plain\n\nNothing to check.\n",
      "Tutorials/notes.md": "scratch\n",
    ]
    for (path, text) in files {
      try FileManager.default.createDirectory(
        atPath: "\(root)/Tutorials", withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: "\(root)/\(path)"))
    }
    return root
  }

  @Test func theLoadersErrorsAboutTheSelectedGuidesFailTheCheckAndItsWarningsAreShown() throws {
    let root = try Self.site()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let options = CheckFixture.options(root: root)

    let all = try SiteCheck(root: root, options: options).run()
    #expect(all.exitCode == 1)
    #expect(
      all.failures.map(\.description) == [
        "Tutorials/01-links.md:3: error: link to a missing guide '09-missing.md'; fix the file "
          + "name or remove the link"
      ])
    #expect(all.warnings.map(\.location.path) == ["Tutorials/notes.md"])

    let plain = try SiteCheck(root: root, options: options, paths: ["Tutorials/02-plain.md"])
      .run()
    #expect(plain.exitCode == 0, "the broken link is in another guide")
    #expect(plain.failures.isEmpty)
  }

  @Test func anUnknownLanguageStopsTheCheckNamingTheSitesLanguages() throws {
    let (root, _) = try CheckFixture.load("stale-translation")
    var options = CheckFixture.options(root: root)
    options.languages = ["ja", "fr"]
    #expect(throws: SiteCheck.Failure.unknownLanguage("fr", known: ["en", "ja"])) {
      try SiteCheck(root: root, options: options).run()
    }
  }

  @Test func aPathThatIsNotAGuideStopsTheCheck() throws {
    let (root, _) = try CheckFixture.load("stale-translation")
    let options = CheckFixture.options(root: root)
    #expect(throws: SiteCheck.Failure.notAGuide("README.md", root: root)) {
      try SiteCheck(root: root, options: options, paths: ["README.md"]).run()
    }
    let failure = SiteCheck.Failure.notAGuide("README.md", root: root)
    #expect(failure.description.hasPrefix("README.md is not a guide of the site in "))
  }

  @Test func aSiteWithoutTutorialsIsALoadingError() throws {
    try FixtureSite.withTemporaryFolder { folder throws in
      let options = CheckFixture.options(root: folder)
      #expect(throws: SiteLoadingError.missingTutorials(root: folder)) {
        try SiteCheck(root: folder, options: options).run()
      }
    }
  }
}

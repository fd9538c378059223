import Foundation
import Testing
import TutorialTestSupport

@testable import TutorialModel

/// Guides saved with Windows (CRLF) or classic Mac OS (lone CR) line breaks: every line a
/// diagnostic or the model gives is the line an editor shows, as for LF.
@Suite struct LineBreakTests {
  /// Ten lines: a front matter line that is not `key: value` on line 3, a link to a guide that
  /// does not exist on line 7, a second section on line 9.
  static let lines = [
    "---", "title: Demo", "not an entry", "---", "# Demo", "",
    "See [the next guide](02-missing.md).", "", "## Second", "Text.",
  ]

  static let expected = [
    "Tutorials/01-demo.md:3: error: front matter line is not 'key: value'",
    "Tutorials/01-demo.md:7: error: link to a missing guide '02-missing.md'; fix the file name"
      + " or remove the link",
  ]

  @Test(arguments: [("CR", "\r"), ("CRLF", "\r\n"), ("LF", "\n")])
  func loadingReportsErrorsAtTheLinesAnEditorShows(name: String, lineBreak: String) throws {
    try FixtureSite.withTemporaryFolder { root in
      let folder = root + "/Tutorials"
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let text = Self.lines.joined(separator: lineBreak) + lineBreak
      try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/01-demo.md"))

      let (site, diagnostics) = try Site.load(root: root)

      #expect(diagnostics.map(\.description) == Self.expected, "\(name)")
      let guide = try #require(site.guides.first, "\(name)")
      #expect(guide.title == "Demo", "\(name)")
      #expect(guide.bodyFirstLine == 5, "\(name)")
      #expect(guide.sections.map(\.line) == [5, 9], "\(name)")
      #expect(guide.sections.map(\.endLine) == [8, 10], "\(name)")
      #expect(
        guide.sections.map(\.markdown) == [
          "# Demo\n\nSee [the next guide](02-missing.md).\n", "## Second\nText.",
        ], "\(name)")
      #expect(guide.links.map(\.line) == [7], "\(name)")
    }
  }

  @Test func aLoneCRAndCRLFInOneFileAreEachOneLineBreak() {
    let guide = GuideParser.parse(
      "# One\r\r\n## Two\r\n\r```swift\rlet x = 1\r\n```\n## Three",
      path: "Tutorials/01-mixed.md", language: "en", number: 1, slug: "01-mixed"
    ).guide
    #expect(guide.sections.map(\.line) == [1, 3, 8])
    #expect(guide.codeBlocks.map(\.fenceLine) == [5])
    #expect(guide.codeBlocks.map(\.code) == ["let x = 1\n"])
    #expect(!guide.body.contains("\r"))
  }
}

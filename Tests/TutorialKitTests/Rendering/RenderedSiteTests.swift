import Foundation
import Testing

@testable import TutorialKit

@Suite struct RenderedSiteTests {
  @Test func writesOnlyFilesThatChanged() throws {
    let folder = try FixtureSite.temporaryFolder()
    var site = RenderedSite(files: ["a/b.html": Data("one".utf8), "c.css": Data("two".utf8)])
    #expect(try site.write(to: folder) == ["a/b.html", "c.css"])
    #expect(try site.write(to: folder) == [])
    site.files["c.css"] = Data("three".utf8)
    #expect(try site.write(to: folder) == ["c.css"])
    #expect(
      try String(contentsOf: folder.appendingPathComponent("c.css"), encoding: .utf8) == "three")
  }
}

import Foundation
import Testing
import TutorialTestSupport

@testable import TutorialSite

/// `render --out` removes what an earlier rendering wrote and this one no longer makes, and
/// nothing else.
@Suite struct RenderedSiteManifestTests {
  static func contents(_ folder: URL, _ path: String) -> String? {
    FileManager.default.contents(atPath: folder.appendingPathComponent(path).path)
      .map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func removesOnlyTheOutputsItWroteBefore() throws {
    let folder = try FixtureSite.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let old = RenderedSite(files: [
      "en/01-old.html": Data("old".utf8), "en/02-kept.html": Data("kept".utf8),
      "ja/01-old.html": Data("古い".utf8), "assets/site.css": Data("css".utf8),
    ])
    #expect(try old.update(folder).removed == [])
    // NB: files the user put in the output folder, one in a folder the site also writes to.
    try Data("mine".utf8).write(to: folder.appendingPathComponent("CNAME"))
    try Data("mine".utf8).write(to: folder.appendingPathComponent("en/notes.txt"))

    let new = RenderedSite(files: [
      "en/02-kept.html": Data("kept".utf8), "en/03-new.html": Data("new".utf8),
      "assets/site.css": Data("css".utf8),
    ])
    let changes = try new.update(folder)
    #expect(changes.written == ["en/03-new.html"])
    #expect(changes.removed == ["en/01-old.html", "ja/01-old.html"])
    #expect(Self.contents(folder, "en/01-old.html") == nil)
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("ja").path),
      "a folder the removal left empty goes too")
    #expect(Self.contents(folder, "CNAME") == "mine")
    #expect(Self.contents(folder, "en/notes.txt") == "mine")
    #expect(Self.contents(folder, "en/02-kept.html") == "kept")
    #expect(
      Self.contents(folder, RenderedSite.manifestName)
        == "assets/site.css\nen/02-kept.html\nen/03-new.html\n")
  }

  @Test func aFolderWithoutAManifestLosesNothing() throws {
    let folder = try FixtureSite.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("en"), withIntermediateDirectories: true)
    try Data("earlier".utf8).write(to: folder.appendingPathComponent("en/01-old.html"))
    let site = RenderedSite(files: ["en/02-new.html": Data("new".utf8)])
    #expect(try site.update(folder).removed == [])
    #expect(Self.contents(folder, "en/01-old.html") == "earlier")
  }

  @Test func aManifestNamingPathsOutsideTheFolderRemovesNothingThere() throws {
    let parent = try FixtureSite.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: parent) }
    let folder = parent.appendingPathComponent("_site")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("precious".utf8).write(to: parent.appendingPathComponent("guide.md"))
    try Data("../guide.md\n/etc/hostname\n./x\n".utf8)
      .write(to: folder.appendingPathComponent(RenderedSite.manifestName))
    #expect(try RenderedSite(files: ["a.html": Data()]).update(folder).removed == [])
    #expect(Self.contents(parent, "guide.md") == "precious")
  }
}

import Foundation
import Testing
import TutorialTestSupport

@testable import TutorialSite

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

extension RenderedSiteTests {
  @Test(arguments: [1, 4])
  func writesEveryFileInItsFolder(concurrency: Int) throws {
    let folder = try FixtureSite.temporaryFolder()
    var files: [String: Data] = [:]
    for index in 0..<20 {
      files["f\(index % 3)/g\(index % 2)/p\(index).html"] = Data("\(index)".utf8)
    }
    let site = RenderedSite(files: files)
    #expect(try site.write(to: folder, concurrency: concurrency) == files.keys.sorted())
    for (path, data) in files {
      #expect(
        FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) == data)
    }
  }

  @Test func aFileThatCannotBeWrittenSaysWhyInWords() throws {
    let folder = try FixtureSite.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // NB: a folder where the page should be: the renamed file cannot replace it.
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("page.html"), withIntermediateDirectories: true)
    let site = RenderedSite(files: ["page.html": Data("page".utf8)])
    #expect {
      try site.write(to: folder)
    } throws: { error in
      guard case .cannotWrite(let path, let reason) = error as? RenderError else { return false }
      return path.hasSuffix("page.html") && reason == String(cString: strerror(EISDIR))
    }
  }

  @Test func reportsTheFirstFileThatCannotBeWritten() throws {
    let folder = try FixtureSite.temporaryFolder()
    try Data("a file where a folder should be".utf8).write(to: folder.appendingPathComponent("b"))
    let site = RenderedSite(files: ["a.html": Data("a".utf8), "b/c.html": Data("c".utf8)])
    #expect {
      try site.write(to: folder)
    } throws: { error in
      guard case .cannotWrite(let path, _) = error as? RenderError else { return false }
      return path.hasSuffix("b/c.html")
    }
  }

  @Test func renderingRemovesWhatAKilledRenderLeft() throws {
    try FixtureSite.withTemporaryFolder { folder in
      let leftover = "\(folder)/en/.page.html.99999999.0a1b2c3d.tmp"
      try FileManager.default.createDirectory(
        atPath: "\(folder)/en", withIntermediateDirectories: true)
      try Data("half a page".utf8).write(to: URL(fileURLWithPath: leftover))
      let site = RenderedSite(files: ["en/page.html": Data("<p>whole</p>".utf8)])
      try site.write(to: URL(fileURLWithPath: folder))
      #expect(!FileManager.default.fileExists(atPath: leftover))
      #expect(
        try String(contentsOfFile: "\(folder)/en/page.html", encoding: .utf8) == "<p>whole</p>")
    }
  }
}

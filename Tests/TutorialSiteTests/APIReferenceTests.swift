import Foundation
import Testing
import TutorialSupport
import TutorialTestSupport

@testable import TutorialSite

@Suite struct APIReferenceTests {
  /// A folder laid out as `scripts/api-reference.sh` leaves it: a symbol graph that the compiler
  /// made of a small module `Kata`, a page standing in for DocC's output, and the marker.
  private func referenceFolder() throws -> URL {
    let folder = try FixtureSite.temporaryFolder()
    let graphs = folder.appendingPathComponent("symbol-graphs")
    try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
    let source = folder.appendingPathComponent("Kata.swift")
    try Data(
      """
      /// A feature's logic.
      public protocol Reducer {}
      /// Runs a feature.
      public final class Store {
        /// Sends an action.
        public func send() {}
      }
      """.utf8
    ).write(to: source)
    let output = try ProcessRunner.run(
      [
        "swiftc", "-emit-module", "-module-name", "Kata", "-parse-as-library",
        "-emit-module-path", folder.appendingPathComponent("Kata.swiftmodule").path,
        "-emit-symbol-graph", "-emit-symbol-graph-dir", graphs.path, source.path,
      ], timeout: 120)
    #expect(output.status == 0, "\(output.stderr)")
    let page = folder.appendingPathComponent("documentation/kata/index.html")
    try FileManager.default.createDirectory(
      at: page.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("<title>Kata</title>".utf8).write(to: page)
    try Data("marker".utf8).write(to: folder.appendingPathComponent(".kata-api-reference"))
    return folder
  }

  @Test func everyPageLinksTheReferenceAndSwiftNamesLinkTheirPages() throws {
    let reference = try APIReference(folder: try referenceFolder().path)
    let output = SiteBuild.run(
      root: FixtureSite.path("rendering/basic"),
      options: RenderOptions(themeDirectory: FixtureSite.theme, apiReference: reference))
    let files = try #require(output.rendered?.files)

    for path in ["en/01-getting-started.html", "ja/01-getting-started.html", "en/index.html"] {
      let page = String(decoding: try #require(files[path]), as: UTF8.self)
      #expect(
        page.contains(#"<a class="api-reference-link" href="../api/documentation/kata/">"#),
        "\(path) has no link to the API reference in its header")
    }
    for path in ["en/01-getting-started.html", "ja/01-getting-started.html"] {
      let page = String(decoding: try #require(files[path]), as: UTF8.self)
      #expect(
        page.contains(
          #"<a class="symbol-link" href="../api/documentation/kata/reducer/">Reducer</a>"#),
        "\(path): `struct Counter: Reducer` does not link Reducer")
      #expect(!page.contains(#"symbol-link" href="../api/documentation/kata/store/"#))
    }
    #expect(files["api/documentation/kata/index.html"] == Data("<title>Kata</title>".utf8))
    #expect(!files.keys.contains { $0.hasPrefix("api/symbol-graphs") || $0.hasPrefix("api/.") })
  }

  @Test func withoutAReferenceThePagesLinkNone() throws {
    let output = SiteBuild.run(
      root: FixtureSite.path("rendering/basic"),
      options: RenderOptions(themeDirectory: FixtureSite.theme))
    let page = String(
      decoding: try #require(output.rendered?.files["en/01-getting-started.html"]), as: UTF8.self)

    #expect(!page.contains("api-reference-link"))
    #expect(!page.contains("symbol-link"))
  }

  @Test func aFolderWithoutSymbolGraphsSaysWhatToRun() throws {
    let folder = try FixtureSite.temporaryFolder()

    #expect {
      try APIReference(folder: folder.path)
    } throws: { error in
      "\(error)"
        == "error: API reference: \(folder.path) has no symbol-graphs/ folder; run "
        + "scripts/api-reference.sh OUT and pass --api-reference OUT, or --no-api-reference"
    }
  }

  @Test func linksGoInsideTheHighlightingSpans() {
    let code = "let store = Store()"
    let start = code.utf8.count - "Store()".utf8.count
    let html = SwiftHighlighter.highlight(
      code, links: [.init(utf8Range: start..<start + 5, href: "../api/store/")])

    #expect(html.contains(#"<a class="symbol-link" href="../api/store/">Store</a>"#))
    #expect(
      SwiftHighlighter.highlight(code)
        == html.replacingOccurrences(
          of: #"<a class="symbol-link" href="../api/store/">Store</a>"#, with: "Store"))
  }
}

@Suite struct APIReferenceErrorTests {
  @Test func symbolGraphsThatDoNotReadAreNamed() throws {
    let folder = try FixtureSite.temporaryFolder()
    let graphs = folder.appendingPathComponent("symbol-graphs")
    try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
    try Data("{".utf8).write(to: graphs.appendingPathComponent("Kata.symbols.json"))

    #expect {
      try APIReference(folder: folder.path)
    } throws: { error in
      "\(error)"
        == "error: API reference: \(graphs.path)/Kata.symbols.json: not a symbol graph: invalid "
        + "JSON; make it again with scripts/api-reference.sh"
    }
  }
}

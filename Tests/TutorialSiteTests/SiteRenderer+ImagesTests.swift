import Foundation
import Testing
import TutorialTestSupport

@testable import TutorialSite

/// The images guides show are copied where their pages look for them.
@Suite struct SiteRendererImagesTests {
  static func write(_ data: Data, _ path: String, in root: URL) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
  }

  @Test func imagesAreCopiedNextToEveryPageThatShowsThem() throws {
    let root = try FixtureSite.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    let svg = Data("<svg/>".utf8)
    try Self.write(
      Data(
        """
        {"languages": [{"code": "en", "nativeName": "English", "siteTitle": "Guides"},
          {"code": "ja", "nativeName": "日本語", "siteTitle": "ガイド"}]}
        """.utf8), "site/site.json", in: root)
    try Self.write(
      Data(
        """
        # First

        ![A diagram](images/flow%20chart.png "The flow") and ![logo](./logo.svg#top).
        ![remote](https://example.com/x.png) ![missing](images/none.png)
        ![outside](../../secret.png) ![rooted](/etc/hostname)

        ```markdown
        ![not an image](images/in-code.png)
        ```
        """.utf8), "Tutorials/01-first.md", in: root)
    try Self.write(
      Data("# 二番目\n\n![図](images/diagram.png) ![外](../../Tutorials/logo.svg)\n".utf8),
      "translations/ja/02-second.md", in: root)
    try Self.write(Data("# Second\n".utf8), "Tutorials/02-second.md", in: root)
    try Self.write(png, "Tutorials/images/flow chart.png", in: root)
    try Self.write(svg, "Tutorials/logo.svg", in: root)
    try Self.write(png, "Tutorials/images/in-code.png", in: root)
    try Self.write(svg, "translations/ja/images/diagram.png", in: root)
    try Self.write(png, "secret.png", in: root.deletingLastPathComponent())

    let output = SiteBuild.run(
      root: root.path, options: RenderOptions(themeDirectory: FixtureSite.theme))
    #expect(output.messages == [])
    let files = try #require(output.rendered).files
    #expect(files["en/images/flow chart.png"] == png)
    #expect(files["en/logo.svg"] == svg)
    #expect(files["ja/images/flow chart.png"] == png, "the English guide shown in Japanese")
    #expect(files["ja/logo.svg"] == svg)
    #expect(files["ja/images/diagram.png"] == svg, "the translation's own image")
    let images = files.keys.filter { $0.hasSuffix(".png") || $0.hasSuffix(".svg") }.sorted()
    #expect(
      images == [
        "en/images/flow chart.png", "en/logo.svg", "ja/images/diagram.png",
        "ja/images/flow chart.png", "ja/logo.svg",
      ], "nothing outside the site or the output, nothing missing, nothing in code")
    let page = String(decoding: try #require(files["en/01-first.html"]), as: UTF8.self)
    #expect(page.contains(#"src="images/flow%20chart.png""#), "the page keeps the path")
  }
}

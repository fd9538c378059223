import Foundation
import Testing
import TutorialTestSupport

@testable import TutorialSite

@Suite struct SourcePageTests {
  static let page = "source-Examples-Demo-Sources-DemoCore-Demo.swift.html"

  @Test func aQuotingBlockIsCaptionedWithItsFileLinkedToTheRegion() throws {
    let rendered = try FixtureSite.render("check/quote-equal")
    for language in ["en", "ja"] {
      let data = try #require(rendered.files["\(language)/01-demo.html"])
      let html = String(decoding: data, as: UTF8.self)
      #expect(
        html.contains(
          """
          <figure class="quoted-code"><figcaption dir="ltr"><a href="\(Self.page)#snippet-step">\
          <code>Examples/Demo/Sources/DemoCore/Demo.swift</code></a></figcaption>\
          <div class="code-block" dir="ltr">
          """), "\(language)")
      // NB: the region's hidden lines stay hidden, as in any block.
      #expect(!html.contains("precondition"))
    }
  }

  @Test func theFilesPageShowsTheWholeFileWithAnAnchorAtEachRegion() throws {
    let rendered = try FixtureSite.render("check/quote-equal")
    let data = try #require(rendered.files["ja/\(Self.page)"])
    let html = String(decoding: data, as: UTF8.self)
    #expect(
      html.contains("<h1 class=\"source-title\"><code>Examples/Demo/Sources/DemoCore/Demo.swift"))
    // NB: `// snippet.step` is line 11, so the region starts at line 12.
    #expect(
      html.contains(
        "<span class=\"region-anchor\" id=\"snippet-step\"></span><a id=\"L12\" href=\"#L12\">12</a>"
      ))
    #expect(html.contains("<a id=\"L30\" href=\"#L30\">30</a>\n</pre>"))
    #expect(html.contains("precondition"))
    #expect(html.contains("href=\"../en/\(Self.page)\""))
    #expect(
      html.contains("<a href=\"01-demo.html\"><span class=\"number\">01</span> <bdi>デモ</bdi></a>"))
    #expect(rendered.files["en/\(Self.page)"] != nil)
  }

  @Test func fileNamesFlattenThePath() {
    #expect(SourcePage.fileName(for: "./Examples/A/B.swift") == "source-Examples-A-B.swift.html")
  }
}

import Foundation
import Testing

@testable import TutorialServer
@testable import TutorialSite

@Suite struct ServedSiteTests {
  let rendered = RenderedSite(files: [
    "en/a.html": Data("<html><body class=\"x\"><p>Hi</p></body></html>".utf8),
    "assets/site.css": Data("body {}".utf8),
  ])

  @Test func injectsTheLiveReloadScriptIntoPagesOnly() throws {
    let served = ServedSite(rendered: rendered, errors: [], version: 1)
    let page = try #require(served.files["en/a.html"])
    let html = String(buffer: page.body)
    #expect(html.contains("<p>Hi</p><script>"))
    #expect(html.hasSuffix("</script></body></html>"))
    let css = try #require(served.files["assets/site.css"])
    #expect(String(buffer: css.body) == "body {}")
    #expect(css.contentType == "text/css; charset=utf-8")
  }

  @Test func showsErrorsAtTheTopOfEveryPage() throws {
    let served = ServedSite(
      rendered: rendered, errors: ["Tutorials/01-a.md:3: error: <bad>"], version: 2)
    let html = String(buffer: try #require(served.files["en/a.html"]).body)
    #expect(
      html.contains(
        "<body class=\"x\"><div class=\"build-error\" role=\"alert\">"
          + "Tutorials/01-a.md:3: error: &lt;bad&gt;</div><p>Hi</p>"))
  }

  @Test func etagsDifferWhenContentsDiffer() {
    #expect(ServedSite.etag(Data("a".utf8)) != ServedSite.etag(Data("b".utf8)))
    #expect(ServedSite.etag(Data("a".utf8)) == ServedSite.etag(Data("a".utf8)))
  }
}

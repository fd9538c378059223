import Foundation
import Testing
import TutorialTestSupport

@testable import TutorialModel
@testable import TutorialSite

@Suite struct SiteRendererTests {
  @Test(arguments: ["rendering/basic", "rendering/right-to-left", "rendering/landing"])
  func rendersTheExpectedFragments(fixture: String) throws {
    let rendered = try FixtureSite.render(fixture)
    for expectation in try FixtureSite.expectations(fixture) {
      let data = try #require(rendered.files[expectation.path], "\(expectation.path) missing")
      let text = String(decoding: data, as: UTF8.self)
      for fragment in expectation.present {
        #expect(text.contains(fragment), "\(expectation.path) lacks: \(fragment)")
      }
      for fragment in expectation.absent {
        #expect(!text.contains(fragment), "\(expectation.path) should not contain: \(fragment)")
      }
    }
  }

  @Test func rendersEveryGuideInEveryLanguage() throws {
    let rendered = try FixtureSite.render("rendering/basic")
    let pages = rendered.files.keys.filter { $0.hasSuffix(".html") }.sorted()
    #expect(
      pages == [
        "en/01-getting-started.html", "en/02-composition.html", "en/index.html", "index.html",
        "ja/01-getting-started.html", "ja/02-composition.html", "ja/index.html",
      ])
  }

  @Test func linksAreRelative() throws {
    let rendered = try FixtureSite.render("rendering/basic")
    for (path, data) in rendered.files where path.hasSuffix(".html") {
      let html = String(decoding: data, as: UTF8.self)
      #expect(!html.contains("href=\"/"), "\(path) has a root-relative link")
      #expect(!html.contains("src=\"/"), "\(path) has a root-relative script")
      #expect(!html.contains("http://") && !html.contains("https://"), "\(path) goes online")
    }
  }

  @Test func staleSectionsGetABannerLinkingToTheEnglishSection() throws {
    let rendered = try FixtureSite.render(
      "rendering/basic",
      staleSections: ["translations/ja/01-getting-started.md": ["状態とアクション"]])
    let html = String(
      decoding: try #require(rendered.files["ja/01-getting-started.html"]), as: UTF8.self)
    #expect(
      html.contains(
        "<p class=\"stale-notice\" role=\"note\">この翻訳は原文より古くなっています。 "
          + "<a href=\"../en/01-getting-started.html#state-and-actions\">英語のセクションを読む</a>"))
    #expect(html.components(separatedBy: "stale-notice").count == 2, "only one section is stale")
  }

  /// A translation keeps its source's link targets, so a link to `#state-and-actions` must
  /// land on the translated section, whose own anchor is made from its Japanese title.
  @Test func translatedHeadingsAlsoAnswerToTheirSourcesAnchors() throws {
    let rendered = try FixtureSite.render("rendering/basic")
    let html = String(
      decoding: try #require(rendered.files["ja/01-getting-started.html"]), as: UTF8.self)
    #expect(html.contains("<h2 id=\"状態とアクション\"><span id=\"state-and-actions\"></span>"))
    let english = String(
      decoding: try #require(rendered.files["en/01-getting-started.html"]), as: UTF8.self)
    #expect(!english.contains("<span id="), "a source's headings need no second anchor")
  }

  @Test func missingTemplateIsReported() throws {
    let theme = try FixtureSite.temporaryFolder()
    let loaded = try SiteLoader.load(root: FixtureSite.path("rendering/basic"))
    #expect(
      throws: RenderError.missingTemplate(
        path: theme.appendingPathComponent("templates/page.mustache").path)
    ) {
      try SiteRenderer(site: loaded.site, options: RenderOptions(themeDirectory: theme.path))
    }
  }

  @Test func rewritesLinksToGuidesOnly() {
    #expect(SiteRenderer.rewriteLink("02-composition.md#scope") == "02-composition.html#scope")
    #expect(SiteRenderer.rewriteLink("../../Tutorials/02-a.md") == "02-a.html")
    #expect(
      SiteRenderer.rewriteLink("https://example.com/01-a.md") == "https://example.com/01-a.md")
    #expect(SiteRenderer.rewriteLink("README.md") == "README.md")
    #expect(SiteRenderer.rewriteLink("#anchor") == "#anchor")
    #expect(SiteRenderer.rewriteLink("02-a.md?x=1#y") == "02-a.html?x=1#y")
    #expect(SiteRenderer.rewriteLink("sub/dir/03-b.md#c") == "03-b.html#c")
    #expect(SiteRenderer.rewriteLink("04-ü状.md#é") == "04-ü状.html#é")
    #expect(SiteRenderer.rewriteLink(".md") == ".md")
    #expect(SiteRenderer.rewriteLink("02-a.mdx") == "02-a.mdx")
    #expect(SiteRenderer.rewriteLink("02-a.md/") == "02-a.md/")
  }
}

extension SiteRendererTests {
  @Test func translatedCodeBlocksMatchTheirSource() throws {
    let rendered = try FixtureSite.render("rendering/basic")
    func code(_ path: String) throws -> String {
      let html = String(decoding: try #require(rendered.files[path]), as: UTF8.self)
      let start = try #require(html.range(of: "<code class=\"language-sh\">"))
      let end = try #require(html[start.upperBound...].range(of: "</code>"))
      return String(html[start.upperBound..<end.lowerBound])
    }
    #expect(try code("en/01-getting-started.html") == "swift run counter\n")
    #expect(try code("ja/01-getting-started.html") == "swift run counter\n")
  }
}

extension SiteRendererTests {
  @Test func renderingOnOneThreadOrSeveralGivesTheSameFiles() throws {
    let root = FixtureSite.path("rendering/basic")
    let serial = SiteBuild.run(
      root: root, options: RenderOptions(themeDirectory: FixtureSite.theme, concurrency: 1))
    let parallel = SiteBuild.run(
      root: root, options: RenderOptions(themeDirectory: FixtureSite.theme, concurrency: 4))
    let files = try #require(serial.rendered?.files)
    #expect(parallel.rendered?.files == files)
    #expect(parallel.messages == serial.messages)
  }
}

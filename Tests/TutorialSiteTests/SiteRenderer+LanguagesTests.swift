import Foundation
import Testing
import TutorialTestSupport

@testable import TutorialModel
@testable import TutorialSite

/// Pages in Korean, Simplified Chinese, Spanish and Arabic (right to left), from the fixture
/// `rendering/languages`: guide 01 translated in each, guide 02 in English only.
@Suite struct SiteRendererLanguagesTests {
  static let languages = ["ko", "zh-Hans", "es", "ar"]

  static func page(_ rendered: RenderedSite, _ path: String) throws -> String {
    String(decoding: try #require(rendered.files[path], "\(path) missing"), as: UTF8.self)
  }

  @Test func arabicPagesRunRightToLeftAndTheirCodeLeftToRight() throws {
    let rendered = try FixtureSite.render("rendering/languages")
    let html = try Self.page(rendered, "ar/01-composition.html")
    for fragment in [
      "<html lang=\"ar\" dir=\"rtl\">",
      "<article lang=\"ar\" dir=\"rtl\">",
      // The table of contents follows the text it lists.
      "<ol lang=\"ar\" dir=\"rtl\">",
      "<li><a href=\"#الحالة\">الحالة</a></li>",
      // Code blocks stay left to right inside the Arabic text.
      "<div class=\"code-block\" dir=\"ltr\"><button class=\"copy-button\" type=\"button\">نسخ"
        + "</button><pre><code class=\"language-swift\"><span class=\"hl-keyword\">struct</span>",
      // A title in another language is isolated and marked with its language.
      "<span class=\"number\">01</span> <bdi>تركيب الميزات</bdi>",
      "<span class=\"number\">02</span> <bdi lang=\"en\">Effects in depth</bdi>",
      "<a class=\"next\" rel=\"next\" href=\"02-effects.html\"><span>التالي</span> "
        + "<bdi lang=\"en\">Effects in depth</bdi></a>",
      // Each language's name in the switcher runs its own way.
      "hreflang=\"ar\" lang=\"ar\" dir=\"rtl\" aria-current=\"true\">العربية</a>",
      "hreflang=\"en\" lang=\"en\" dir=\"ltr\">English</a>",
      "placeholder=\"ابحث في الأدلة\"",
    ] {
      #expect(html.contains(fragment), "ar/01-composition.html lacks: \(fragment)")
    }
    // NB: a summary's code is code, isolated from the Arabic around it.
    #expect(
      try Self.page(rendered, "ar/index.html").contains(
        "<p><bdi>قائمة مهام، وميزة لكل صف مع <code>forEach</code></bdi></p>"))
    // NB: the inline code of Arabic prose is left to right through the stylesheet.
    let css = try Self.page(rendered, "assets/site.css")
    #expect(css.contains("code, kbd, samp, pre { direction: ltr; unicode-bidi: isolate; }"))
    #expect(
      try Self.page(rendered, "en/01-composition.html").contains("<html lang=\"en\" dir=\"ltr\">"))
  }

  @Test func untranslatedGuidesAreShownInEnglishWithANoticeInThePagesLanguage() throws {
    let rendered = try FixtureSite.render("rendering/languages")
    for code in Self.languages {
      let strings = SiteStrings.builtIn(for: code)
      let html = try Self.page(rendered, "\(code)/02-effects.html")
      let direction = code == "ar" ? "rtl" : "ltr"
      for fragment in [
        "<html lang=\"\(code)\" dir=\"\(direction)\">",
        "<p class=\"notice\" role=\"note\">\(strings["untranslatedNotice"])</p>",
        "<article lang=\"en\" dir=\"ltr\">",
        "<h1 id=\"effects-in-depth\">",
        "<div class=\"code-block\" dir=\"ltr\"><button class=\"copy-button\" type=\"button\">"
          + "\(strings["copy"])</button>",
        "<ol lang=\"en\" dir=\"ltr\">",
      ] {
        #expect(html.contains(fragment), "\(code)/02-effects.html lacks: \(fragment)")
      }
      #expect(
        !(try Self.page(rendered, "\(code)/01-composition.html")).contains("class=\"notice\""))
      let index = try Self.page(rendered, "\(code)/index.html")
      #expect(
        index.contains(
          "<bdi lang=\"en\">Effects in depth</bdi></a> <span class=\"untranslated\">"
            + "\(strings["notTranslated"])</span>"), "\(code)/index.html")
    }
  }

  @Test func pagesUseTheSiteStringsOfTheirLanguage() throws {
    let rendered = try FixtureSite.render("rendering/languages")
    let expected: [String: [String]] = [
      "ko": ["이 페이지의 내용", "가이드 검색", "가이드 2개 중 1개 번역"],
      "zh-Hans": ["本页内容", "搜索指南", "共 2 篇指南，已翻译 1 篇"],
      "es": ["En esta página", "Buscar en las guías", "1 de 2 guías traducidas"],
      "ar": ["في هذه الصفحة", "ابحث في الأدلة", "الأدلة المترجمة: 1 من 2"],
    ]
    for (code, fragments) in expected {
      let html =
        try Self.page(rendered, "\(code)/01-composition.html")
        + Self.page(rendered, "\(code)/index.html")
      for fragment in fragments {
        #expect(html.contains(fragment), "\(code) lacks: \(fragment)")
      }
      #expect(!html.contains("On this page"), "\(code) has English chrome")
    }
  }
}

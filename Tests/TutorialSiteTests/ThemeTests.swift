import Foundation
import Mustache
import Testing
import TutorialTestSupport

@testable import TutorialSite

@Suite struct ThemeTests {
  /// A theme of one template, `page`, with `text`, and the other required templates empty.
  static func theme(page text: String) throws -> Theme {
    let folder = try FixtureSite.temporaryFolder()
    let templates = folder.appendingPathComponent("templates")
    try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
    for (name, content) in [("page", text), ("index", ""), ("root", "")] {
      try Data(content.utf8).write(to: templates.appendingPathComponent("\(name).mustache"))
    }
    return try Theme(directory: folder.path)
  }

  @Test func valuesAreEscapedAsSwiftMustachesOwnHTMLContentTypeEscapesThem() throws {
    let template =
      "<p title=\"{{title}}\">\n  {{title}} {{{title}}}\n{{#items}}<li>{{.}}</li>{{/items}}\n"
    let context: [String: Any] = [
      "title": "Tom & Jerry's <\"show\"> — 日本語 عربي",
      "items": ["a < b", "c > d", "'quoted'", "plain"],
    ]
    var library = MustacheLibrary()
    try library.register(template, named: "page")
    let expected = try #require(library.render(context, withTemplate: "page"))
    #expect(expected.contains("Tom &amp; Jerry&#39;s &lt;&quot;show&quot;&gt;"))
    #expect(try Self.theme(page: template).render("page", context) == expected)
  }

  @Test func aTemplatesOwnContentTypeStillApplies() throws {
    let theme = try Self.theme(page: "{{% CONTENT_TYPE: TEXT}}{{value}}")
    #expect(theme.render("page", ["value": "<b>&</b>"]) == "<b>&</b>")
  }

  /// `serve` reads the theme again at every change and reuses the templates it parsed while
  /// they are the same: an edited template must show, and a broken one must still be reported.
  @Test func aThemeReadAgainShowsItsEditedTemplates() throws {
    let folder = try FixtureSite.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let templates = folder.appendingPathComponent("templates")
    try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
    func write(page: String) throws {
      for (name, content) in [("page", page), ("index", ""), ("root", "")] {
        try Data(content.utf8).write(to: templates.appendingPathComponent("\(name).mustache"))
      }
    }
    try write(page: "before {{value}}")
    #expect(try Theme(directory: folder.path).render("page", ["value": 1]) == "before 1")
    #expect(try Theme(directory: folder.path).render("page", ["value": 2]) == "before 2")
    try write(page: "after {{value}}")
    #expect(try Theme(directory: folder.path).render("page", ["value": 3]) == "after 3")
    try write(page: "broken {{#value}}")
    #expect(throws: RenderError.self) { try Theme(directory: folder.path) }
    try write(page: "after {{value}}")
    #expect(try Theme(directory: folder.path).render("page", ["value": 4]) == "after 4")
  }
}

extension ThemeTests {
  /// A page's content is put into the rendered template as bytes where the template shows it
  /// once, unescaped; every other template gets it as a string, as a context value.
  @Test func contentGivenAsBytesRendersAsTheSameContentGivenAsAString() throws {
    let html = "<h2 id=\"s\">状態 &amp; «State»</h2>\n<p>{{not a tag}} <Kata-Content-9f2E/></p>"
    let templates = [
      "<main>{{{content}}}</main><nav>{{title}}</nav>",
      "<main>{{&content}}</main>",
      "<main>{{content}}</main>",
      "{{{content}}}|{{{content}}}",
      "{{#content}}<main>{{{content}}}</main>{{/content}}{{^content}}empty{{/content}}",
      "no content here",
      "{{% CONTENT_TYPE: TEXT}}{{content}}",
      "{{#lowercased(content)}}{{.}}{{/lowercased(content)}}",
    ]
    for template in templates {
      let theme = try Self.theme(page: template)
      for content in [html, ""] {
        let context: [String: Any] = ["title": "<Kata-Content-9f2E/>"]
        var asString = context
        asString["content"] = content
        let bytes = theme.render("page", context, content: Data(content.utf8))
        #expect(
          String(decoding: bytes, as: UTF8.self) == theme.render("page", asString),
          "\(template) with \(content.isEmpty ? "empty" : "some") content")
      }
    }
  }
}

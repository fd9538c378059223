import Foundation
import Testing
import TutorialModel
import TutorialSupport
import TutorialTestSupport

@testable import TutorialSite

/// A session's builds after edits give the files a full build of the same files gives, byte
/// for byte, while making again only what the edit affects.
@Suite struct SiteBuildSessionTests {
  /// A site with a landing page, grouped guides, two translations (one stamped, so its stale
  /// banners depend on its source), an untranslated guide shown in English elsewhere, and a
  /// block quoting a region of a source file.
  static let files: [String: String] = [
    "site/site.json": """
    {"languages": [
      {"code": "en", "nativeName": "English", "direction": "ltr", "siteTitle": "Guides",
       "strings": {"group.basics": "Basics", "group.further": "Further"}},
      {"code": "ja", "nativeName": "日本語", "direction": "ltr", "siteTitle": "ガイド"},
      {"code": "ar", "nativeName": "العربية", "direction": "rtl", "siteTitle": "أدلة"}
    ]}
    """,
    "Tutorials/00-welcome.md": "# Welcome\n\nStart with [the first guide](01-first.md).\n",
    "Tutorials/01-first.md": """
    ---
    group: basics
    summary: The first steps
    ---
    # First

    ## State

    The state of a `Counter`.

    ```swift
    struct State { var count = 0 }
    ```

    ## Actions

    What happens.

    ```swift from="Sources/Counter.swift#reducer"
    ```

    """,
    "Tutorials/02-second.md": """
    ---
    group: basics
    summary: More steps
    ---
    # Second

    ## Effects

    Effects run later.

    ![A diagram](images/diagram.png)

    """,
    "Tutorials/03-third.md": """
    ---
    group: further
    summary: Going further
    ---
    # Third

    ## Testing

    A caf\u{E9} test.

    ```swift
    struct State { var count = 0 }
    ```

    """,
    "translations/ja/00-welcome.md": "# ようこそ\n\n最初のガイドから。\n",
    "translations/ja/01-first.md": """
    ---
    summary: 最初のステップ
    ---
    # 最初

    ## 状態

    `Counter` の状態。

    ```swift
    struct State { var count = 0 }
    ```

    ## アクション

    何が起こるか。

    ```swift from="Sources/Counter.swift#reducer"
    ```

    """,
    "Tutorials/images/diagram.png": "a diagram",
    "Sources/Counter.swift": """
    struct Counter {
      // snippet.reducer
      func reduce() {}
      // snippet.end
    }

    """,
  ]

  /// Writes the site into `root`, stamping the Japanese first guide as current.
  static func write(_ files: [String: String], to root: URL) throws {
    for (path, text) in files { try write(text, to: root.appendingPathComponent(path)) }
    try stamp("translations/ja/01-first.md", from: "Tutorials/01-first.md", in: root)
  }

  static func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// Records `source`'s current section revisions in `translation`'s front matter.
  static func stamp(_ translation: String, from source: String, in root: URL) throws {
    let loaded = try SiteLoader.load(root: root.path)
    let guide = try #require(loaded.site.guides.first { $0.path == source })
    let revisions = SectionRevisions(source: guide).sections.joined(separator: " ")
    let url = root.appendingPathComponent(translation)
    var text = try String(contentsOf: url, encoding: .utf8)
    let opening = try #require(text.range(of: "---\n"))
    text.insert(contentsOf: "source-sections: \(revisions)\n", at: opening.upperBound)
    try write(text, to: url)
  }

  static let options = RenderOptions(themeDirectory: FixtureSite.theme, concurrency: 2)

  /// Builds the site with `session`, then with a fresh full build, and expects the same files.
  static func expectSameAsFullBuild(
    _ session: SiteBuild.Session, root: URL, after edit: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> RenderedSite {
    let incremental = session.run()
    let full = SiteBuild.run(root: root.path, options: options)
    #expect(incremental.messages == full.messages, "\(edit)", sourceLocation: sourceLocation)
    let made = try #require(incremental.rendered, "\(edit)", sourceLocation: sourceLocation)
    let expected = try #require(full.rendered, "\(edit)", sourceLocation: sourceLocation)
    #expect(
      made.files.keys.sorted() == expected.files.keys.sorted(), "\(edit): the same files",
      sourceLocation: sourceLocation)
    for (path, data) in expected.files where made.files[path] != data {
      Issue.record("\(edit): \(path) differs from a full build", sourceLocation: sourceLocation)
    }
    return made
  }

  /// The paths whose contents differ between two renderings, including added and removed ones.
  static func changed(_ old: RenderedSite, _ new: RenderedSite) -> Set<String> {
    Set(old.files.keys).union(new.files.keys).filter { old.files[$0] != new.files[$0] }
  }

  @Test func everyEditGivesTheFilesOfAFullBuild() throws {
    let root = try FixtureSite.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    try Self.write(Self.files, to: root)
    let rendered = Locked<[String]>([])
    var options = Self.options
    options.progress = { path, _, _ in rendered.withLock { $0.append(path) } }
    let session = SiteBuild.Session(root: root.path, options: options)
    var last = try Self.expectSameAsFullBuild(session, root: root, after: "first build")
    #expect(rendered.value.count == 12, "4 guides in 3 languages")
    #expect(
      last.files["ja/01-first.html"].map { String(decoding: $0, as: UTF8.self) }?
        .contains("stale-notice") == false, "the stamped translation is current")

    func edit(_ path: String, _ change: (inout String) -> Void) throws {
      let url = root.appendingPathComponent(path)
      var text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      change(&text)
      try Self.write(text, to: url)
    }
    func rebuild(_ description: String) throws -> Set<String> {
      rendered.set([])
      let next = try Self.expectSameAsFullBuild(session, root: root, after: description)
      defer { last = next }
      return Self.changed(last, next)
    }

    try edit("Tutorials/02-second.md") { $0 = $0.replacingOccurrences(of: "later", with: "soon") }
    #expect(
      try rebuild("a body edit")
        == [
          "en/02-second.html", "ja/02-second.html", "ar/02-second.html",
          "en/search-index.js", "ja/search-index.js", "ar/search-index.js",
        ])
    #expect(
      rendered.value.sorted() == ["ar/02-second.html", "en/02-second.html", "ja/02-second.html"],
      "only the edited guide's pages are rendered again")

    try edit("Tutorials/01-first.md") { $0 = $0.replacingOccurrences(of: "What", with: "All") }
    let stale = try rebuild("an edit to a stamped translation's source")
    #expect(stale.contains("ja/01-first.html"), "the Japanese page gets a stale banner")
    #expect(!stale.contains("ja/03-third.html"))

    try edit("Tutorials/03-third.md") { $0 = $0.replacingOccurrences(of: "# Third", with: "# 3rd") }
    let retitled = try rebuild("a title edit")
    #expect(retitled.contains("en/01-first.html"), "every sidebar lists the new title")
    #expect(retitled.contains("ja/02-second.html"), "an untranslated page shows it too")

    try edit("Tutorials/03-third.md") {
      $0 = $0.replacingOccurrences(of: "caf\u{E9}", with: "cafe\u{301}")
    }
    #expect(
      try rebuild("the same text in another Unicode normal form").contains("en/03-third.html"))

    try edit("Tutorials/04-fourth.md") { $0 = "---\ngroup: further\n---\n# Fourth\n\nNew.\n" }
    #expect(try rebuild("a new guide").contains("ar/04-fourth.html"))

    try edit("translations/ja/02-second.md") { $0 = "# 二番目\n\n後で。\n" }
    let translated = try rebuild("a new translation")
    #expect(translated.contains("ja/02-second.html"))
    #expect(!translated.contains("en/02-second.html"))

    try edit("translations/ja/00-welcome.md") { $0 += "\nもっと。\n" }
    #expect(
      try rebuild("an edit to a translated landing page")
        == ["ja/index.html", "ja/00-welcome.html", "ja/search-index.js"])
    #expect(rendered.value == ["ja/00-welcome.html"])

    try edit("Sources/Counter.swift") { $0 = "// A counter.\n" + $0 }
    let quoted = try rebuild("an edit to a quoted source file")
    #expect(quoted.contains("en/source-Sources-Counter.swift.html"))
    #expect(!quoted.contains("en/01-first.html"), "the quoting block does not change")

    try edit("Tutorials/images/diagram.png") { $0 = "another diagram" }
    #expect(
      try rebuild("an edited image")
        == ["en/images/diagram.png", "ar/images/diagram.png"],
      "the Japanese translation of the guide shows no image")

    try FileManager.default.removeItem(at: root.appendingPathComponent("Tutorials/02-second.md"))
    try FileManager.default.removeItem(
      at: root.appendingPathComponent("translations/ja/02-second.md"))
    let removed = try rebuild("a removed guide")
    #expect(removed.contains("ja/02-second.html") && last.files["ja/02-second.html"] == nil)

    try edit("Tutorials/01-first.md") { $0 = $0.replacingOccurrences(of: "## Actions", with: "") }
    _ = try rebuild("a removed section")

    try edit("site/site.json") {
      $0 = $0.replacingOccurrences(of: "\"Further\"", with: "\"Going further\"")
    }
    #expect(try rebuild("a renamed group").contains("ar/index.html"))

    try edit("site/site.json") {
      $0 = $0.replacingOccurrences(
        of: "\"siteTitle\": \"ガイド\"}",
        with: "\"siteTitle\": \"ガイド\", \"strings\": {\"copy\": \"写す\"}}")
    }
    let relabelled = try rebuild("a new label for the copy button")
    #expect(relabelled.contains("ja/01-first.html") && !relabelled.contains("en/01-first.html"))
  }

  @Test func aBrokenBuildKeepsWhatTheLastGoodOneMade() throws {
    let root = try FixtureSite.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    try Self.write(Self.files, to: root)
    let session = SiteBuild.Session(root: root.path, options: Self.options)
    _ = try Self.expectSameAsFullBuild(session, root: root, after: "first build")
    let url = root.appendingPathComponent("Tutorials/02-second.md")
    let good = try Data(contentsOf: url)
    try Data([0x23, 0x20, 0xFF, 0x0A]).write(to: url)
    #expect(session.run().rendered == nil)
    try good.write(to: url)
    _ = try Self.expectSameAsFullBuild(session, root: root, after: "the fix")
  }
}

import Foundation
import TutorialMarkdown
import TutorialModel
import TutorialSupport

/// A rendered guide page and the search index of its sections (as JSON, its part of the
/// language's index), both made on a rendering thread (or taken from the previous rendering),
/// each with what it was made from.
private struct GuidePage {
  var path: String
  var html: RenderMemo.Made<Data>
  var content: RenderMemo.Made<Data>?
  var search: RenderMemo.Made<Data>
}

/// Counts rendered pages for ``RenderOptions/progress`` from several threads.
private final class Progress: Sendable {
  private let done = Locked(0)
  private let count: Int
  private let report: (@Sendable (String, Int, Int) -> Void)?

  init(count: Int, report: (@Sendable (String, Int, Int) -> Void)?) {
    self.count = count
    self.report = report
  }

  func advance(_ path: String) {
    guard let report else { return }
    let index = done.withLock {
      $0 += 1
      return $0
    }
    report(path, index, count)
  }
}

/// Renders a ``Site`` to static files: a page per guide per language, an index per language,
/// a root page that sends browsers to their language, search indexes and assets.
///
/// ```swift
/// let loaded = try SiteLoader.load(root: ".")
/// let renderer = try SiteRenderer(site: loaded.site, documents: loaded.documents)
/// try renderer.render().write(to: URL(fileURLWithPath: "_site"))
/// ```
///
/// Every link is relative, so the output works from any folder or host, and from `file://`.
public struct SiteRenderer {
  public let site: Site
  public let options: RenderOptions
  public let theme: Theme
  private let documents: [String: MarkdownDocument]
  let highlights: HighlightCache
  private let prepared: [String: PreparedPage]

  /// A source guide's page content and search index, made while the site was still loading
  /// (see ``prepare(_:highlights:)``).
  struct PreparedPage {
    /// The guide's HTML, UTF-8, for its page in its own language.
    var content: Data
    /// The search index of its sections, as JSON.
    var search: Data
  }

  /// Prepares to render `site`.
  /// - Parameters:
  ///   - site: The loaded site.
  ///   - documents: Parsed guides by path, from ``SiteLoader/Result/documents``; guides missing
  ///     here are parsed again.
  ///   - options: Theme folder, stale sections, progress.
  /// - Throws: ``RenderError`` when the theme cannot be read.
  public init(
    site: Site, documents: [String: MarkdownDocument] = [:], options: RenderOptions = .init()
  ) throws {
    try self.init(
      site: site, documents: documents, options: options,
      highlights: HighlightCache(apiReference: options.apiReference),
      prepared: [:])
  }

  /// Prepares to render `site` with Swift code that may already be highlighted in `highlights`
  /// and the pages of source guides `prepared` by their paths.
  init(
    site: Site, documents: [String: MarkdownDocument], options: RenderOptions,
    highlights: HighlightCache, prepared: [String: PreparedPage]
  ) throws {
    self.site = site
    self.options = options
    self.documents = documents
    self.highlights = highlights
    self.prepared = prepared
    self.theme = try Theme(
      directory: options.themeDirectory
        ?? URL(fileURLWithPath: site.root)
        .appendingPathComponent("site").path)
  }

  /// The output path of guide `slug` in `language`: `ja/01-getting-started.html`.
  public static func pagePath(language: String, slug: String) -> String {
    "\(language)/\(slug).html"
  }

  /// Renders every file of the site.
  public func render() throws -> RenderedSite { try render(reusing: RenderMemo()).site }

  /// Renders every file of the site, taking from `previous` each output, page content and
  /// search index whose inputs are those it was made from (see ``RenderMemo``), and returns
  /// the site with what the next rendering can take from this one.
  func render(reusing previous: RenderMemo) throws -> (site: RenderedSite, memo: RenderMemo) {
    var files: [String: Data] = [:]
    var memo = RenderMemo()
    for (path, data) in theme.assets { files["assets/\(path)"] = data }
    let configuration = configurationInputs()
    files["index.html"] = memo.output(
      "index.html", inputs: RenderInputs(texts: [configuration, theme.fingerprint]),
      previous: previous
    ) { Data(theme.render("root", rootContext()).utf8) }
    let chrome = site.languages.map {
      chromeInputs(navigation: navigationInputs(in: $0), configuration: configuration)
    }
    let count = site.languages.count * site.guides.count
    let progress = Progress(count: count, report: options.progress)
    // NB: one job per guide renders it in every language, so no document is rendered on two
    // threads at once; jobs only read shared state (the highlight cache has its own lock).
    let guidePages = ParallelWork.map(count: site.guides.count, width: options.concurrency) {
      pages(
        forGuideAt: $0, chrome: chrome, configuration: configuration, previous: previous,
        progress: progress)
    }
    Trace.mark("pages rendered")
    for (index, language) in site.languages.enumerated() {
      var searchInputs = RenderInputs()
      for pages in guidePages {
        let page = pages[index]
        files[page.path] = page.html.value
        memo.outputs[page.path] = page.html
        memo.contents[page.path] = page.content
        memo.searches[page.path] = page.search
        searchInputs.append(page.search.inputs)
      }
      let indexPath = "\(language.code)/index.html"
      files[indexPath] = memo.output(
        indexPath,
        inputs: indexInputs(in: language, chrome: chrome[index], configuration: configuration),
        previous: previous
      ) { Data(theme.render("index", indexContext(language)).utf8) }
      let searchPath = "\(language.code)/search-index.js"
      files[searchPath] = memo.output(searchPath, inputs: searchInputs, previous: previous) {
        SearchIndex.javaScript(parts: guidePages.map { $0[index].search.value })
      }
    }
    Trace.mark("search indexes written")
    files.merge(sourcePages(chrome: chrome, previous: previous, memo: &memo)) { $1 }
    // NB: a file a guide names as an image never replaces a page or an asset.
    files.merge(images()) { page, _ in page }
    if let apiReference = options.apiReference {
      files.merge(try apiReference.siteFiles()) { mine, _ in mine }
      Trace.mark("API reference copied")
    }
    return (RenderedSite(files: files), memo)
  }

  /// Renders the guide at `position` in every language, with the text of its sections, taking
  /// from `previous` what was made from the same inputs; `chrome` holds the inputs of each
  /// language's chrome, in the order of the site's languages.
  private func pages(
    forGuideAt position: Int, chrome: [RenderInputs], configuration: String,
    previous: RenderMemo, progress: Progress
  ) -> [GuidePage] {
    let source = site.guides[position]
    return zip(site.languages, chrome).map { language, chrome in
      let path = Self.pagePath(language: language.code, slug: source.slug)
      let shown = site.guide(source.slug, in: language.code) ?? source
      let early = prepared[shown.path]
      let searchInputs = searchInputs(of: source, in: language)
      let search = RenderMemo.Made(
        inputs: searchInputs,
        value: RenderMemo.reuse(previous.searches, path, searchInputs) ?? early?.search
          ?? Data(Self.searchIndex(of: shown, slug: source.slug).json()))
      let contentInputs = contentInputs(of: source, in: language, configuration: configuration)
      var inputs = chrome
      inputs.append(contentInputs)
      inputs.texts.append(String(position))
      if let html = RenderMemo.reuse(previous.outputs, path, inputs) {
        return GuidePage(
          path: path, html: .init(inputs: inputs, value: html), content: previous.contents[path],
          search: search)
      }
      progress.advance(path)
      let content =
        RenderMemo.reuse(previous.contents, path, contentInputs)
        ?? (shown.language == language.code ? early?.content : nil)
        ?? renderContent(of: source, in: language, document: documents[shown.path])
      let html = renderPage(
        source: source, position: position, language: language, content: content)
      return GuidePage(
        path: path, html: .init(inputs: inputs, value: html),
        content: .init(inputs: contentInputs, value: content), search: search)
    }
  }

  /// The content and search index of the page of `parsed`, a source guide, in its own language:
  /// made as soon as the guide is parsed, on the loading thread, so that the guide's tree is
  /// freed before the other guides are loaded, and the work runs beside their parsing.
  ///
  /// - Parameter besideEachOther: Makes the content and the search index on two threads at
  ///   once: for a guide prepared while no other is (the live preview's edited guide), where a
  ///   second core would wait otherwise.
  static func prepare(
    _ parsed: SiteLoader.ParsedGuide, highlights: HighlightCache, besideEachOther: Bool = false
  ) -> PreparedPage {
    let guide = parsed.guide
    func content() -> Data {
      parsed.document.renderHTMLBytes(
        customization(
          for: guide, source: guide, strings: parsed.strings, stale: [], sourceLanguage: nil,
          highlights: highlights))
    }
    func search() -> Data { Data(searchIndex(of: guide, slug: guide.slug).json()) }
    guard besideEachOther else { return PreparedPage(content: content(), search: search()) }
    // NB: on a thread of its own: the loader's threads are Dispatch's, and work started from
    // one runs on it alone.
    let parts = ParallelWork.map(count: 2, width: 2, onOwnThreads: true) { part in
      part == 0 ? PagePart.content(content()) : PagePart.search(search())
    }
    var page = PreparedPage(content: Data(), search: Data())
    for part in parts {
      switch part {
      case .content(let html): page.content = html
      case .search(let index): page.search = index
      }
    }
    return page
  }

  /// One of the two parts ``prepare(_:highlights:besideEachOther:)`` makes side by side.
  private enum PagePart {
    case content(Data)
    case search(Data)
  }

  /// Renders one guide page: `source` in `language`, or in English with a notice when it is
  /// not translated.
  public func renderPage(source: Guide, position: Int, language: Language) -> String {
    String(
      decoding: renderPage(source: source, position: position, language: language, content: nil),
      as: UTF8.self)
  }

  /// Renders one guide page as UTF-8, with its content already rendered when `content` is set.
  func renderPage(source: Guide, position: Int, language: Language, content: Data?) -> Data {
    let strings = site.strings(for: language.code)
    let (shown, isFallback) = shownGuide(source, in: language)
    let content =
      content ?? renderContent(of: source, in: language, document: documents[shown.path])

    var context = commonContext(language)
    context["pageTitle"] = shown.title
    context["contentLanguage"] = shown.language
    context["contentDirection"] = direction(of: shown.language).rawValue
    if isFallback { context["notice"] = strings["untranslatedNotice"] }
    context["groups"] = groups(in: language) { offset, guide in
      titleEntry(of: guide, in: language).merging([
        "href": "\(guide.slug).html", "current": offset == position,
        "number": String(format: "%02d", guide.number),
      ]) { $1 }
    }
    context["toc"] = shown.sections.filter { $0.level == 2 || $0.level == 3 }.map {
      ["title": $0.title, "anchor": $0.anchor, "sub": $0.level == 3] as [String: Any]
    }
    context["languages"] = languageLinks(current: language) {
      "../\(Self.pagePath(language: $0.code, slug: source.slug))"
    }
    let (previous, next) = neighbours(of: position)
    if let previous { context["previous"] = link(site.guides[previous], language) }
    if let next { context["next"] = link(site.guides[next], language) }
    return theme.render("page", context, content: content)
  }

  /// The guide shown for `source` in `language`: its translation, or `source` itself when there
  /// is none (`isFallback`).
  func shownGuide(_ source: Guide, in language: Language) -> (guide: Guide, isFallback: Bool) {
    let translated = site.guide(source.slug, in: language.code)
    return (translated ?? source, translated == nil)
  }

  /// The HTML of the guide shown for `source` in `language`, UTF-8, from its parsed `document`
  /// if it has not been rendered yet (rendering consumes it), else parsed anew.
  func renderContent(
    of source: Guide, in language: Language, document: MarkdownDocument? = nil
  ) -> Data {
    let (shown, isFallback) = shownGuide(source, in: language)
    let stale = options.staleSections[shown.path] ?? []
    return (document ?? MarkdownDocument(shown.body, firstLine: shown.bodyFirstLine))
      .renderHTMLBytes(
        Self.customization(
          for: shown, source: source, strings: site.strings(for: language.code),
          stale: isFallback ? [] : stale, sourceLanguage: site.sourceLanguage?.code,
          highlights: highlights))
  }

  private func link(_ guide: Guide, _ language: Language) -> [String: Any] {
    titleEntry(of: guide, in: language).merging(["href": "\(guide.slug).html"]) { $1 }
  }

  func commonContext(_ language: Language) -> [String: Any] {
    var context: [String: Any] = [
      "lang": language.code, "dir": language.direction.rawValue,
      "siteTitle": language.siteTitle, "root": "../", "assets": "../assets/",
      "strings": site.strings(for: language.code).values.merging(
        SiteStrings.english.values, uniquingKeysWith: { mine, _ in mine }),
    ]
    if let apiReference = options.apiReference { context["apiHref"] = apiReference.landingHref }
    return context
  }

  private func indexContext(_ language: Language) -> [String: Any] {
    var context = commonContext(language)
    context["pageTitle"] = language.siteTitle
    if let landing = landingGuide {
      let (shown, isFallback) = shownGuide(landing, in: language)
      context["intro"] = String(decoding: renderContent(of: landing, in: language), as: UTF8.self)
      context["contentLanguage"] = shown.language
      context["contentDirection"] = direction(of: shown.language).rawValue
      if isFallback { context["notice"] = site.strings(for: language.code)["untranslatedNotice"] }
    }
    context["groups"] = groups(in: language) { _, guide in
      let shown = site.guide(guide.slug, in: language.code) ?? guide
      var entry = titleEntry(of: guide, in: language).merging([
        "href": "\(guide.slug).html", "number": String(format: "%02d", guide.number),
        "translated": shown.language == language.code,
      ]) { $1 }
      if let summary = shown.frontMatter["summary"] { entry["summary"] = HTML.inlineCode(summary) }
      return entry
    }
    context["progress"] = translationProgress(in: language)
    context["languages"] = languageLinks(current: language) { "../\($0.code)/index.html" }
    return context
  }

  private func rootContext() -> [String: Any] {
    let source = site.sourceLanguage
    return [
      "lang": source?.code ?? "en", "dir": source?.direction.rawValue ?? "ltr",
      "siteTitle": source?.siteTitle ?? SiteConfiguration.defaultTitle, "assets": "assets/",
      "defaultLanguage": source?.code ?? "en",
      "codes": site.languages.map(\.code).joined(separator: ","),
      "languages": site.languages.map {
        [
          "code": $0.code, "nativeName": $0.nativeName, "siteTitle": $0.siteTitle,
          "href": "\($0.code)/index.html", "dir": $0.direction.rawValue,
          "label": site.strings(for: $0.code)["redirecting"],
        ]
      },
    ]
  }
}

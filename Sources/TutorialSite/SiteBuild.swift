import Foundation
import TutorialModel
import TutorialSupport

/// Loads and renders a site in one step, as `render` and `serve` both do.
public enum SiteBuild {
  /// What a build produced.
  public struct Output {
    /// The rendered site, or `nil` when the site could not be read or has errors.
    public var rendered: RenderedSite?
    /// Problems found in the site's files.
    public var diagnostics: [Diagnostic]
    /// A problem that stopped the build before any page was made, already formatted.
    public var failure: String?

    /// Every problem as a line for a terminal or a page.
    public var messages: [String] { diagnostics.map(\.description) + (failure.map { [$0] } ?? []) }
    /// Whether anything stopped the site from being rendered cleanly.
    public var hasErrors: Bool {
      failure != nil || diagnostics.contains { $0.severity == .error }
    }
  }

  /// Loads the site in `root` and renders it unless loading found errors.
  public static func run(root: String, options: RenderOptions = .init()) -> Output {
    run(
      root: root, options: options,
      highlights: HighlightCache(apiReference: options.apiReference), guides: nil,
      previous: RenderMemo()
    ).output
  }

  /// Loads the site in `root` and renders it unless loading found errors, taking what has not
  /// changed from an earlier build: highlighted code from `highlights`, guides whose files are
  /// unchanged from `guides`, and outputs whose inputs are unchanged from `previous`.
  /// - Returns: The output, and what the next build can take from this one (`nil` when nothing
  ///   was rendered).
  static func run(
    root: String, options: RenderOptions, highlights: HighlightCache, guides: GuideCache?,
    previous: RenderMemo
  ) -> (output: Output, memo: RenderMemo?) {
    do {
      Trace.mark("render started")
      // NB: cmark-gfm parses one file at a time, so while one loading thread parses, another
      // renders the guide it has just parsed (a source guide's page content and search index;
      // a translation's Swift code, as its stale sections are known only once all are loaded).
      let prepared = PreparedPages()
      // NB: a rebuild parses only the guides that changed, usually one, while the other
      // loading threads have nothing to do; a first build keeps every thread busy already.
      let isRebuild = !previous.outputs.isEmpty && options.concurrency > 1
      let loaded = try SiteLoader.load(
        root: root, concurrency: options.concurrency, cache: guides,
        parsed: { parsed in
          if parsed.isSource {
            let alone = prepared.start()
            let page = SiteRenderer.prepare(
              parsed, highlights: highlights, besideEachOther: alone && isRebuild)
            prepared.set(page, for: parsed.guide.path)
          } else {
            highlights.prepare(parsed.document.codeBlocks)
          }
        })
      Trace.mark("site loaded")
      let output = Output(rendered: nil, diagnostics: loaded.diagnostics, failure: nil)
      if output.hasErrors { return (output, nil) }
      var options = options
      if options.staleSections.isEmpty {
        options.staleSections = Staleness.staleSections(in: loaded.site)
      }
      Trace.mark("staleness found")
      let renderer = try SiteRenderer(
        site: loaded.site, documents: loaded.documents, options: options, highlights: highlights,
        prepared: prepared.pages)
      let (rendered, memo) = try renderer.render(reusing: previous)
      return (Output(rendered: rendered, diagnostics: loaded.diagnostics, failure: nil), memo)
    } catch {
      return (Output(rendered: nil, diagnostics: [], failure: "\(error)"), nil)
    }
  }
}

/// Pages prepared on several loading threads at once, by guide path.
private final class PreparedPages: Sendable {
  /// The pages prepared, and how many are being prepared now.
  private let state = Locked((pages: [String: SiteRenderer.PreparedPage](), running: 0))

  /// Notes that a page is being prepared, and returns whether no other is.
  func start() -> Bool {
    state.withLock {
      $0.running += 1
      return $0.running == 1
    }
  }

  /// Keeps a page prepared, and notes that it is done.
  func set(_ page: SiteRenderer.PreparedPage, for path: String) {
    state.withLock {
      $0.pages[path] = page
      $0.running -= 1
    }
  }

  var pages: [String: SiteRenderer.PreparedPage] { state.value.pages }
}

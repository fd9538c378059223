import TutorialSupport

/// What parsing each guide file gave, kept from one loading of a site to the next, so that a
/// file whose text has not changed is not parsed again (see ``SiteLoader/load(root:concurrency:cache:parsed:)``).
///
/// A guide taken from the cache has no ``SiteLoader/Result/documents`` entry and is not handed
/// to `parsed`: its page was made before, and what needs its Markdown again parses its body.
///
/// NB: the text itself is the key, compared in full: a size and a modification date can stay the
/// same across an edit (two saves within the file system's time resolution).
public final class GuideCache: Sendable {
  private struct Entry {
    var text: String
    var guide: Guide
    var diagnostics: [Diagnostic]
  }

  private let entries = Locked<[String: Entry]>([:])

  /// An empty cache.
  public init() {}

  /// The guide and diagnostics parsing `text` gave when it was the text of `path`, if it was.
  func lookup(path: String, text: String) -> (guide: Guide, diagnostics: [Diagnostic])? {
    guard let entry = entries.withLock({ $0[path] }), entry.text.hasSameUTF8(as: text) else {
      return nil
    }
    return (entry.guide, entry.diagnostics)
  }

  /// Remembers what parsing `text`, the text of `path`, gave.
  func store(path: String, text: String, guide: Guide, diagnostics: [Diagnostic]) {
    entries.withLock { $0[path] = Entry(text: text, guide: guide, diagnostics: diagnostics) }
  }
}

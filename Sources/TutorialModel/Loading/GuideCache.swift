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

  /// What checking a guide's links found, when it looked for no file on disk: it holds while
  /// the guide's links and the source guides are the same.
  private struct LinkCheck {
    var links: [Guide.Link]
    var sourceSlugs: Set<String>
    var diagnostics: [Diagnostic]
  }

  private let linkChecks = Locked<[String: LinkCheck]>([:])

  /// The diagnostics of `guide`'s links that ``storeLinkCheck(of:sourceSlugs:diagnostics:)``
  /// kept, if its links and `sourceSlugs` are the same as then.
  ///
  /// NB: a guide from the cache shares its links' storage with the one checked, so comparing
  /// them costs nothing.
  func linkCheck(of guide: Guide, sourceSlugs: Set<String>) -> [Diagnostic]? {
    guard let check = linkChecks.withLock({ $0[guide.path] }), check.links == guide.links,
      check.sourceSlugs == sourceSlugs
    else { return nil }
    return check.diagnostics
  }

  /// Keeps what checking `guide`'s links against `sourceSlugs` found, having looked for no file.
  func storeLinkCheck(of guide: Guide, sourceSlugs: Set<String>, diagnostics: [Diagnostic]) {
    linkChecks.withLock {
      $0[guide.path] = LinkCheck(
        links: guide.links, sourceSlugs: sourceSlugs, diagnostics: diagnostics)
    }
  }
}

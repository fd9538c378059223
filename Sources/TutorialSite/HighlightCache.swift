import Foundation
import TutorialMarkdown
import TutorialSupport

/// Remembers highlighted Swift code during one rendering, shared by the threads that render
/// pages.
///
/// Translations repeat their source's code blocks exactly, so each block is highlighted once
/// however many languages the site has. A build also fills it while guides are still being
/// loaded (see ``SiteBuild``), as cmark-gfm parses only one file at a time.
final class HighlightCache: Sendable {
  private let entries = Locked<[String: String]>([:])
  /// Links names in the code to their API pages, when the site has an API reference.
  private let apiReference: APIReference?

  init(apiReference: APIReference? = nil) {
    self.apiReference = apiReference
  }

  /// Highlights the Swift blocks among `blocks` now, so rendering their page finds them done.
  func prepare(_ blocks: [MarkdownCodeBlock]) {
    for block in blocks {
      if let code = CodeBlockRenderer.swiftCode(of: block) { _ = highlight(code) }
    }
  }

  /// The highlighted HTML of `code`, made by ``SwiftHighlighter`` on first use.
  func highlight(_ code: String) -> String {
    if let cached = entries.withLock({ $0[code] }) { return cached }
    let html = SwiftHighlighter.highlight(code, links: apiReference?.links(in: code) ?? [])
    entries.withLock { $0[code] = html }
    return html
  }
}

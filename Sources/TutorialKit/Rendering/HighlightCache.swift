import Foundation

/// Remembers highlighted Swift code during one rendering, shared by the threads that render
/// pages.
///
/// Translations repeat their source's code blocks exactly, so each block is highlighted once
/// however many languages the site has.
final class HighlightCache: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [String: String] = [:]

  /// The highlighted HTML of `code`, made by ``SwiftHighlighter`` on first use.
  func highlight(_ code: String) -> String {
    if let cached = lock.withLock({ entries[code] }) { return cached }
    let html = SwiftHighlighter.highlight(code)
    lock.withLock { entries[code] = html }
    return html
  }
}

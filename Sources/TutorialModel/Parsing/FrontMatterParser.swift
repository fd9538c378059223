import Foundation
import TutorialMarkdown

/// Splits a guide into its `---` front matter block and its Markdown body.
public enum FrontMatterParser {
  /// The result of splitting a file.
  public struct Result: Sendable {
    /// The entries of the block, empty when there is none.
    public var frontMatter: FrontMatter
    /// The text after the block (the whole text when there is none).
    public var body: String
    /// The 1-based line of the file where `body` starts.
    public var bodyFirstLine: Int
    /// Problems found, located in `path`.
    public var diagnostics: [Diagnostic]
  }

  /// Splits `text`, the contents of the file at `path`.
  ///
  /// The block starts with a first line of `---` and ends at the next line of `---`; each line
  /// between is `key: value` (blank lines and `#` comments are skipped). A block with no end is
  /// an error, and the whole file is then treated as the body.
  public static func split(_ text: String, path: String) -> Result {
    // NB: lines are found in the UTF-8 bytes and only the block's own lines become strings:
    // splitting the whole file into Characters cost more than parsing its Markdown.
    let bytes = text.utf8
    var lineStart = bytes.startIndex
    var lines: [Substring] = []
    while lineStart < bytes.endIndex {
      let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
      let line = text[lineStart..<lineEnd].trimmingTrailingCR
      let next = lineEnd == bytes.endIndex ? lineEnd : bytes.index(after: lineEnd)
      if lines.isEmpty {
        guard line == "---" else { break }
      } else if line == "---" {
        return entries(
          in: lines.dropFirst(), path: path, body: String(text[next...]),
          bodyFirstLine: lines.count + 2)
      }
      lines.append(line)
      lineStart = next
    }
    guard !lines.isEmpty else {
      return Result(frontMatter: FrontMatter(), body: text, bodyFirstLine: 1, diagnostics: [])
    }
    let diagnostic = Diagnostic(
      .error, at: SourceLocation(path: path, line: 1),
      "front matter starting here has no closing '---' line; add one after its last entry")
    return Result(
      frontMatter: FrontMatter(), body: text, bodyFirstLine: 1, diagnostics: [diagnostic])
  }

  /// Reads the `key: value` lines of a block whose first line is line 2 of the file.
  private static func entries(
    in lines: ArraySlice<Substring>, path: String, body: String, bodyFirstLine: Int
  ) -> Result {
    var entries: [(key: String, value: String)] = []
    var diagnostics: [Diagnostic] = []
    for (offset, line) in lines.enumerated() {
      let content = String(line).trimmingWhitespaces()
      if content.isEmpty || content.hasPrefix("#") { continue }
      guard let colon = content.firstIndex(of: ":") else {
        diagnostics.append(
          Diagnostic(
            .error, at: SourceLocation(path: path, line: offset + 2),
            "front matter line is not 'key: value'"))
        continue
      }
      var value = String(content[content.index(after: colon)...]).trimmingWhitespaces()
      if value.count >= 2, let quote = value.first, quote == "\"" || quote == "'",
        value.last == quote
      {
        value = String(value.dropFirst().dropLast())
      }
      entries.append(
        (String(content[..<colon]).trimmingWhitespaces(), value))
    }
    return Result(
      frontMatter: FrontMatter(entries), body: body, bodyFirstLine: bodyFirstLine,
      diagnostics: diagnostics)
  }
}

extension Substring {
  fileprivate var trimmingTrailingCR: Substring { last == "\r" ? dropLast() : self }
}

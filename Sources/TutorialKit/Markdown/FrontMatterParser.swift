import Foundation

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
    guard text.utf8.starts(with: "---".utf8) else {
      return Result(frontMatter: FrontMatter(), body: text, bodyFirstLine: 1, diagnostics: [])
    }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let first = lines.first, first.trimmingTrailingCR == "---" else {
      return Result(frontMatter: FrontMatter(), body: text, bodyFirstLine: 1, diagnostics: [])
    }
    lines.removeFirst()
    guard let end = lines.firstIndex(where: { $0.trimmingTrailingCR == "---" }) else {
      let diagnostic = Diagnostic(
        .error, at: SourceLocation(path: path, line: 1),
        "front matter starting here has no closing '---' line; add one after its last entry")
      return Result(
        frontMatter: FrontMatter(), body: text, bodyFirstLine: 1, diagnostics: [diagnostic])
    }
    var entries: [(key: String, value: String)] = []
    var diagnostics: [Diagnostic] = []
    for (offset, line) in lines[..<end].enumerated() {
      let content = line.trimmingTrailingCR.trimmingCharacters(in: .whitespaces)
      if content.isEmpty || content.hasPrefix("#") { continue }
      guard let colon = content.firstIndex(of: ":") else {
        diagnostics.append(
          Diagnostic(
            .error, at: SourceLocation(path: path, line: offset + 2),
            "front matter line is not 'key: value'"))
        continue
      }
      var value = content[content.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      if value.count >= 2, let quote = value.first, quote == "\"" || quote == "'",
        value.last == quote
      {
        value = String(value.dropFirst().dropLast())
      }
      entries.append(
        (String(content[..<colon]).trimmingCharacters(in: .whitespaces), value))
    }
    let body = lines[(end + 1)...].joined(separator: "\n")
    return Result(
      frontMatter: FrontMatter(entries), body: body, bodyFirstLine: end + 3,
      diagnostics: diagnostics)
  }
}

extension Substring {
  fileprivate var trimmingTrailingCR: Substring { last == "\r" ? dropLast() : self }
}

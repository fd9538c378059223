import Foundation

/// Turns a code block into the site's markup: hidden snippet lines removed, Swift highlighted,
/// other languages plain, a copy button, always left to right.
public enum CodeBlockRenderer {
  /// The lines of `code` a reader sees: lines from `// snippet.hide` to `// snippet.show`
  /// (markers included) are dropped, as in DocC's snippets.
  public static func visibleCode(_ code: String) -> String {
    guard code.contains("snippet.") else { return code }
    var hidden = false
    var kept: [Substring] = []
    var lines = code.split(separator: "\n", omittingEmptySubsequences: false)
    let endsWithNewline = lines.last == ""
    if endsWithNewline { lines.removeLast() }
    for line in lines {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed == "// snippet.hide" {
        hidden = true
      } else if trimmed == "// snippet.show" {
        hidden = false
      } else if !hidden {
        kept.append(line)
      }
    }
    return kept.joined(separator: "\n") + (endsWithNewline && !kept.isEmpty ? "\n" : "")
  }

  /// The HTML of one code block.
  /// - Parameters:
  ///   - block: The block as parsed.
  ///   - copyLabel: The copy button's label in the page's language.
  ///   - highlight: Turns Swift code into highlighted HTML.
  public static func html(
    _ block: MarkdownCodeBlock, copyLabel: String,
    highlight: (String) -> String = SwiftHighlighter.highlight
  ) -> String {
    let info = InfoString.parse(block.info)
    let code = visibleCode(block.code)
    let language = info.language.lowercased()
    let body = language == "swift" ? highlight(code) : HTML.escape(code)
    let languageClass = language.isEmpty ? "" : " class=\"language-\(HTML.escape(language))\""
    return """
      <div class="code-block" dir="ltr"><button class="copy-button" type="button">\
      \(HTML.escape(copyLabel))</button><pre><code\(languageClass)>\(body)</code></pre></div>
      """
  }
}

import Foundation
import TutorialMarkdown
import TutorialModel

/// Turns a code block into the site's markup: hidden snippet lines removed, Swift highlighted,
/// other languages plain, a copy button, always left to right; a block that quotes a source
/// file is captioned with the file's path, linked to the file's page.
public enum CodeBlockRenderer {
  /// The lines of `code` a reader sees: lines from `// snippet.hide` to `// snippet.show`
  /// (markers included) are dropped, as in DocC's snippets.
  public static func visibleCode(_ code: String) -> String {
    guard containsSnippetMarker(code) else { return code }
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

  /// Whether `code` contains `snippet.`, searched byte by byte (Foundation's `contains` goes
  /// through `NSString`, which showed in profiles of large guides).
  private static func containsSnippetMarker(_ code: String) -> Bool {
    let marker = Array("snippet.".utf8)
    var code = code
    return code.withUTF8 { bytes in
      guard bytes.count >= marker.count else { return false }
      for start in 0...(bytes.count - marker.count) where bytes[start] == marker[0] {
        if bytes[start..<(start + marker.count)].elementsEqual(marker) { return true }
      }
      return false
    }
  }

  /// The code of `block` that ``html(_:copyLabel:highlight:)`` highlights, or `nil` when the
  /// block is not Swift.
  static func swiftCode(of block: MarkdownCodeBlock) -> String? {
    guard InfoString.parse(block.info).language.lowercased() == "swift" else { return nil }
    return visibleCode(block.code)
  }

  /// The HTML of one code block.
  /// - Parameters:
  ///   - block: The block as parsed.
  ///   - copyLabel: The copy button's label in the page's language.
  ///   - highlight: Turns Swift code into highlighted HTML.
  public static func html(
    _ block: MarkdownCodeBlock, copyLabel: String,
    highlight: (String) -> String = { SwiftHighlighter.highlight($0) }
  ) -> String {
    let info = InfoString.parse(block.info)
    let code = visibleCode(block.code)
    let language = info.language.lowercased()
    let body = language == "swift" ? highlight(code) : HTML.escape(code)
    let languageClass = language.isEmpty ? "" : " class=\"language-\(HTML.escape(language))\""
    let html = """
      <div class="code-block" dir="ltr"><button class="copy-button" type="button">\
      \(HTML.escape(copyLabel))</button><pre><code\(languageClass)>\(body)</code></pre></div>
      """
    guard language == CodeBlock.swiftLanguage,
      let reference = CodeBlock(
        language: language, attributes: info.attributes, code: "", fenceLine: 0
      ).quotedRegion
    else { return html }
    // NB: a block that quotes a source file is captioned with the file's path, linked to the
    // file's page at the region (see ``SourcePage``).
    return """
      <figure class="quoted-code"><figcaption dir="ltr"><a href="\
      \(HTML.escape(SourcePage.link(to: reference)))"><code>\(HTML.escape(reference.path))\
      </code></a></figcaption>\(html)</figure>
      """
  }
}

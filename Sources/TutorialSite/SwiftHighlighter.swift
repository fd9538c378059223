import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Highlights Swift code with swift-syntax's classification of the parsed tree.
///
/// Each classified range becomes `<span class="hl-KIND">…</span>`; unclassified text is
/// escaped and left bare. Code that does not parse is still classified as far as the parser's
/// recovery allows. The ranges are SwiftIDEUtils' classifications, computed by
/// ``SwiftClassifier``.
public enum SwiftHighlighter {
  /// Returns `code` as escaped HTML with highlighting spans.
  public static func highlight(_ code: String) -> String {
    let tree = Parser.parse(source: code)
    let ranges = SwiftClassifier.classify(tree)
    var source = code
    return source.withUTF8 { bytes in
      // NB: built as bytes; a String per token is measurably slower on large guides.
      var html: [UInt8] = []
      html.reserveCapacity(bytes.count * 2)
      var position = 0
      for range in ranges {
        let start = max(range.start, position)
        let end = min(range.end, bytes.count)
        guard start < end else { continue }
        if position < start {
          HTML.escape(UnsafeBufferPointer(rebasing: bytes[position..<start]), into: &html)
        }
        let text = UnsafeBufferPointer(rebasing: bytes[start..<end])
        if let name = className(range.kind) {
          html.append(contentsOf: #"<span class="hl-"#.utf8)
          html.append(contentsOf: name.utf8)
          html.append(contentsOf: #"">"#.utf8)
          HTML.escape(text, into: &html)
          html.append(contentsOf: "</span>".utf8)
        } else {
          HTML.escape(text, into: &html)
        }
        position = end
      }
      if position < bytes.count {
        HTML.escape(UnsafeBufferPointer(rebasing: bytes[position...]), into: &html)
      }
      return String(decoding: html, as: UTF8.self)
    }
  }

  static func className(_ kind: SyntaxClassification) -> String? {
    switch kind {
    case .keyword: "keyword"
    case .attribute: "attribute"
    case .blockComment, .lineComment: "comment"
    case .docBlockComment, .docLineComment: "doc-comment"
    case .stringLiteral, .regexLiteral: "string"
    case .integerLiteral, .floatLiteral: "number"
    case .type: "type"
    case .ifConfigDirective: "directive"
    case .dollarIdentifier, .editorPlaceholder: "placeholder"
    case .operator: "operator"
    case .argumentLabel: "label"
    case .identifier, .none: nil
    @unknown default: nil
    }
  }
}

import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Highlights Swift code with swift-syntax's classification of the parsed tree.
///
/// Each classified range becomes `<span class="hl-KIND">…</span>`; unclassified text is
/// escaped and left bare. Code that does not parse is still classified as far as the parser's
/// recovery allows.
public enum SwiftHighlighter {
  /// Returns `code` as escaped HTML with highlighting spans.
  public static func highlight(_ code: String) -> String {
    let tree = Parser.parse(source: code)
    let bytes = Array(code.utf8)
    var html = ""
    html.reserveCapacity(bytes.count * 2)
    var position = 0
    for range in tree.classifications {
      let start = max(range.range.lowerBound.utf8Offset, position)
      let end = min(range.range.upperBound.utf8Offset, bytes.count)
      guard start < end else { continue }
      if position < start { html += escape(bytes[position..<start]) }
      let text = escape(bytes[start..<end])
      if let name = className(range.kind) {
        html += "<span class=\"hl-\(name)\">\(text)</span>"
      } else {
        html += text
      }
      position = end
    }
    if position < bytes.count { html += escape(bytes[position...]) }
    return html
  }

  private static func escape(_ bytes: ArraySlice<UInt8>) -> String {
    HTML.escape(String(decoding: bytes, as: UTF8.self))
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

import SwiftIDEUtils

/// Highlights Swift code with SwiftIDEUtils' classes, found from swift-syntax's tokens by
/// ``SwiftTokenClassifier``.
///
/// Each classified range becomes `<span class="hl-KIND">…</span>`; unclassified text is
/// escaped and left bare. Code that does not compile is classified all the same.
public enum SwiftHighlighter {
  /// A link to put around some of the code: a name to its API page.
  public struct Link: Equatable, Sendable {
    /// The UTF-8 offsets of the linked text in the code.
    public var utf8Range: Range<Int>
    /// Where the link goes (not yet escaped).
    public var href: String

    public init(utf8Range: Range<Int>, href: String) {
      self.utf8Range = utf8Range
      self.href = href
    }
  }

  /// Returns `code` as escaped HTML with highlighting spans, and `links` (in order, not
  /// overlapping) as `<a class="symbol-link">` inside them.
  public static func highlight(_ code: String, links: [Link] = []) -> String {
    var source = code
    return source.withUTF8 { bytes in
      let ranges = SwiftTokenClassifier.classify(bytes)
      // NB: built as bytes; a String per token is measurably slower on large guides.
      var html: [UInt8] = []
      html.reserveCapacity(bytes.count * 2)
      var writer = Writer(bytes: bytes, links: links[...])
      var position = 0
      for range in ranges {
        let start = max(range.start, position)
        let end = min(range.end, bytes.count)
        guard start < end else { continue }
        if position < start { writer.text(position..<start, into: &html) }
        if let name = className(range.kind) {
          html.append(contentsOf: #"<span class="hl-"#.utf8)
          html.append(contentsOf: name.utf8)
          html.append(contentsOf: #"">"#.utf8)
          writer.text(start..<end, into: &html)
          html.append(contentsOf: "</span>".utf8)
        } else {
          writer.text(start..<end, into: &html)
        }
        position = end
      }
      if position < bytes.count { writer.text(position..<bytes.count, into: &html) }
      return String(decoding: html, as: UTF8.self)
    }
  }

  /// Escapes the code's text, putting the links that fall in it around their part.
  private struct Writer {
    let bytes: UnsafeBufferPointer<UInt8>
    var links: ArraySlice<Link>

    mutating func text(_ range: Range<Int>, into html: inout [UInt8]) {
      var position = range.lowerBound
      while position < range.upperBound {
        while let link = links.first, link.utf8Range.upperBound <= position { links.removeFirst() }
        guard let link = links.first, link.utf8Range.lowerBound < range.upperBound else { break }
        let start = max(link.utf8Range.lowerBound, position)
        let end = min(link.utf8Range.upperBound, range.upperBound)
        if position < start {
          HTML.escape(UnsafeBufferPointer(rebasing: bytes[position..<start]), into: &html)
        }
        html.append(contentsOf: #"<a class="symbol-link" href=""#.utf8)
        html.append(contentsOf: HTML.escape(link.href).utf8)
        html.append(contentsOf: #"">"#.utf8)
        HTML.escape(UnsafeBufferPointer(rebasing: bytes[start..<end]), into: &html)
        html.append(contentsOf: "</a>".utf8)
        position = end
      }
      if position < range.upperBound {
        HTML.escape(UnsafeBufferPointer(rebasing: bytes[position..<range.upperBound]), into: &html)
      }
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

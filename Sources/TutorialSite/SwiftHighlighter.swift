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
        if let open = openTag(range.kind) {
          html.append(contentsOf: open)
          writer.text(start..<end, into: &html)
          html.append(contentsOf: closeTag)
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

  /// The class name of a span of `kind`, `hl-NAME` in HTML; nil for text left bare.
  static func className(_ kind: SyntaxClassification) -> String? { HighlightClass(kind)?.name }

  /// What highlighting shows apart: each class of text with a span of its own.
  enum HighlightClass: Int, CaseIterable {
    case keyword, attribute, comment, docComment, string, number, type, directive, placeholder
    case `operator`, label

    init?(_ kind: SyntaxClassification) {
      switch kind {
      case .keyword: self = .keyword
      case .attribute: self = .attribute
      case .blockComment, .lineComment: self = .comment
      case .docBlockComment, .docLineComment: self = .docComment
      case .stringLiteral, .regexLiteral: self = .string
      case .integerLiteral, .floatLiteral: self = .number
      case .type: self = .type
      case .ifConfigDirective: self = .directive
      case .dollarIdentifier, .editorPlaceholder: self = .placeholder
      case .operator: self = .operator
      case .argumentLabel: self = .label
      case .identifier, .none: return nil
      @unknown default: return nil
      }
    }

    /// The name in `hl-NAME`.
    var name: String {
      switch self {
      case .keyword: "keyword"
      case .attribute: "attribute"
      case .comment: "comment"
      case .docComment: "doc-comment"
      case .string: "string"
      case .number: "number"
      case .type: "type"
      case .directive: "directive"
      case .placeholder: "placeholder"
      case .operator: "operator"
      case .label: "label"
      }
    }
  }

  /// `<span class="hl-NAME">` of each class, by its raw value, as bytes, made once.
  ///
  /// NB: appended as arrays: three appends of strings' UTF-8 per span were a tenth of what
  /// highlighting took besides lexing.
  private static let openTags = HighlightClass.allCases.map {
    Array(#"<span class="hl-\#($0.name)">"#.utf8)
  }
  private static let closeTag = Array("</span>".utf8)

  /// The tag that opens a span of `kind`, or nil for text left bare.
  private static func openTag(_ kind: SyntaxClassification) -> [UInt8]? {
    HighlightClass(kind).map { openTags[$0.rawValue] }
  }
}

@testable import TutorialSite

extension FuzzTarget {
  /// Swift code highlighted as a guide's code block is: ``SwiftTokenClassifier`` scans
  /// swift-syntax's tokens of any text at all, and ``SwiftHighlighter`` writes the HTML.
  ///
  /// Checks that the classified ranges are in order, within the code and never empty, and that
  /// the HTML holds every character of the code (its text, with tags removed and entities
  /// read, is the code again).
  public static let highlight = FuzzTarget(
    name: "highlight", summary: "Swift highlighting (SwiftTokenClassifier, SwiftHighlighter)"
  ) { bytes in
    var code = String(fuzzInput: bytes)
    let count = code.utf8.count
    let spans = code.withUTF8 { SwiftTokenClassifier.classify($0) }
    for (span, next) in zip(spans, spans.dropFirst()) {
      precondition(span.end <= next.start, "classified ranges overlap or are out of order")
    }
    for span in spans {
      precondition(0 <= span.start && span.start < span.end && span.end <= count, "a bad range")
    }
    let html = SwiftHighlighter.highlight(code)
    precondition(Self.text(ofHTML: html) == Array(code.utf8), "the HTML lost or changed text")
  }

  /// The text of highlighted HTML: tags removed, the escapes `HTML.escape` writes read back.
  static func text(ofHTML html: String) -> [UInt8] {
    var text: [UInt8] = []
    var bytes = html.utf8[...]
    let entities: [(String, UInt8)] = [
      ("&amp;", UInt8(ascii: "&")), ("&lt;", UInt8(ascii: "<")), ("&gt;", UInt8(ascii: ">")),
      ("&quot;", UInt8(ascii: "\"")), ("&#39;", UInt8(ascii: "'")),
    ]
    while let byte = bytes.first {
      if byte == UInt8(ascii: "<"), let end = bytes.firstIndex(of: UInt8(ascii: ">")) {
        bytes = bytes[bytes.index(after: end)...]
      } else if byte == UInt8(ascii: "&"),
        let (entity, character) = entities.first(where: { bytes.starts(with: $0.0.utf8) })
      {
        text.append(character)
        bytes = bytes.dropFirst(entity.utf8.count)
      } else {
        text.append(byte)
        bytes = bytes.dropFirst()
      }
    }
    return text
  }
}

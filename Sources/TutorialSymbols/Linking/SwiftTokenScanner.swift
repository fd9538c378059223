/// Splits Swift source into the tokens that matter for finding names.
///
/// Identifiers and the punctuation around them are kept; comments, string literals (whose
/// interpolations are scanned as code), numbers and whitespace are skipped.
///
/// It is not a parser: it reads well-formed code as the compiler would for this purpose, and
/// reads malformed code without failing (an unterminated string or comment ends the scan).
struct SwiftTokenScanner {
  enum Kind: Equatable {
    /// A name or keyword; `text` is the name without backticks.
    case identifier
    /// One punctuation or operator character, such as `.`, `@`, `\`, `(`.
    case punctuation
    /// The end of a string or number literal: an expression ends here.
    case literal
  }

  struct Token: Equatable {
    var kind: Kind
    /// The name, or the punctuation character; empty for a literal.
    var text: String
    /// UTF-8 offsets of the name (without backticks) in the source.
    var range: Range<Int>
  }

  private let bytes: [UInt8]

  init(_ source: String) {
    bytes = Array(source.utf8)
  }

  /// The tokens of the source, in order.
  func tokens() -> [Token] {
    var tokens: [Token] = []
    var index = 0
    scan(from: &index, until: nil, into: &tokens)
    return tokens
  }

  /// Scans code from `index` until an unmatched `)` when `closing` is set (an interpolation),
  /// or the end.
  private func scan(from index: inout Int, until closing: UInt8?, into tokens: inout [Token]) {
    var depth = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0D:
        index += 1
      case UInt8(ascii: "/") where peek(index + 1) == UInt8(ascii: "/"):
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
      case UInt8(ascii: "/") where peek(index + 1) == UInt8(ascii: "*"):
        skipBlockComment(&index)
      case UInt8(ascii: "#") where startsString(at: index), UInt8(ascii: "\""):
        skipString(&index, into: &tokens)
        tokens.append(Token(kind: .literal, text: slice(index..<index), range: index..<index))
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
        tokens.append(Token(kind: .literal, text: slice(index..<index), range: index..<index))
      case UInt8(ascii: "`"):
        let start = index + 1
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != 0x0A { end += 1 }
        tokens.append(Token(kind: .identifier, text: slice(start..<end), range: start..<end))
        index = min(end + 1, bytes.count)
      case _ where isIdentifierStart(byte):
        let start = index
        while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
        tokens.append(Token(kind: .identifier, text: slice(start..<index), range: start..<index))
      default:
        if let closing {
          if byte == UInt8(ascii: "(") { depth += 1 }
          if byte == closing {
            if depth == 0 {
              index += 1
              return
            }
            depth -= 1
          }
        }
        tokens.append(
          Token(kind: .punctuation, text: slice(index..<index + 1), range: index..<index + 1))
        index += 1
      }
    }
  }

  private func skipBlockComment(_ index: inout Int) {
    var depth = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "/"), peek(index + 1) == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if bytes[index] == UInt8(ascii: "*"), peek(index + 1) == UInt8(ascii: "/") {
        depth -= 1
        index += 2
        if depth == 0 { return }
      } else {
        index += 1
      }
    }
  }

  /// Whether a string literal (`"`, `"""`, `#"` …) starts at `index`.
  private func startsString(at index: Int) -> Bool {
    var cursor = index
    while cursor < bytes.count, bytes[cursor] == UInt8(ascii: "#") { cursor += 1 }
    return cursor < bytes.count && bytes[cursor] == UInt8(ascii: "\"")
  }

  /// Skips a string literal; the code in its interpolations is scanned into `tokens`.
  private func skipString(_ index: inout Int, into tokens: inout [Token]) {
    var hashes = 0
    while bytes[index] == UInt8(ascii: "#") {
      hashes += 1
      index += 1
    }
    let multiline = peek(index + 1) == UInt8(ascii: "\"") && peek(index + 2) == UInt8(ascii: "\"")
    let quotes = multiline ? 3 : 1
    index += quotes
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\"), hashesFollow(index + 1, hashes) {
        index += 1 + hashes
        if peek(index) == UInt8(ascii: "(") {
          index += 1
          scan(from: &index, until: UInt8(ascii: ")"), into: &tokens)
        } else {
          index += 1
        }
      } else if byte == UInt8(ascii: "\""), quotesFollow(index, quotes),
        hashesFollow(index + quotes, hashes)
      {
        index += quotes + hashes
        return
      } else if byte == 0x0A, !multiline {
        index += 1
        return
      } else {
        index += 1
      }
    }
  }

  private func quotesFollow(_ index: Int, _ count: Int) -> Bool {
    (0..<count).allSatisfy { peek(index + $0) == UInt8(ascii: "\"") }
  }

  private func hashesFollow(_ index: Int, _ count: Int) -> Bool {
    (0..<count).allSatisfy { peek(index + $0) == UInt8(ascii: "#") }
  }

  private func peek(_ index: Int) -> UInt8? {
    index < bytes.count ? bytes[index] : nil
  }

  private func slice(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  private func isIdentifierStart(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...:
      true
    default: false
    }
  }

  private func isIdentifierByte(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}

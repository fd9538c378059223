import Foundation

/// The offline search index of one language: one document per section and an inverted index
/// from terms to documents.
///
/// Terms are lowercased words for scripts that separate words with spaces, and overlapping
/// character pairs (bigrams) for Chinese, Japanese and Korean, which do not. The site's
/// `search.js` tokenizes queries the same way.
public struct SearchIndex: Sendable, Codable, Equatable {
  /// One searchable section.
  public struct Document: Sendable, Codable, Equatable {
    /// The guide's title.
    public var guide: String
    /// The section's title.
    public var section: String
    /// The page-relative URL, `01-getting-started.html#state`.
    public var url: String
    /// The start of the section's text.
    public var excerpt: String
  }

  public var documents: [Document] = []
  /// Term → indices of `documents`, ascending.
  public var terms: [String: [Int]] = [:]

  public init() {}

  /// Adds a section with its searchable text.
  public mutating func add(_ document: Document, text: String) {
    let index = documents.count
    documents.append(document)
    for term in Set(Self.terms(in: document.section + " " + text)) {
      terms[term, default: []].append(index)
    }
  }

  /// The terms of `text`: words, and bigrams inside runs of CJK characters.
  public static func terms(in text: String) -> [String] {
    var result: [String] = []
    var word = ""
    var cjk: [Unicode.Scalar] = []
    func flush() {
      if !word.isEmpty {
        result.append(word)
        word = ""
      }
      if cjk.count == 1 {
        result.append(String(cjk[0]))
      } else if cjk.count > 1 {
        for index in 0..<(cjk.count - 1) {
          var pair = ""
          pair.unicodeScalars.append(cjk[index])
          pair.unicodeScalars.append(cjk[index + 1])
          result.append(pair)
        }
      }
      cjk = []
    }
    for scalar in text.lowercased().unicodeScalars {
      if isCJK(scalar) {
        if !word.isEmpty { flush() }
        cjk.append(scalar)
      } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        || scalar == "_"
      {
        if !cjk.isEmpty { flush() }
        word.unicodeScalars.append(scalar)
      } else {
        flush()
      }
    }
    flush()
    return result
  }

  /// Whether `scalar` belongs to a script written without spaces between words.
  static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3040...0x30FF, 0x31F0...0x31FF,  // Hiragana, Katakana
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,  // Han
      0xAC00...0xD7AF,  // Hangul syllables
      0xFF66...0xFF9F:  // half-width Katakana
      return true
    default:
      return false
    }
  }

  /// The index as a script that sets `window.kataSearchIndex`, loadable from `file://` too.
  public func javaScript() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var data = Data("window.kataSearchIndex = ".utf8)
    data.append(try encoder.encode(self))
    data.append(Data(";\n".utf8))
    return data
  }

  /// Plain text of a section's Markdown for indexing: markup characters removed.
  static func plainText(_ markdown: String) -> String {
    var text = ""
    text.reserveCapacity(markdown.utf8.count)
    for scalar in markdown.unicodeScalars {
      switch scalar {
      case "#", "*", "`", "[", "]", "(", ")", ">", "|", "~", "_", "\n", "\t":
        text.unicodeScalars.append(" ")
      default:
        text.unicodeScalars.append(scalar)
      }
    }
    return text.split(separator: " ").joined(separator: " ")
  }
}

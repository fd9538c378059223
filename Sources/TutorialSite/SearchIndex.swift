import Foundation
import TutorialSupport

/// The offline search index of one language: one document per section and an inverted index
/// from terms to documents.
///
/// Terms are lowercased words for scripts that separate words with spaces, and overlapping
/// character pairs (bigrams) for Chinese, Japanese and Korean, so that any part of a word is
/// found (Korean separates words, but a particle joins the word before it: `상태를`). Latin
/// accents and Arabic vowel marks and letter variants are folded away (see
/// `SearchIndex+Folding.swift`). The site's `site.js` tokenizes queries the same way.
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
    // NB: the same terms as ``uniqueTerms(of:text:)``, without a set in between: a term seen
    // again in this section already ends with `index`.
    for term in Self.terms(in: document.section + " " + text) where !term.isEmpty {
      terms[term, default: []].appendUnlessLast(index)
    }
  }

  /// Adds a section whose terms were already found with ``uniqueTerms(of:text:)``, so the
  /// expensive part can run on another thread.
  public mutating func add(_ document: Document, terms found: [String]) {
    let index = documents.count
    documents.append(document)
    for term in found { terms[term, default: []].append(index) }
  }

  /// Adds every section of `other` after those already here, as if each had been added in turn,
  /// so indexes of parts of a site made on several threads can be joined in order.
  public mutating func append(_ other: SearchIndex) {
    let offset = documents.count
    documents += other.documents
    for (term, indices) in other.terms {
      terms[term, default: []].append(contentsOf: indices.lazy.map { $0 + offset })
    }
  }

  /// The distinct terms of a section: its title and its text.
  public static func uniqueTerms(of document: Document, text: String) -> [String] {
    Array(Set(terms(in: document.section + " " + text)).filter { !$0.isEmpty })
  }

  /// The terms of `text`: folded words (and Arabic words without their article), and bigrams
  /// inside runs of CJK characters.
  public static func terms(in text: String) -> [String] {
    var result: [String] = []
    forEachTerm(in: text) { result.append(String(decoding: $0, as: UTF8.self)) }
    return result
  }

  /// Calls `body` with the UTF-8 bytes of each term of `text`, in order, as ``terms(in:)``
  /// lists them; the bytes are valid only during the call.
  static func forEachTerm(in text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    var text = text
    text.withUTF8 { bytes in
      // NB: the scanner's state is a value of this closure's own, not variables the closure
      // captures, which it would reach through run-time exclusivity checks at every byte.
      var scanner = TermScanner()
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        guard byte >= 0x80 else {
          // NB: most text is ASCII: read as bytes, without decoding scalars or looking up
          // Unicode properties; and most words are ASCII words between ASCII separators,
          // handed over whole.
          if scanner.isIdle, let end = scanner.asciiWord(in: bytes, from: index, body) {
            index = end
            continue
          }
          scanner.add(ascii: byte, body)
          index += 1
          continue
        }
        let (scalar, length) = decode(bytes, at: index)
        index += length
        scanner.add(scalar, body)
      }
      scanner.flush(body)
    }
  }

  /// The scalar whose UTF-8 encoding starts at `index` of `bytes`, valid UTF-8, and the
  /// number of its bytes.
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (
    Unicode.Scalar, Int
  ) {
    let lead = UInt32(bytes[index])
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    var value = lead & (0x7F >> UInt32(length))
    for offset in 1..<length where index + offset < bytes.count {
      value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
    }
    return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
  }

  /// Whether `scalar` belongs to a script written without spaces between words.
  static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3040...0x30FF, 0x31F0...0x31FF,  // Hiragana, Katakana
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,  // Han
      0x20000...0x2FA1F,  // Han beyond the Basic Multilingual Plane
      0xAC00...0xD7AF,  // Hangul syllables
      0xFF66...0xFF9F:  // half-width Katakana
      return true
    default:
      return false
    }
  }

  /// Plain text of a section's Markdown for indexing and excerpts: code a reader does not see
  /// (`// snippet.hide` regions), fence lines, table rules, alert markers, link destinations
  /// and markup characters are left out.
  static func plainText(_ markdown: String) -> String {
    var text = markdown
    return text.withUTF8 { bytes in
      // NB: each byte gives at most one, and each line ends with at most one space: written
      // through a pointer into room for all, without an array's checks at each byte.
      String(unsafeUninitializedCapacity: bytes.count + 1) { buffer in
        guard let base = buffer.baseAddress else { return 0 }
        var output = PlainTextOutput(base: base)
        var state = PlainTextState()
        var start = 0
        while start <= bytes.count {
          var end = start
          while end < bytes.count && bytes[end] != 0x0A { end += 1 }
          state.append(line: UnsafeBufferPointer(rebasing: bytes[start..<end]), to: &output)
          start = end + 1
        }
        while output.last == 0x20 { output.count -= 1 }
        return output.count
      }
    }
  }
}

/// The state of ``SearchIndex/forEachTerm(in:_:)``: the word being read, as folded UTF-8
/// bytes, and the run of CJK characters, whose bigrams are its terms.
private struct TermScanner {
  var word: [UInt8] = []
  var cjk: [Unicode.Scalar] = []
  var pair: [UInt8] = []

  /// Whether no word or CJK run is being read.
  var isIdle: Bool { word.isEmpty && cjk.isEmpty }

  /// Whether `byte` is an ASCII letter, digit or `_`, which continue a word.
  static func isWordByte(_ byte: UInt8) -> Bool {
    (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
  }

  /// Reads, while idle, a word of ASCII letters, digits and `_` starting at `start` and the
  /// ASCII byte after it, handing `body` the word as byte-by-byte reading would, and returns
  /// the index after them; or returns nil, reading nothing, when `start` begins no word or the
  /// word goes on into a byte that is not ASCII (`café`), which byte-by-byte reading handles.
  mutating func asciiWord(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int,
    _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) -> Int? {
    guard Self.isWordByte(bytes[start]) else { return nil }
    var end = start
    var hasUppercase = false
    while end < bytes.count, Self.isWordByte(bytes[end]) {
      hasUppercase = hasUppercase || bytes[end] <= 0x5A && bytes[end] >= 0x41
      end += 1
    }
    guard end == bytes.count || bytes[end] < 0x80 else { return nil }
    let run = UnsafeBufferPointer(rebasing: bytes[start..<end])
    if hasUppercase {
      // NB: `word` is empty: its room is reused, and an ASCII word has no Arabic article.
      word.append(contentsOf: run)
      word.withUnsafeMutableBufferPointer { letters in
        for index in letters.indices where letters[index] >= 0x41 && letters[index] <= 0x5A {
          letters[index] += 0x20
        }
      }
      flush(body)
    } else {
      body(run)
    }
    // NB: the ASCII byte after the word, if any, is no letter, digit or `_`: it only ends the
    // word, which has ended.
    return min(end + 1, bytes.count)
  }

  /// Reads an ASCII byte: a letter, digit or `_` continues the word; anything else ends it.
  mutating func add(ascii byte: UInt8, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    if (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F {
      if !cjk.isEmpty { flush(body) }
      word.append(byte)
    } else if byte >= 0x41 && byte <= 0x5A {
      if !cjk.isEmpty { flush(body) }
      word.append(byte + 0x20)
    } else if !word.isEmpty || !cjk.isEmpty {
      flush(body)
    }
  }

  /// Reads a scalar that is not ASCII.
  mutating func add(_ scalar: Unicode.Scalar, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    if SearchIndex.isCJK(scalar) {
      if !word.isEmpty { flush(body) }
      cjk.append(scalar)
      return
    }
    switch SearchIndex.folding(scalar) {
    case .skip:
      break
    case .append(let bytes):
      if !cjk.isEmpty { flush(body) }
      word.append(contentsOf: bytes)
    case .lowercase:
      if !cjk.isEmpty { flush(body) }
      word.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
    case .separator:
      flush(body)
    }
  }

  /// Hands `body` the word read (and, for Arabic, the word without its article) or the run's
  /// bigrams, and starts anew.
  mutating func flush(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    if !word.isEmpty {
      word.withUnsafeBufferPointer(body)
      let article = SearchIndex.arabicArticleLength(word)
      if article > 0 { word[article...].withUnsafeBufferPointer(body) }
      word.removeAll(keepingCapacity: true)
    }
    if cjk.count == 1 {
      pair.removeAll(keepingCapacity: true)
      pair.append(contentsOf: cjk[0].utf8)
      pair.withUnsafeBufferPointer(body)
    } else if cjk.count > 1 {
      for index in 0..<(cjk.count - 1) {
        pair.removeAll(keepingCapacity: true)
        pair.append(contentsOf: cjk[index].utf8)
        pair.append(contentsOf: cjk[index + 1].utf8)
        pair.withUnsafeBufferPointer(body)
      }
    }
    cjk.removeAll(keepingCapacity: true)
  }
}

/// Where ``SearchIndex/plainText(_:)`` writes: bytes after `base`, which has room for them.
private struct PlainTextOutput {
  let base: UnsafeMutablePointer<UInt8>
  var count = 0

  var last: UInt8? { count == 0 ? nil : base[count - 1] }

  mutating func append(_ byte: UInt8) {
    base[count] = byte
    count += 1
  }
}

/// Byte-level state of ``SearchIndex/plainText(_:)`` across the lines of a section.
private struct PlainTextState {
  var inFence = false
  var hidden = false

  private static func hasPrefix(_ line: UnsafeBufferPointer<UInt8>, _ from: Int, _ prefix: String)
    -> Bool
  {
    var index = from
    for byte in prefix.utf8 {
      guard index < line.count, line[index] == byte else { return false }
      index += 1
    }
    return true
  }

  /// Whether `append(line:to:)` does more with `byte` than copy it.
  ///
  /// Such bytes are markup, a link's parentheses and brackets, and white space. Bit `b` of the
  /// first mask stands for byte `b`, of the second for byte `64 + b`.
  private static func isMarkup(_ byte: UInt8) -> Bool {
    // NB: tab, CR, space, ! # ( ) * >
    let low: UInt64 =
      1 << 0x09 | 1 << 0x0D | 1 << 0x20 | 1 << 0x21 | 1 << 0x23 | 1 << 0x28
      | 1 << 0x29 | 1 << 0x2A | 1 << 0x3E
    // NB: [ ] _ ` | ~
    let high: UInt64 =
      1 << (0x5B - 64) | 1 << (0x5D - 64) | 1 << (0x5F - 64)
      | 1 << (0x60 - 64) | 1 << (0x7C - 64) | 1 << (0x7E - 64)
    if byte < 64 { return low >> UInt64(byte) & 1 != 0 }
    if byte < 128 { return high >> UInt64(byte - 64) & 1 != 0 }
    return false
  }

  mutating func append(line: UnsafeBufferPointer<UInt8>, to output: inout PlainTextOutput) {
    var first = 0
    while first < line.count && line[first] == 0x20 { first += 1 }
    // NB: the first byte decides which prefixes the line may have, checked only then.
    let lead = first < line.count ? line[first] : 0
    if (lead == UInt8(ascii: "`") && Self.hasPrefix(line, first, "```"))
      || (lead == UInt8(ascii: "~") && Self.hasPrefix(line, first, "~~~"))
    {
      inFence.toggle()
      hidden = false
      return
    }
    if inFence {
      if lead == UInt8(ascii: "/") && Self.hasPrefix(line, first, "// snippet.hide") {
        hidden = true
        return
      }
      if lead == UInt8(ascii: "/") && Self.hasPrefix(line, first, "// snippet.show") {
        hidden = false
        return
      }
      if hidden { return }
    } else if first < line.count, line[first] == UInt8(ascii: "|"),
      !line.contains(where: { $0 >= 0x80 || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) })
    {
      return
    }
    var index = first
    var previous: UInt8 = 0x20
    while index < line.count {
      let byte = line[index]
      if !Self.isMarkup(byte) {
        // NB: most bytes are copied as they are; only the bytes below need a look around.
        output.append(byte)
        previous = byte
        index += 1
        continue
      }
      if byte == UInt8(ascii: "(") && previous == UInt8(ascii: "]") {
        // NB: a link destination; readers see only the link text.
        while index < line.count && line[index] != UInt8(ascii: ")") { index += 1 }
        previous = UInt8(ascii: ")")
        index += 1
        continue
      }
      if !inFence && byte == UInt8(ascii: "[") && index + 1 < line.count
        && line[index + 1] == UInt8(ascii: "!")
      {
        var end = index + 2
        while end < line.count && line[end] >= 0x41 && line[end] <= 0x5A { end += 1 }
        if end < line.count && line[end] == UInt8(ascii: "]") && end > index + 2 {
          index = end + 1
          continue
        }
      }
      switch byte {
      case UInt8(ascii: "*") where !inFence, UInt8(ascii: "`") where !inFence:
        // NB: emphasis and code marks in prose join what they wrap to what follows:
        // "`Store`،" reads "Store،" in an excerpt, not "Store ،".
        break
      case UInt8(ascii: "#"), UInt8(ascii: "*"), UInt8(ascii: "`"), UInt8(ascii: "["),
        UInt8(ascii: "]"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ">"),
        UInt8(ascii: "|"), UInt8(ascii: "~"), UInt8(ascii: "_"), UInt8(ascii: "!"), 0x09, 0x0D,
        0x20:
        if let last = output.last, last != 0x20 { output.append(0x20) }
      default:
        output.append(byte)
      }
      previous = byte
      index += 1
    }
    if let last = output.last, last != 0x20 { output.append(0x20) }
  }
}

extension Array where Element == Int {
  /// Appends `value` unless it is already the last element.
  fileprivate mutating func appendUnlessLast(_ value: Int) {
    if last != value { append(value) }
  }
}

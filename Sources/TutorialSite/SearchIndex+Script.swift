import Foundation
import TutorialSupport

/// The search index as the site ships it: JSON written by hand, in a script per language.
extension SearchIndex {
  /// The index as a script that sets `window.kataSearchIndex`, loadable from `file://` too: a
  /// site of one part (see ``javaScript(parts:)``).
  /// - Parameter concurrency: How many threads write parts of the JSON (see ``json(concurrency:)``).
  public func javaScript(concurrency: Int = 1) throws -> Data {
    Self.javaScript(parts: [Data(json(concurrency: concurrency))])
  }

  /// The script of a language's search index, made of the JSON of each guide's index
  /// (``json(concurrency:)``) in the order of the guides: `window.kataSearchIndex =
  /// {"guides":[…]}`, which ``parse(script:)`` reads back.
  ///
  /// NB: one index per guide, each numbering its own sections, rather than one index of the
  /// whole site: a guide's part is written once and kept while the guide is unchanged, so the
  /// live preview writes again only the edited guide's part and joins the rest as bytes, where
  /// merging every guide's terms and writing them again was half of a rebuild's time.
  public static func javaScript(parts: [Data]) -> Data {
    var out = Data()
    out.reserveCapacity(parts.reduce(64) { $0 + $1.count + 1 })
    out.append(contentsOf: "window.kataSearchIndex = {\"guides\":[".utf8)
    for (position, part) in parts.enumerated() {
      if position > 0 { out.append(UInt8(ascii: ",")) }
      out.append(part)
    }
    out.append(contentsOf: "]};\n".utf8)
    return out
  }

  /// The index that a script of ``javaScript(parts:)`` holds, its guides' parts joined in order
  /// as ``append(_:)`` joins them.
  /// - Throws: ``ScriptError`` when `script` is not such a script, or a decoding error when its
  ///   JSON is not an index.
  public static func parse(script: Data) throws -> SearchIndex {
    let prefix = Data("window.kataSearchIndex = ".utf8)
    let suffix = Data(";\n".utf8)
    guard script.starts(with: prefix), script.count >= prefix.count + suffix.count,
      script.suffix(suffix.count) == suffix
    else { throw ScriptError.notASearchIndexScript }
    let json = script.dropFirst(prefix.count).dropLast(suffix.count)
    struct Shipped: Decodable { var guides: [SearchIndex] }
    var joined = SearchIndex()
    for part in try JSONDecoder().decode(Shipped.self, from: Data(json)).guides {
      joined.append(part)
    }
    return joined
  }

  /// Why ``parse(script:)`` could not read a script.
  public enum ScriptError: Error, CustomStringConvertible {
    /// The text does not start with `window.kataSearchIndex = ` and end with `;`.
    case notASearchIndexScript

    public var description: String {
      "not a search index script: it should read 'window.kataSearchIndex = {…};'; "
        + "render the site again to write it"
    }
  }

  /// The index as JSON, the same as `JSONEncoder` with sorted keys would write, written by hand
  /// because the index of a large site is big and the generic encoder was a tenth of the render
  /// time.
  /// - Parameter concurrency: How many threads write parts of it (the documents, and runs of
  ///   terms); `1` writes it all on the calling thread. The JSON is the same either way.
  public func json(concurrency: Int = 1) -> [UInt8] {
    let keys = terms.keys.sorted()
    let lists = keys.map { terms[$0] ?? [] }
    // NB: the terms are cut into runs with about as many document numbers each.
    let runs = max(concurrency, 1)
    let total = lists.reduce(0) { $0 + $1.count }
    var bounds = [0]
    var sum = 0
    for (index, list) in lists.enumerated() where bounds.count < runs {
      sum += list.count
      if sum * runs >= total * bounds.count { bounds.append(index + 1) }
    }
    bounds.append(keys.count)
    let parts = ParallelWork.map(count: bounds.count, width: concurrency) { part -> [UInt8] in
      var out: [UInt8] = []
      if part == 0 {
        out.reserveCapacity(documents.count * 256)
        appendDocuments(to: &out)
        return out
      }
      for index in bounds[part - 1]..<bounds[part] {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        Self.appendJSON(keys[index], to: &out)
        out.append(contentsOf: ":[".utf8)
        for (position, id) in lists[index].enumerated() {
          if position > 0 { out.append(UInt8(ascii: ",")) }
          Self.appendDecimal(id, to: &out)
        }
        out.append(UInt8(ascii: "]"))
      }
      return out
    }
    var out: [UInt8] = []
    out.reserveCapacity(parts.reduce(32) { $0 + $1.count })
    out.append(contentsOf: "{\"documents\":[".utf8)
    out.append(contentsOf: parts[0])
    out.append(contentsOf: "],\"terms\":{".utf8)
    for part in parts.dropFirst() { out.append(contentsOf: part) }
    out.append(contentsOf: "}}".utf8)
    return out
  }

  /// Appends the documents as the elements of a JSON array.
  private func appendDocuments(to out: inout [UInt8]) {
    for (index, document) in documents.enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      out.append(contentsOf: "{\"excerpt\":".utf8)
      Self.appendJSON(document.excerpt, to: &out)
      out.append(contentsOf: ",\"guide\":".utf8)
      Self.appendJSON(document.guide, to: &out)
      out.append(contentsOf: ",\"section\":".utf8)
      Self.appendJSON(document.section, to: &out)
      out.append(contentsOf: ",\"url\":".utf8)
      Self.appendJSON(document.url, to: &out)
      out.append(UInt8(ascii: "}"))
    }
  }

  /// Appends the decimal digits of `number`, as `String(number)` would write them.
  ///
  /// NB: a large site's index holds over a million document numbers; making a `String` of each
  /// was most of the time spent writing the index.
  static func appendDecimal(_ number: Int, to out: inout [UInt8]) {
    guard number >= 0 else {
      out.append(contentsOf: String(number).utf8)
      return
    }
    var digits = 1
    var rest = number / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
    var value = number
    var index = out.count - 1
    repeat {
      out[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10)
      value /= 10
      index -= 1
    } while value > 0
  }

  /// Appends `text` as a JSON string literal.
  static func appendJSON(_ text: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { bytes in
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): out.append(contentsOf: "\\\"".utf8)
        case UInt8(ascii: "\\"): out.append(contentsOf: "\\\\".utf8)
        case UInt8(ascii: "\n"): out.append(contentsOf: "\\n".utf8)
        case UInt8(ascii: "\r"): out.append(contentsOf: "\\r".utf8)
        case UInt8(ascii: "\t"): out.append(contentsOf: "\\t".utf8)
        case 0..<0x20:
          let hex = Array("0123456789abcdef".utf8)
          out.append(contentsOf: "\\u00".utf8)
          out.append(hex[Int(byte >> 4)])
          out.append(hex[Int(byte & 0xF)])
        case 0xE2
        where index + 1 < bytes.count && bytes[index] == 0x80
          && (bytes[index + 1] == 0xA8 || bytes[index + 1] == 0xA9):
          // NB: U+2028 and U+2029 are valid in JSON but line terminators in older JavaScript.
          out.append(contentsOf: (bytes[index + 1] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
          index += 2
        default:
          out.append(byte)
        }
      }
    }
    out.append(UInt8(ascii: "\""))
  }
}

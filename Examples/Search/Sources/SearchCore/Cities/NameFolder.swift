import Foundation

/// Turns a name into the bytes matching compares: case, accents and width dropped, and every
/// run of spaces and punctuation made one space.
///
/// `München`, `MUNCHEN` and `Ｍｕｎｃｈｅｎ` all fold to `munchen`; `Saint-Étienne` to
/// `saint etienne`; `東京` and `서울` stay themselves, so any script can be searched.
///
/// Folding works one Unicode scalar at a time. ASCII is folded inline; any other scalar is
/// folded once with Foundation (`folding(options:)` with case, diacritic and width
/// insensitivity, plus a few letters it leaves alone, such as `ø` and `ł`) and remembered, so
/// folding the 700,000 names of the data costs a table look-up per scalar. Because names and
/// queries are folded by the same function, they always agree.
struct NameFolder: Sendable {
  /// For each scalar of the Basic Multilingual Plane: its folding's place in `pool` and length
  /// (`offset << 8 | length`), or `unknown`.
  private var basic = [UInt32](repeating: NameFolder.unknown, count: 0x1_0000)
  private var pool: [UInt8] = []
  private var supplementary: [UInt32: [UInt8]] = [:]

  private static let unknown = UInt32.max
  private static let space = UInt8(ascii: " ")

  /// Letters Foundation's folding keeps, spelled as people type them without the key.
  private static let spelledOut: [Unicode.Scalar: String] = [
    "ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "æ": "ae", "œ": "oe", "ı": "i",
    "ħ": "h", "ŀ": "l", "ŧ": "t",
  ]

  /// Folds `text`, appending its bytes to `output`: no leading or trailing space, no two in a
  /// row.
  mutating func fold(_ text: String, into output: inout [UInt8]) {
    var text = text
    text.withUTF8 { fold(utf8: $0, into: &output) }
  }

  /// Folds UTF-8 bytes (invalid sequences count as punctuation), appending to `output`.
  mutating func fold(utf8 bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
    let start = output.count
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        switch lead {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          output.append(lead)
        case UInt8(ascii: "A")...UInt8(ascii: "Z"):
          output.append(lead | 0x20)
        default:
          appendSpace(&output, start: start)
        }
        continue
      }
      let (value, length) = Self.decode(bytes, at: index)
      index += length
      appendFolded(value, into: &output, start: start)
    }
    if output.count > start, output.last == Self.space { output.removeLast() }
  }

  /// The folded bytes of `text`.
  mutating func folded(_ text: String) -> [UInt8] {
    var output: [UInt8] = []
    fold(text, into: &output)
    return output
  }

  private mutating func appendFolded(_ value: UInt32, into output: inout [UInt8], start: Int) {
    if value < 0x1_0000 {
      var packed = basic[Int(value)]
      if packed == Self.unknown {
        let folding = Self.foldScalar(value)
        packed = UInt32(pool.count) << 8 | UInt32(folding.count)
        pool += folding
        basic[Int(value)] = packed
      }
      let offset = Int(packed >> 8)
      let length = Int(packed & 0xFF)
      if length == 1, pool[offset] == Self.space {
        appendSpace(&output, start: start)
      } else {
        output += pool[offset..<offset + length]
      }
      return
    }
    let folding = supplementary[value] ?? Self.foldScalar(value)
    supplementary[value] = folding
    if folding == [Self.space] {
      appendSpace(&output, start: start)
    } else {
      output += folding
    }
  }

  private func appendSpace(_ output: inout [UInt8], start: Int) {
    if output.count > start, output.last != Self.space { output.append(Self.space) }
  }

  /// One scalar folded with Foundation: `[]` for marks, `[space]` for spaces and punctuation.
  private static func foldScalar(_ value: UInt32) -> [UInt8] {
    guard let scalar = Unicode.Scalar(value) else { return [space] }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control:
      return []
    case .spaceSeparator, .lineSeparator, .paragraphSeparator, .connectorPunctuation,
      .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
      .finalPunctuation, .otherPunctuation, .modifierSymbol:
      return [space]
    default:
      break
    }
    let folded = String(scalar).folding(
      options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    var result = ""
    for scalar in folded.unicodeScalars {
      if let spelled = spelledOut[scalar] {
        result += spelled
      } else if scalar.properties.generalCategory != .nonspacingMark {
        result.unicodeScalars.append(scalar)
      }
    }
    return Array(result.lowercased().utf8)
  }

  /// Decodes the scalar starting at `index`, or U+FFFD (with length 1) for a malformed one.
  private static func decode(
    _ bytes: UnsafeBufferPointer<UInt8>, at index: Int
  ) -> (value: UInt32, length: Int) {
    let lead = UInt32(bytes[index])
    let length: Int
    var value: UInt32
    switch lead {
    case 0xC2...0xDF: (length, value) = (2, lead & 0x1F)
    case 0xE0...0xEF: (length, value) = (3, lead & 0x0F)
    case 0xF0...0xF4: (length, value) = (4, lead & 0x07)
    default: return (0xFFFD, 1)
    }
    guard index + length <= bytes.count else { return (0xFFFD, 1) }
    for offset in 1..<length {
      let byte = UInt32(bytes[index + offset])
      guard byte & 0xC0 == 0x80 else { return (0xFFFD, 1) }
      value = value << 6 | (byte & 0x3F)
    }
    guard value <= 0x10_FFFF, !(0xD800...0xDFFF).contains(value) else { return (0xFFFD, 1) }
    return (value, length)
  }
}

/// HTML escaping for text and attribute values.
enum HTML {
  /// Escapes `&`, `<`, `>`, `"` and `'`.
  static func escape(_ text: some StringProtocol) -> String {
    // NB: byte by byte; every escaped character is ASCII, and no byte of a multi-byte UTF-8
    // sequence is ASCII, so the rest is copied unchanged.
    let utf8 = text.utf8
    guard utf8.contains(where: needsEscape) else { return String(text) }
    var result: [UInt8] = []
    result.reserveCapacity(utf8.count + utf8.count / 8)
    for byte in utf8 {
      switch byte {
      case UInt8(ascii: "&"): result.append(contentsOf: "&amp;".utf8)
      case UInt8(ascii: "<"): result.append(contentsOf: "&lt;".utf8)
      case UInt8(ascii: ">"): result.append(contentsOf: "&gt;".utf8)
      case UInt8(ascii: "\""): result.append(contentsOf: "&quot;".utf8)
      case UInt8(ascii: "'"): result.append(contentsOf: "&#39;".utf8)
      default: result.append(byte)
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  private static func needsEscape(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
      UInt8(ascii: "'"):
      true
    default: false
    }
  }
}

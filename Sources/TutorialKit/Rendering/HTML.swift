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
    escape(utf8, into: &result)
    return String(decoding: result, as: UTF8.self)
  }

  /// Appends the UTF-8 `bytes` to `html`, escaping `&`, `<`, `>`, `"` and `'`.
  static func escape(_ bytes: some Sequence<UInt8>, into html: inout [UInt8]) {
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "&"): html.append(contentsOf: "&amp;".utf8)
      case UInt8(ascii: "<"): html.append(contentsOf: "&lt;".utf8)
      case UInt8(ascii: ">"): html.append(contentsOf: "&gt;".utf8)
      case UInt8(ascii: "\""): html.append(contentsOf: "&quot;".utf8)
      case UInt8(ascii: "'"): html.append(contentsOf: "&#39;".utf8)
      default: html.append(byte)
      }
    }
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

/// HTML escaping for text and attribute values.
package enum HTML {
  /// Escapes `&`, `<`, `>`, `"` and `'`.
  package static func escape(_ text: some StringProtocol) -> String {
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
      if let entity = entity(for: byte) {
        html.append(
          contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
      } else {
        html.append(byte)
      }
    }
  }

  /// Appends the UTF-8 `bytes` to `html` as the byte-by-byte `escape(_:into:)` does, copying
  /// the runs between characters to escape at once.
  static func escape(_ bytes: UnsafeBufferPointer<UInt8>, into html: inout [UInt8]) {
    var run = 0
    for index in bytes.indices {
      guard let entity = entity(for: bytes[index]) else { continue }
      html.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
      html.append(
        contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
      run = index + 1
    }
    html.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...]))
  }

  /// Escapes `text` and makes each span between backticks inline code.
  ///
  /// For one-line texts such as a guide's `summary:`: `` Uses `forEach` `` becomes
  /// `Uses <code>forEach</code>`; a backtick left unpaired stays.
  static func inlineCode(_ text: String) -> String {
    let parts = text.split(separator: "`", omittingEmptySubsequences: false)
    var html = ""
    for (index, part) in parts.enumerated() {
      let isCode = index % 2 == 1 && index < parts.count - 1
      if index % 2 == 1 && !isCode { html += "`" }
      html += isCode ? "<code>\(escape(part))</code>" : escape(part)
    }
    return html
  }

  private static func needsEscape(_ byte: UInt8) -> Bool { entity(for: byte) != nil }

  /// The entity that stands for `byte` in HTML, or `nil` when it stands for itself.
  private static func entity(for byte: UInt8) -> StaticString? {
    switch byte {
    case UInt8(ascii: "&"): "&amp;"
    case UInt8(ascii: "<"): "&lt;"
    case UInt8(ascii: ">"): "&gt;"
    case UInt8(ascii: "\""): "&quot;"
    case UInt8(ascii: "'"): "&#39;"
    default: nil
    }
  }
}

/// Reading and writing numbers and four-character codes in a byte order.
enum Bytes {
  static func uint16(_ bytes: [UInt8], _ offset: Int, _ order: ByteOrder) -> UInt16 {
    let (a, b) = (UInt16(bytes[offset]), UInt16(bytes[offset + 1]))
    return order == .littleEndian ? a | b << 8 : a << 8 | b
  }

  static func uint32(_ bytes: [UInt8], _ offset: Int, _ order: ByteOrder) -> UInt32 {
    let low = UInt32(uint16(bytes, offset, order))
    let high = UInt32(uint16(bytes, offset + 2, order))
    return order == .littleEndian ? low | high << 16 : low << 16 | high
  }

  static func uint64(_ bytes: [UInt8], _ offset: Int, _ order: ByteOrder) -> UInt64 {
    let low = UInt64(uint32(bytes, offset, order))
    let high = UInt64(uint32(bytes, offset + 4, order))
    return order == .littleEndian ? low | high << 32 : low << 32 | high
  }

  static func append(_ value: UInt16, to bytes: inout [UInt8], _ order: ByteOrder) {
    let pair = [UInt8(value & 0xFF), UInt8(value >> 8)]
    bytes += order == .littleEndian ? pair : pair.reversed()
  }

  static func append(_ value: UInt32, to bytes: inout [UInt8], _ order: ByteOrder) {
    let halves = [UInt16(value & 0xFFFF), UInt16(value >> 16)]
    for half in order == .littleEndian ? halves : halves.reversed() {
      append(half, to: &bytes, order)
    }
  }

  static func append(_ value: UInt64, to bytes: inout [UInt8], _ order: ByteOrder) {
    let halves = [UInt32(value & 0xFFFF_FFFF), UInt32(value >> 32)]
    for half in order == .littleEndian ? halves : halves.reversed() {
      append(half, to: &bytes, order)
    }
  }

  /// Replaces the four bytes at `offset` with `value`.
  static func set(_ value: UInt32, in bytes: inout [UInt8], at offset: Int, _ order: ByteOrder) {
    var encoded: [UInt8] = []
    append(value, to: &encoded, order)
    bytes.replaceSubrange(offset..<offset + 4, with: encoded)
  }

  /// Replaces the eight bytes at `offset` with `value`.
  static func set(_ value: UInt64, in bytes: inout [UInt8], at offset: Int, _ order: ByteOrder) {
    var encoded: [UInt8] = []
    append(value, to: &encoded, order)
    bytes.replaceSubrange(offset..<offset + 8, with: encoded)
  }

  /// Whether four bytes can be a chunk's name: printable ASCII, as every real one is.
  static func isChunkID(_ bytes: some Collection<UInt8>) -> Bool {
    bytes.count == 4 && bytes.allSatisfy { (0x20...0x7E).contains($0) }
  }

  /// Four bytes as text for messages: printable ASCII as is, anything else as `\xNN`.
  static func quoted(_ bytes: some Sequence<UInt8>) -> String {
    bytes.map { byte in
      (0x20...0x7E).contains(byte)
        ? String(UnicodeScalar(byte))
        : "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
    }.joined()
  }

  static func code(_ text: String) -> [UInt8] { Array(text.utf8) }
}

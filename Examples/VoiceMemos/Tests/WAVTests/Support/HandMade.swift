/// WAV files put together byte by byte, independently of `WAVEncoder`, so that each test
/// states the exact layout it reads.
enum HandMade {
  enum Order { case little, big }

  static func u16(_ value: UInt16, _ order: Order = .little) -> [UInt8] {
    let bytes = [UInt8(value & 0xFF), UInt8(value >> 8)]
    return order == .little ? bytes : bytes.reversed()
  }

  static func u32(_ value: UInt32, _ order: Order = .little) -> [UInt8] {
    let bytes = (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    return order == .little ? bytes : bytes.reversed()
  }

  static func u64(_ value: UInt64, _ order: Order = .little) -> [UInt8] {
    let bytes = (0..<8).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    return order == .little ? bytes : bytes.reversed()
  }

  /// A chunk: name, size (the body's, unless `size` lies), body, and a pad byte after an odd
  /// body unless `pad` is false.
  static func chunk(
    _ id: String, _ body: [UInt8], size: UInt32? = nil, pad: Bool = true, _ order: Order = .little
  ) -> [UInt8] {
    Array(id.utf8) + u32(size ?? UInt32(body.count), order) + body
      + (pad && body.count % 2 == 1 ? [0] : [])
  }

  /// A whole file: the magic, the RIFF size (the real one unless `size` lies), `WAVE`, chunks.
  static func file(
    magic: String = "RIFF", size: UInt32? = nil, order: Order = .little, _ chunks: [UInt8]...
  ) -> [UInt8] {
    let body = chunks.flatMap { $0 }
    return Array(magic.utf8) + u32(size ?? UInt32(4 + body.count), order) + Array("WAVE".utf8)
      + body
  }

  /// A plain `fmt ` body (16 bytes, or 18 with `cbSize` for non-PCM tags).
  static func fmt(
    tag: UInt16 = 1, channels: UInt16 = 1, rate: UInt32 = 8000, bits: UInt16 = 16,
    blockAlign: UInt16? = nil, _ order: Order = .little
  ) -> [UInt8] {
    let align = blockAlign ?? channels * ((bits + 7) / 8)
    let body =
      u16(tag, order) + u16(channels, order) + u32(rate, order)
      + u32(rate * UInt32(align), order) + u16(align, order) + u16(bits, order)
    return tag == 1 ? body : body + u16(0, order)
  }

  /// A `WAVE_FORMAT_EXTENSIBLE` body (40 bytes).
  static func extensible(
    subTag: UInt16 = 1, channels: UInt16 = 2, rate: UInt32 = 48000, container: UInt16 = 24,
    valid: UInt16 = 20, mask: UInt32 = 3, guidTail: [UInt8]? = nil, _ order: Order = .little
  ) -> [UInt8] {
    let align = channels * container / 8
    return u16(0xFFFE, order) + u16(channels, order) + u32(rate, order)
      + u32(rate * UInt32(align), order) + u16(align, order) + u16(container, order)
      + u16(22, order) + u16(valid, order) + u32(mask, order)
      + u32(UInt32(subTag), order) + u16(0, order) + u16(0x10, order)
      + (guidTail ?? [0x80, 0x00, 0x00, 0xAA, 0x00, 0x38, 0x9B, 0x71])
  }

  /// A `LIST`/`INFO` chunk with `entries` (NUL-terminated, padded).
  static func info(_ entries: [(String, [UInt8])], _ order: Order = .little) -> [UInt8] {
    chunk("LIST", Array("INFO".utf8) + entries.flatMap { chunk($0.0, $0.1, order) }, order)
  }

  /// Text as an INFO value: UTF-8 and a NUL.
  static func text(_ value: String) -> [UInt8] { Array(value.utf8) + [0] }
}

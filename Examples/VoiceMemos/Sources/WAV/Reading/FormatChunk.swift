/// Reads the body of a `fmt ` chunk into a ``WAVFormat``, refusing fields that contradict
/// each other.
enum FormatChunk {
  /// The tag of `WAVE_FORMAT_EXTENSIBLE`, whose real encoding is in a sub-format GUID.
  static let extensibleTag: UInt16 = 0xFFFE
  /// Bytes 8–15 of every standard sub-format GUID (`xxxxxxxx-0000-0010-8000-00AA00389B71`).
  static let guidTail: [UInt8] = [0x80, 0x00, 0x00, 0xAA, 0x00, 0x38, 0x9B, 0x71]

  /// A reason the chunk cannot be used, told apart so the error says the right thing.
  enum Failure: Error {
    case damaged(String)
    case contradiction(String)
    case unsupported(String)
  }

  /// Parses `body`, the first bytes of the chunk (up to 40), given the chunk's whole size.
  static func parse(_ body: [UInt8], size: UInt64, order: ByteOrder) throws(Failure) -> WAVFormat {
    guard body.count >= 16 else {
      throw .damaged("the 'fmt ' chunk is \(size) bytes; it needs at least 16")
    }
    let tag = Bytes.uint16(body, 0, order)
    let channels = Bytes.uint16(body, 2, order)
    let sampleRate = Bytes.uint32(body, 4, order)
    let blockAlign = Int(Bytes.uint16(body, 12, order))
    let bits = Bytes.uint16(body, 14, order)

    guard channels > 0 else { throw .contradiction("'fmt ' says the audio has 0 channels") }
    guard sampleRate > 0 else { throw .contradiction("'fmt ' says 0 samples per second") }

    let encoding: WAVEncoding
    var validBits = bits
    var channelMask: UInt32 = 0
    let isExtensible = tag == extensibleTag
    if isExtensible {
      guard body.count >= 40, Bytes.uint16(body, 16, order) >= 22 else {
        throw .damaged("the 'fmt ' chunk says WAVE_FORMAT_EXTENSIBLE but is too short for it")
      }
      let declaredValid = Bytes.uint16(body, 18, order)
      validBits = declaredValid == 0 ? bits : declaredValid
      channelMask = Bytes.uint32(body, 20, order)
      let subTag = Bytes.uint32(body, 24, order)
      let isStandard =
        subTag <= 0xFFFF && Bytes.uint16(body, 28, order) == 0
        && Bytes.uint16(body, 30, order) == 0x0010 && Array(body[32..<40]) == guidTail
      guard isStandard, let subEncoding = WAVEncoding(formatTag: UInt16(truncatingIfNeeded: subTag))
      else {
        let guid = body[24..<40].map { ($0 < 0x10 ? "0" : "") + String($0, radix: 16) }.joined()
        throw .unsupported("WAVE_FORMAT_EXTENSIBLE with sub-format \(guid)")
      }
      encoding = subEncoding
      guard bits % 8 == 0, bits > 0 else {
        throw .contradiction("an extensible format's container of \(bits) bits is not whole bytes")
      }
      guard validBits <= bits else {
        throw .contradiction("\(validBits) valid bits do not fit in a \(bits)-bit container")
      }
    } else {
      guard let plain = WAVEncoding(formatTag: tag) else {
        throw .unsupported("format tag 0x\(String(tag, radix: 16, uppercase: true))")
      }
      encoding = plain
    }
    guard encoding.allows(bitsPerSample: validBits) else {
      throw .contradiction("\(encoding.rawValue) samples cannot be \(validBits) bits")
    }

    // NB: Old writers put samples of 20 or 24 bits in 4-byte slots without the extensible
    // format; the block alignment is what says how big a slot is, so it wins when it is whole.
    let minimumBytes = (Int(validBits) + 7) / 8
    let containerBytes: Int
    if isExtensible {
      containerBytes = Int(bits) / 8
    } else if blockAlign % Int(channels) == 0, blockAlign / Int(channels) >= minimumBytes,
      blockAlign / Int(channels) <= 8
    {
      containerBytes = blockAlign / Int(channels)
    } else {
      containerBytes = minimumBytes
    }
    guard blockAlign == Int(channels) * containerBytes else {
      throw .contradiction(
        "a frame of \(channels) \(validBits)-bit samples takes \(Int(channels) * containerBytes) "
          + "bytes, but 'fmt ' says \(blockAlign)")
    }
    return WAVFormat(
      encoding: encoding, sampleRate: sampleRate, channels: channels, bitsPerSample: validBits,
      containerBitsPerSample: UInt16(containerBytes * 8), isExtensible: isExtensible,
      channelMask: channelMask)
  }
}

/// Makes whole WAV files: the tone a recorder without a microphone writes, and files for tests.
///
/// ```swift
/// let format = WAVFormat(encoding: .pcm, sampleRate: 8000, channels: 1, bitsPerSample: 16)
/// let bytes = WAVEncoder.encode(format: format, audio: samples, metadata: WAVMetadata(title: "A"))
/// ```
public enum WAVEncoder {
  /// Where the `LIST`/`INFO` chunk goes.
  public enum ListPlacement: Sendable {
    /// Before the audio, where a reader finds it without skipping the audio.
    case beforeData
    /// After the audio, where some tools append it.
    case afterData
  }

  /// A chunk to put in the file as it is, such as `bext` or `JUNK`.
  public struct Chunk: Equatable, Sendable {
    /// Its four-character name.
    public var id: String
    /// Its body; a pad byte is added after an odd body.
    public var body: [UInt8]

    /// Creates a chunk; `id` must be four ASCII characters.
    public init(id: String, body: [UInt8]) {
      self.id = id
      self.body = body
    }
  }

  /// The bytes of a WAV file.
  ///
  /// - Parameters:
  ///   - format: The samples' format; `isExtensible` chooses `WAVE_FORMAT_EXTENSIBLE`.
  ///   - audio: The `data` chunk's bytes, already in the container's byte order.
  ///   - metadata: Title, date and comment; no `LIST` chunk when empty.
  ///   - container: RIFF, RIFX, RF64 or BW64 (the last two with a `ds64` chunk and 32-bit
  ///     sizes of 0xFFFFFFFF).
  ///   - extraChunks: Chunks written after `fmt `, before the audio.
  ///   - listPlacement: Where the metadata goes.
  public static func encode(
    format: WAVFormat, audio: [UInt8], metadata: WAVMetadata = WAVMetadata(),
    container: WAVContainer = .riff, extraChunks: [Chunk] = [],
    listPlacement: ListPlacement = .beforeData
  ) -> [UInt8] {
    let order = container.byteOrder
    var body: [UInt8] = []
    append(Chunk(id: "fmt ", body: formatBody(format, order: order)), to: &body, order)
    if format.encoding != .pcm {
      var frames: [UInt8] = []
      let count = format.blockAlign == 0 ? 0 : audio.count / format.blockAlign
      Bytes.append(UInt32(truncatingIfNeeded: count), to: &frames, order)
      append(Chunk(id: "fact", body: frames), to: &body, order)
    }
    for chunk in extraChunks { append(chunk, to: &body, order) }
    let list =
      metadata.isEmpty ? [] : InfoList(entries: []).replacing(with: metadata).chunk(order: order)
    if listPlacement == .beforeData { body += list }
    let dataSizeField =
      container.hasDataSize64 ? UInt32.max : UInt32(truncatingIfNeeded: audio.count)
    body += Bytes.code("data")
    Bytes.append(dataSizeField, to: &body, order)
    body += audio
    if audio.count % 2 == 1 { body.append(0) }
    if listPlacement == .afterData { body += list }

    var file = Bytes.code(container.rawValue)
    if container.hasDataSize64 {
      var ds64: [UInt8] = []
      let riffSize = UInt64(4 + 8 + 28 + body.count)
      Bytes.append(riffSize, to: &ds64, order)
      Bytes.append(UInt64(audio.count), to: &ds64, order)
      let frames = format.blockAlign == 0 ? 0 : audio.count / format.blockAlign
      Bytes.append(UInt64(frames), to: &ds64, order)
      Bytes.append(UInt32(0), to: &ds64, order)
      Bytes.append(UInt32.max, to: &file, order)
      file += Bytes.code("WAVE")
      append(Chunk(id: "ds64", body: ds64), to: &file, order)
    } else {
      Bytes.append(UInt32(truncatingIfNeeded: 4 + body.count), to: &file, order)
      file += Bytes.code("WAVE")
    }
    return file + body
  }

  /// The body of a `fmt ` chunk: 16 bytes for plain PCM, 18 for other plain formats, 40 for
  /// an extensible one.
  static func formatBody(_ format: WAVFormat, order: ByteOrder) -> [UInt8] {
    var body: [UInt8] = []
    Bytes.append(
      format.isExtensible ? FormatChunk.extensibleTag : format.encoding.formatTag, to: &body, order)
    Bytes.append(format.channels, to: &body, order)
    Bytes.append(format.sampleRate, to: &body, order)
    Bytes.append(
      UInt32(truncatingIfNeeded: Int(format.sampleRate) * format.blockAlign), to: &body, order)
    Bytes.append(UInt16(truncatingIfNeeded: format.blockAlign), to: &body, order)
    let bits = format.isExtensible ? format.containerBitsPerSample : format.bitsPerSample
    Bytes.append(bits, to: &body, order)
    if format.isExtensible {
      Bytes.append(UInt16(22), to: &body, order)
      Bytes.append(format.bitsPerSample, to: &body, order)
      Bytes.append(format.channelMask, to: &body, order)
      Bytes.append(UInt32(format.encoding.formatTag), to: &body, order)
      Bytes.append(UInt16(0), to: &body, order)
      Bytes.append(UInt16(0x0010), to: &body, order)
      body += FormatChunk.guidTail
    } else if format.encoding != .pcm {
      Bytes.append(UInt16(0), to: &body, order)
    }
    return body
  }

  static func append(_ chunk: Chunk, to bytes: inout [UInt8], _ order: ByteOrder) {
    bytes += Bytes.code(chunk.id)
    Bytes.append(UInt32(truncatingIfNeeded: chunk.body.count), to: &bytes, order)
    bytes += chunk.body
    if chunk.body.count % 2 == 1 { bytes.append(0) }
  }
}

/// One chunk of a WAV file as the reader found it.
public struct WAVChunk: Equatable, Hashable, Sendable {
  /// The chunk's four-character name, such as `fmt `, `data` or `LIST`.
  public var id: String
  /// Where its 8-byte header starts.
  public var offset: UInt64
  /// The size of its body as the file gives it (from `ds64` in RF64 where the header says so).
  public var size: UInt64
  /// Whether a pad byte follows the body (odd sizes, unless the writer left it out).
  public var hasPadByte: Bool

  /// Where the body starts.
  public var bodyOffset: UInt64 { offset + 8 }
  /// Where the next chunk starts: after the body and its pad byte.
  public var end: UInt64 { bodyOffset + size + (hasPadByte ? 1 : 0) }
}

/// What a WAV file holds, read from its headers alone.
///
/// ```swift
/// let file = try WAVReader.read(path: "memo.wav")
/// print(file.format.summary, file.format.sampleRate, file.duration, file.metadata.title ?? "")
/// ```
public struct WAVFile: Equatable, Sendable {
  /// The RIFF flavour.
  public var container: WAVContainer
  /// How the samples are coded.
  public var format: WAVFormat
  /// Title, date and comment from the `LIST`/`INFO` chunk.
  public var metadata: WAVMetadata
  /// Every chunk in file order, as far as the file goes.
  public var chunks: [WAVChunk]
  /// Where the first audio byte is.
  public var dataOffset: UInt64
  /// How many audio bytes the `data` chunk's header claims.
  public var declaredDataSize: UInt64
  /// How many audio bytes the file really has: less than claimed when it is truncated.
  public var dataSize: UInt64
  /// Whether the file ends before a chunk its headers announce does.
  ///
  /// The audio, or a chunk after it, is cut short; ``frames`` and ``duration`` count what is
  /// there.
  public var isTruncated: Bool
  /// The file's size in bytes.
  public var fileSize: UInt64
  /// The entries of the `INFO` list, the title, date and comment among them.
  var infoList: InfoList?
  /// The `LIST` chunk the entries came from.
  var infoChunk: WAVChunk?

  /// Whole frames present in the file.
  public var frames: UInt64 {
    format.blockAlign == 0 ? 0 : dataSize / UInt64(format.blockAlign)
  }

  /// Seconds of audio present in the file.
  public var duration: Double {
    format.sampleRate == 0 ? 0 : Double(frames) / Double(format.sampleRate)
  }

  /// The first chunk named `id`.
  public func chunk(_ id: String) -> WAVChunk? {
    chunks.first { $0.id == id }
  }
}

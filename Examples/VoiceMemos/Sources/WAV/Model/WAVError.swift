/// Why a WAV file could not be read or written.
///
/// Every case names the file; ``description`` is one line that says what is wrong and, where
/// there is something to do, what to do.
public enum WAVError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file could not be opened or read (missing, a folder, no permission).
  case unreadable(path: String, reason: String)
  /// The file does not start like a WAV file.
  case notWAV(path: String, detail: String)
  /// A chunk the file needs is absent: `fmt ` or `data` (or `ds64` in RF64).
  case missingChunk(path: String, chunk: String)
  /// The file's structure is broken: a chunk runs past the end before the audio starts, or
  /// bytes stand where a chunk should begin.
  case damaged(path: String, detail: String)
  /// Two of the header's fields cannot both be true.
  case contradiction(path: String, detail: String)
  /// A WAV file in an encoding this module does not read (ADPCM, MP3 in WAV, …).
  case unsupported(path: String, detail: String)
  /// Metadata cannot be written to this file; it was left as it was.
  case notWritable(path: String, reason: String)
  /// Writing failed; the file was left as it was.
  case writeFailed(path: String, reason: String)

  /// The file the error is about.
  public var path: String {
    switch self {
    case .unreadable(let path, _), .notWAV(let path, _), .missingChunk(let path, _),
      .damaged(let path, _), .contradiction(let path, _), .unsupported(let path, _),
      .notWritable(let path, _), .writeFailed(let path, _):
      return path
    }
  }

  /// What is wrong, without the file's name.
  public var message: String {
    switch self {
    case .unreadable(_, let reason):
      return "cannot read the file: \(reason)"
    case .notWAV(_, let detail):
      return "not a WAV file: \(detail)"
    case .missingChunk(_, let chunk):
      return "not a usable WAV file: it has no '\(chunk)' chunk"
    case .damaged(_, let detail):
      return "damaged WAV file: \(detail)"
    case .contradiction(_, let detail):
      return "the WAV header contradicts itself: \(detail)"
    case .unsupported(_, let detail):
      return "unsupported WAV encoding: \(detail); PCM, float, mu-law and A-law can be read"
    case .notWritable(_, let reason):
      return "metadata not written: \(reason); the file is unchanged"
    case .writeFailed(_, let reason):
      return "cannot write the file: \(reason); the file is unchanged"
    }
  }

  /// `PATH: error: MESSAGE`, one line.
  public var description: String { "\(path): error: \(message)" }
}

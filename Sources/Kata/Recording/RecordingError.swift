/// Why recording or replaying actions failed.
public enum RecordingError: Error, Equatable, CustomStringConvertible, Sendable {
  /// Recording would overwrite an existing file.
  case fileExists(path: String)
  /// The recording file could not be created or written.
  case cannotWrite(path: String, reason: String)
  /// The recording file could not be read.
  case cannotRead(path: String, reason: String)
  /// The file does not start with a Kata recording header.
  case notARecording(path: String)
  /// The recording holds actions of another type.
  case wrongActionType(path: String, expected: String, found: String)
  /// A line of the recording is not an action of this store.
  case undecodableAction(path: String, line: Int, reason: String)
  /// Only a root store records and replays: a scoped store sees part of the actions.
  case scopedStore

  public var description: String {
    switch self {
    case let .fileExists(path):
      return "\(path): error: a file is already there; choose another path or remove it first"
    case let .cannotWrite(path, reason):
      return "\(path): error: cannot write the recording: \(reason)"
    case let .cannotRead(path, reason):
      return "\(path): error: cannot read the recording: \(reason)"
    case let .notARecording(path):
      return "\(path):1: error: not a Kata action recording (no recording header on line 1)"
    case let .wrongActionType(path, expected, found):
      return
        "\(path):1: error: the recording holds '\(found)' actions, but this store sends '\(expected)'"
    case let .undecodableAction(path, line, reason):
      return "\(path):\(line): error: cannot decode the action on this line: \(reason)"
    case .scopedStore:
      return "error: only a root store can record or replay actions; record the store you created"
    }
  }
}

/// Why the todos could not be loaded or saved.
public enum TodosStorageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file exists but is not a todos file (broken JSON, missing fields).
  case corrupt(path: String, detail: String)
  /// The file was written by another version of the format.
  case unsupportedVersion(path: String, found: Int, supported: Int)
  /// The file could not be read at all (permissions, a directory in its place).
  case unreadable(path: String, reason: String)
  /// The todos could not be written; the previous file is still there.
  case unwritable(path: String, reason: String)

  /// Whether the problem is the file's content, which `--fresh` can move aside.
  public var isUnreadableContent: Bool {
    switch self {
    case .corrupt, .unsupportedVersion: return true
    case .unreadable, .unwritable: return false
    }
  }

  public var description: String {
    switch self {
    case .corrupt(let path, let detail):
      return "\(path) is not a valid todos file (\(detail)); it was left as it is"
    case .unsupportedVersion(let path, let found, let supported):
      return
        "\(path) is a version \(found) todos file; this todos reads version \(supported), so the "
        + "file was left as it is"
    case .unreadable(let path, let reason):
      return "cannot read \(path): \(reason)"
    case .unwritable(let path, let reason):
      return "cannot save to \(path): \(reason); the previous file is unchanged"
    }
  }
}

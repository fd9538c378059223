import Foundation

/// Writes files atomically: to a temporary file next to the target, then renamed over it, so a
/// reader or an interrupted run never sees half a file.
enum FileWriting {
  /// Writes `data` to `path`, creating the parent folders.
  static func write(_ data: Data, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    try data.write(to: temporary)
    if rename(temporary.path, url.path) != 0 {
      try? FileManager.default.removeItem(at: temporary)
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
    }
  }

  /// Writes `text` as UTF-8 to `path`.
  static func write(_ text: String, to path: String) throws {
    try write(Data(text.utf8), to: path)
  }
}

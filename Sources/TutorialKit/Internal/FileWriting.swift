import Foundation

/// Writes files atomically: to a temporary file next to the target, then renamed over it, so a
/// reader or an interrupted run never sees half a file.
///
/// NB: the file is not flushed to the disk before the rename (Foundation's `Data.write` does
/// that for every file, which took a large share of writing a site): what is written here is
/// output or cache that a later run makes again, and after a crash a cache file that does not
/// decode counts as missing.
enum FileWriting {
  /// Why a file could not be written.
  struct Failure: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "cannot write \(path): \(reason)" }
  }

  /// Writes `data` to `path`, creating the parent folders.
  static func write(_ data: Data, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).tmp"
    ).path
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw Failure(path: path, reason: Self.reason(errno)) }
    var failure: Int32 = 0
    data.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.write(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += written
      }
    }
    if close(descriptor) != 0, failure == 0 { failure = errno }
    if failure == 0, rename(temporary, path) != 0 { failure = errno }
    if failure != 0 {
      unlink(temporary)
      throw Failure(path: path, reason: Self.reason(failure))
    }
  }

  /// Writes `text` as UTF-8 to `path`.
  static func write(_ text: String, to path: String) throws {
    try write(Data(text.utf8), to: path)
  }

  private static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}

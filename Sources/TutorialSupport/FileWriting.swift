import Foundation

/// Writes files atomically: to a temporary file next to the target, then renamed over it, so a
/// reader or an interrupted run never sees half a file.
///
/// NB: by default the file is not flushed to the disk before the rename (Foundation's
/// `Data.write` does that for every file, which took a large share of writing a site): output
/// and cache are made again by a later run, and after a crash a cache file that does not decode
/// counts as missing. A file the user wrote (a guide rewritten by `sync` or `stamp`) is written
/// `durable`: flushed before the rename, and its folder after it.
///
/// The temporary file is named `.NAME.PID.RANDOM.tmp`; a run killed before its rename leaves it
/// behind, and ``removeLeftovers(in:)`` removes those whose process is gone.
package enum FileWriting {
  /// Why a file could not be written.
  package struct Failure: Error, CustomStringConvertible {
    package var path: String
    package var reason: String

    package init(path: String, reason: String) {
      self.path = path
      self.reason = reason
    }
    package var description: String { "cannot write \(path): \(reason)" }
  }

  /// Writes `data` to `path`, creating the parent folders.
  ///
  /// - Parameter durable: Whether the file reaches the disk before it replaces the old one.
  package static func write(_ data: Data, to path: String, durable: Bool = false) throws {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(getpid()).\(UUID().uuidString.prefix(8)).tmp"
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
    if durable, failure == 0, fsync(descriptor) != 0 { failure = errno }
    if close(descriptor) != 0, failure == 0 { failure = errno }
    if failure == 0, rename(temporary, path) != 0 { failure = errno }
    if failure != 0 {
      unlink(temporary)
      throw Failure(path: path, reason: Self.reason(failure))
    }
    if durable {
      let folderDescriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      if folderDescriptor >= 0 {
        fsync(folderDescriptor)
        close(folderDescriptor)
      }
    }
  }

  /// Writes `text` as UTF-8 to `path`.
  package static func write(_ text: String, to path: String, durable: Bool = false) throws {
    try write(Data(text.utf8), to: path, durable: durable)
  }

  /// Removes the temporary files that runs killed before their rename left in `folder`: those
  /// named by ``write(_:to:durable:)`` whose process has ended, and those of the older
  /// `.NAME.UUID.tmp` form an hour after they were written.
  /// - Returns: How many were removed.
  @discardableResult
  package static func removeLeftovers(in folder: String) -> Int {
    var removed = 0
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
      guard name.hasPrefix("."), name.hasSuffix(".tmp"), isLeftover(name, in: folder) else {
        continue
      }
      if unlink("\(folder)/\(name)") == 0 { removed += 1 }
    }
    return removed
  }

  /// Whether `name` is a temporary file of ``write(_:to:durable:)`` that no running process
  /// will rename.
  private static func isLeftover(_ name: String, in folder: String) -> Bool {
    let parts = name.dropLast(".tmp".count).split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 4 else { return false }
    let random = parts[parts.count - 1]
    if let pid = Int32(parts[parts.count - 2]), random.count == 8,
      random.allSatisfy(\.isHexDigit)
    {
      // NB: kill with no signal only asks whether the process exists.
      return pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH
    }
    guard UUID(uuidString: String(random)) != nil,
      let attributes = try? FileManager.default.attributesOfItem(atPath: "\(folder)/\(name)"),
      let date = attributes[.modificationDate] as? Date
    else { return false }
    return Date().timeIntervalSince(date) > 3600
  }

  private static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}

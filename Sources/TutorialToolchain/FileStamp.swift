import Foundation

/// What `stat` says about a file or folder that changes whenever its content does: its device,
/// inode, size, and times of modification and of status change.
///
/// A folder's modification time changes when an entry is added, removed or renamed, so a
/// folder's stamp stands for its listing. Symbolic links are followed.
package struct FileStamp: Equatable, Sendable {
  /// The stamp as one line of text, such as `2049:1234:5120:1700000000.123456789:…`.
  package var text: String
  /// The size in bytes.
  package var size: Int
  /// The modification time, in seconds since 1970.
  package var modified: Double
  /// The later of the modification and status-change times, in seconds since 1970.
  package var lastChange: Double

  /// The stamp of `path`, or `nil` when nothing is there.
  ///
  /// NB: `stat` itself: `FileManager.attributesOfItem` builds a dictionary of every attribute,
  /// which made stamping the libraries a large part of an unchanged check.
  package static func of(_ path: String) -> FileStamp? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
      let modified = info.st_mtimespec
      let changed = info.st_ctimespec
    #else
      let modified = info.st_mtim
      let changed = info.st_ctim
    #endif
    func seconds(_ time: timespec) -> Double { Double(time.tv_sec) + Double(time.tv_nsec) / 1e9 }
    return FileStamp(
      text: "\(info.st_dev):\(info.st_ino):\(info.st_size):\(modified.tv_sec).\(modified.tv_nsec)"
        + ":\(changed.tv_sec).\(changed.tv_nsec)",
      size: Int(info.st_size), modified: seconds(modified),
      lastChange: max(seconds(modified), seconds(changed)))
  }
}

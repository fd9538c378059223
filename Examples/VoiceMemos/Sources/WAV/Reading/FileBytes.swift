#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file opened for reading at any offset with `pread`, so nothing is read that is not asked
/// for.
public final class FileBytes: ByteSource {
  /// The path the file was opened at.
  public let path: String
  /// The file's size when it was opened.
  public let size: UInt64
  /// The file's permission bits, kept when the file is replaced.
  public let permissions: UInt32
  let descriptor: Int32

  /// Opens the regular file at `path`.
  ///
  /// - Throws: ``WAVError/unreadable(path:reason:)`` for a missing file, a folder, or no
  ///   permission.
  public init(path: String) throws(WAVError) {
    self.path = path
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw .unreadable(path: path, reason: String(cString: strerror(errno)))
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let reason = String(cString: strerror(errno))
      close(descriptor)
      throw .unreadable(path: path, reason: reason)
    }
    guard (status.st_mode & S_IFMT) == S_IFREG else {
      close(descriptor)
      let kind = (status.st_mode & S_IFMT) == S_IFDIR ? "a folder" : "not a regular file"
      throw .unreadable(path: path, reason: "it is \(kind)")
    }
    self.descriptor = descriptor
    self.size = UInt64(status.st_size)
    self.permissions = UInt32(status.st_mode & 0o7777)
  }

  deinit {
    close(descriptor)
  }

  public func bytes(at offset: UInt64, count: Int) throws(ByteSourceError) -> [UInt8] {
    guard count > 0, offset < size else { return [] }
    let wanted = Int(min(UInt64(count), size - offset))
    var buffer = [UInt8](repeating: 0, count: wanted)
    var filled = 0
    while filled < wanted {
      let result = buffer.withUnsafeMutableBytes { raw in
        pread(
          descriptor, raw.baseAddress.map { $0 + filled }, wanted - filled,
          off_t(offset) + off_t(filled))
      }
      if result < 0 {
        if errno == EINTR { continue }
        throw ByteSourceError(reason: String(cString: strerror(errno)))
      }
      if result == 0 { break }
      filled += result
    }
    return filled == wanted ? buffer : Array(buffer[0..<filled])
  }
}

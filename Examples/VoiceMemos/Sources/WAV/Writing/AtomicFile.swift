#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces a file so that a crash at any moment leaves the old file or the new one.
///
/// The new contents go to a temporary file in the same folder (`.NAME.PID.tmp-wav`), which is
/// flushed to disk and renamed over the file; the folder is flushed too, so the rename itself
/// survives a power cut. A process killed before the rename leaves its temporary file behind:
/// ``removeLeftovers(inFolder:)`` deletes those of processes that no longer run.
public enum AtomicFile {
  /// The end of every temporary file's name.
  public static let temporarySuffix = ".tmp-wav"

  /// Where the new contents of `path` are written before the rename.
  public static func temporaryPath(for path: String, processID: Int32 = getpid()) -> String {
    let (folder, name) = split(path)
    return folder + "." + name + ".\(processID)" + temporarySuffix
  }

  /// Writes the new contents of `path` through `write`, then puts them in its place.
  ///
  /// - Parameters:
  ///   - path: The file to replace.
  ///   - permissions: The new file's permission bits (the old file's, to keep them).
  ///   - write: Writes the whole new contents to the sink it is given.
  public static func replace(
    path: String, permissions: UInt32,
    write: (inout FileSink) throws(WAVError) -> Void
  ) throws(WAVError) {
    let temporary = temporaryPath(for: path)
    unlink(temporary)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(permissions))
    guard descriptor >= 0 else {
      throw .writeFailed(path: path, reason: "cannot create \(temporary): \(systemError())")
    }
    var sink = FileSink(descriptor: descriptor, path: path)
    var failure: WAVError?
    do {
      try write(&sink)
      // NB: open applies the umask to the permissions; fchmod gives the old file's exactly.
      if fchmod(descriptor, mode_t(permissions)) != 0 || fsync(descriptor) != 0 {
        failure = .writeFailed(path: path, reason: systemError())
      }
    } catch {
      failure = error
    }
    close(descriptor)
    if failure == nil, rename(temporary, path) != 0 {
      failure = .writeFailed(path: path, reason: systemError())
    }
    if let failure {
      unlink(temporary)
      throw failure
    }
    let folder = open(split(path).folder.isEmpty ? "." : split(path).folder, O_RDONLY | O_CLOEXEC)
    if folder >= 0 {
      fsync(folder)
      close(folder)
    }
  }

  /// Writes a new file at `path` through a temporary file, never replacing one that exists.
  ///
  /// - Throws: ``WAVError/writeFailed(path:reason:)`` when `path` exists or cannot be written.
  public static func create(
    path: String, permissions: UInt32 = 0o644,
    write: (inout FileSink) throws(WAVError) -> Void
  ) throws(WAVError) {
    let temporary = temporaryPath(for: path)
    unlink(temporary)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(permissions))
    guard descriptor >= 0 else {
      throw .writeFailed(path: path, reason: "cannot create \(temporary): \(systemError())")
    }
    var sink = FileSink(descriptor: descriptor, path: path)
    var failure: WAVError?
    do {
      try write(&sink)
      if fsync(descriptor) != 0 { failure = .writeFailed(path: path, reason: systemError()) }
    } catch {
      failure = error
    }
    close(descriptor)
    // NB: link, unlike rename, refuses a name that exists.
    if failure == nil, link(temporary, path) != 0 {
      failure = .writeFailed(path: path, reason: systemError())
    }
    unlink(temporary)
    if let failure { throw failure }
  }

  /// Deletes the temporary files that killed processes left in `folder`.
  ///
  /// A temporary file whose process still runs is being written and is left alone.
  /// - Returns: The paths deleted.
  @discardableResult
  public static func removeLeftovers(inFolder folder: String) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var removed: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name.hasPrefix("."), name.hasSuffix(temporarySuffix) else { continue }
      let stem = name.dropLast(temporarySuffix.count)
      guard let dot = stem.lastIndex(of: "."),
        let processID = Int32(stem[stem.index(after: dot)...])
      else { continue }
      if processID == getpid() || kill(processID, 0) == 0 || errno != ESRCH { continue }
      let path = (folder.hasSuffix("/") ? folder : folder + "/") + name
      if unlink(path) == 0 { removed.append(path) }
    }
    return removed
  }

  static func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return ("", path) }
    return (String(path[...slash]), String(path[path.index(after: slash)...]))
  }

  static func systemError() -> String { String(cString: strerror(errno)) }
}

/// Where ``AtomicFile/replace(path:permissions:write:)`` writes the new contents.
public struct FileSink: ByteSink {
  let descriptor: Int32
  let path: String

  public mutating func write(_ bytes: [UInt8]) throws(WAVError) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { raw in
        posixWrite(descriptor, raw.baseAddress.map { $0 + offset }, bytes.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw .writeFailed(path: path, reason: AtomicFile.systemError())
      }
      offset += written
    }
  }
}

/// Something bytes are written to in order.
public protocol ByteSink {
  /// Appends `bytes`.
  mutating func write(_ bytes: [UInt8]) throws(WAVError)
}

/// Bytes collected in memory.
public struct MemorySink: ByteSink {
  /// Everything written so far.
  public var bytes: [UInt8] = []

  /// Creates an empty sink.
  public init() {}

  public mutating func write(_ bytes: [UInt8]) throws(WAVError) {
    self.bytes += bytes
  }
}

private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}

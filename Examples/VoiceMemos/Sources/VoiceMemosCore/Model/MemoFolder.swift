import Foundation
import WAV

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The folder of recordings on disk: listing, renaming, and the trash.
///
/// Only `.wav` files that are not hidden are memos. Deleted memos go to `.trash/` inside the
/// folder, renamed when a file of that name is already there, so nothing is ever overwritten.
public struct MemoFolder: Sendable {
  /// The folder's path.
  public var path: String

  /// The folder at `path`.
  public init(path: String) {
    self.path = path
  }

  /// Where deleted memos go.
  public var trashPath: String { path(of: ".trash") }

  /// The path of `fileName` in the folder.
  public func path(of fileName: String) -> String {
    path.hasSuffix("/") ? path + fileName : path + "/" + fileName
  }

  /// Creates the folder if needed and removes temporary files a killed run left behind.
  ///
  /// - Returns: The leftover files removed.
  @discardableResult
  public func prepare() throws(MemoFolderError) -> [String] {
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw .cannotCreate(path: path, reason: Self.reason(error))
    }
    return AtomicFile.removeLeftovers(inFolder: path)
  }

  /// Every memo, newest first, and an error line for each `.wav` file that cannot be read.
  public func load() throws(MemoFolderError) -> MemoListing {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: path)
    } catch {
      throw .unreadable(path: path, reason: Self.reason(error))
    }
    var memos: [Memo] = []
    var problems: [String] = []
    for name in names.sorted()
    where !name.hasPrefix(".") && name.lowercased().hasSuffix(".wav") {
      do {
        memos.append(try memo(name))
      } catch {
        problems.append("\(error)")
      }
    }
    return MemoListing(memos: Self.sorted(memos), problems: problems)
  }

  /// Memos newest first; the same date in file-name order.
  public static func sorted(_ memos: [Memo]) -> [Memo] {
    memos.sorted {
      $0.sortDate != $1.sortDate ? $0.sortDate > $1.sortDate : $0.fileName < $1.fileName
    }
  }

  /// The memo in `fileName`.
  public func memo(_ fileName: String) throws(WAVError) -> Memo {
    let filePath = path(of: fileName)
    let file = try WAVReader.read(path: filePath)
    let attributes = try? FileManager.default.attributesOfItem(atPath: filePath)
    let modified = attributes?[.modificationDate] as? Date ?? Date(timeIntervalSince1970: 0)
    return Memo(fileName: fileName, file: file, modified: modified)
  }

  /// Moves `fileName` into the trash.
  public func moveToTrash(_ fileName: String) throws(MemoFolderError) {
    do {
      try FileManager.default.createDirectory(atPath: trashPath, withIntermediateDirectories: true)
    } catch {
      throw .cannotMove(path: path(of: fileName), reason: Self.reason(error))
    }
    var destination = trashPath + "/" + fileName
    var number = 2
    while FileManager.default.fileExists(atPath: destination) {
      destination = trashPath + "/" + Self.numbered(fileName, number)
      number += 1
    }
    try move(path(of: fileName), to: destination)
  }

  /// Renames `fileName` to `newName` (with `.wav` added if missing); returns the new name.
  public func rename(_ fileName: String, to newName: String) throws(MemoFolderError) -> String {
    var name = newName.trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else {
      throw .invalidName(name: newName)
    }
    if !name.lowercased().hasSuffix(".wav") { name += ".wav" }
    guard name != fileName else { return name }
    try move(path(of: fileName), to: path(of: name))
    return name
  }

  /// Moves a file without ever replacing another: `link` refuses an existing name, and the old
  /// name goes only once the new one exists.
  private func move(_ source: String, to destination: String) throws(MemoFolderError) {
    guard link(source, destination) == 0 else {
      if errno == EEXIST { throw .alreadyExists(path: destination) }
      throw .cannotMove(path: source, reason: String(cString: strerror(errno)))
    }
    guard unlink(source) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(destination)
      throw .cannotMove(path: source, reason: reason)
    }
  }

  static func numbered(_ fileName: String, _ number: Int) -> String {
    let stem = fileName.lowercased().hasSuffix(".wav") ? String(fileName.dropLast(4)) : fileName
    return "\(stem) \(number).wav"
  }

  static func reason(_ error: any Error) -> String {
    (error as NSError).localizedFailureReason ?? error.localizedDescription
  }
}

/// Why an operation on the memos folder failed.
public enum MemoFolderError: Error, Equatable, Sendable, CustomStringConvertible {
  case cannotCreate(path: String, reason: String)
  case unreadable(path: String, reason: String)
  case cannotMove(path: String, reason: String)
  case alreadyExists(path: String)
  case invalidName(name: String)

  public var description: String {
    switch self {
    case .cannotCreate(let path, let reason):
      return "\(path): error: cannot create the memos folder: \(reason)"
    case .unreadable(let path, let reason):
      return "\(path): error: cannot list the memos folder: \(reason)"
    case .cannotMove(let path, let reason):
      return "\(path): error: cannot move the file: \(reason)"
    case .alreadyExists(let path):
      return "\(path): error: a file of that name already exists; choose another name"
    case .invalidName(let name):
      return "'\(name)' is not a usable file name: it must not be empty, start with '.' or "
        + "contain '/'"
    }
  }
}

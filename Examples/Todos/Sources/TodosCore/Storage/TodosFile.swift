import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The JSON file format of the todos and its atomic writer.
///
/// ```json
/// {"todos":[{"description":"Milk","id":"…","isComplete":false}],"version":1}
/// ```
///
/// Saving writes a temporary file next to the real one, flushes it to disk and renames it over
/// the real one, so a crash at any moment leaves either the old list or the new one (and, when
/// the crash came before the rename, a temporary file that ``removeLeftovers(besides:)``
/// deletes on the next start). Loading refuses a file it does not understand instead of
/// guessing, and never writes to it.
public enum TodosFile {
  /// The format version this code reads and writes.
  public static let version = 1

  private struct Header: Decodable {
    var version: Int
  }

  private struct Contents: Codable {
    var version: Int
    var todos: [Todo.State]
  }

  /// Decodes a todos file's bytes.
  ///
  /// - Parameter path: The file's path, for error messages.
  public static func decode(_ data: Data, path: String) throws(TodosStorageError) -> [Todo.State] {
    let decoder = JSONDecoder()
    let header: Header
    do {
      header = try decoder.decode(Header.self, from: data)
    } catch {
      throw .corrupt(path: path, detail: describe(error))
    }
    guard header.version == version else {
      throw .unsupportedVersion(path: path, found: header.version, supported: version)
    }
    let todos: [Todo.State]
    do {
      todos = try decoder.decode(Contents.self, from: data).todos
    } catch {
      throw .corrupt(path: path, detail: describe(error))
    }
    var ids = Set<Todo.State.ID>()
    for todo in todos where !ids.insert(todo.id).inserted {
      throw .corrupt(path: path, detail: "two todos have the id \(todo.id)")
    }
    return todos
  }

  /// Encodes todos in the current format, one todo per line.
  public static func encode(_ todos: [Todo.State]) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var data = Data("{\"version\":\(version),\"todos\":[\n".utf8)
    for (offset, todo) in todos.enumerated() {
      // NB: Encoding a Todo.State (a String, a UUID and a Bool) cannot fail.
      if let line = try? encoder.encode(todo) {
        data.append(line)
        data.append(contentsOf: Array((offset == todos.count - 1 ? "\n" : ",\n").utf8))
      }
    }
    data.append(contentsOf: Array("]}\n".utf8))
    return data
  }

  /// Reads the todos at `url`, or an empty list when there is no file yet.
  public static func load(from url: URL) throws(TodosStorageError) -> [Todo.State] {
    let path = url.path
    guard FileManager.default.fileExists(atPath: path) else { return [] }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadable(path: path, reason: describe(error))
    }
    return try decode(data, path: path)
  }

  /// Saves `todos` to `url` atomically, creating its folder if needed.
  public static func save(_ todos: [Todo.State], to url: URL) throws(TodosStorageError) {
    try write(encode(todos), to: url)
  }

  /// Writes `data` to `url` through a temporary file and a rename.
  static func write(_ data: Data, to url: URL) throws(TodosStorageError) {
    let path = url.path
    let directory = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw .unwritable(path: path, reason: describe(error))
    }
    let temporaryPath = temporaryURL(for: url).path
    let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else {
      throw .unwritable(path: path, reason: String(cString: strerror(errno)))
    }
    var failure: String?
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count, let base = buffer.baseAddress {
        let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = String(cString: strerror(errno))
          return
        }
        offset += written
      }
    }
    if failure == nil, fsync(descriptor) != 0 {
      failure = String(cString: strerror(errno))
    }
    close(descriptor)
    if failure == nil, rename(temporaryPath, path) != 0 {
      failure = String(cString: strerror(errno))
    }
    if let failure {
      unlink(temporaryPath)
      throw .unwritable(path: path, reason: failure)
    }
  }

  /// Moves the file at `url` aside so that a fresh list can start, keeping it for the user.
  ///
  /// - Returns: Where the file now is, or `nil` when there was no file.
  public static func moveAside(_ url: URL, now: Date = Date()) throws(TodosStorageError) -> URL? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    let destination = url.deletingLastPathComponent().appendingPathComponent(
      "\(url.lastPathComponent).\(formatter.string(from: now)).bak")
    do {
      try FileManager.default.moveItem(at: url, to: destination)
    } catch {
      throw .unwritable(path: destination.path, reason: describe(error))
    }
    return destination
  }

  private static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context):
      return context.underlyingError.map { "\($0.localizedDescription)" }
        ?? context.debugDescription
    case DecodingError.keyNotFound(let key, _):
      return "missing \"\(key.stringValue)\""
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return "unexpected value at \(path.isEmpty ? "top level" : path)"
    default:
      return error.localizedDescription
    }
  }
}

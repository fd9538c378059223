import Foundation
import TemporaryFolders

/// A fresh folder for one test's files (see ``TemporaryFolder``), with what the WAV tests do
/// with files in it.
struct WAVFolder {
  let url: URL

  init(_ name: String = "WAVTests") throws {
    url = try TemporaryFolder.folder(name)
  }

  /// The path of `name` in the folder.
  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// Writes `bytes` to `name` and returns its path.
  @discardableResult
  func write(_ bytes: [UInt8], to name: String) throws -> String {
    let path = path(name)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// The bytes of `path`.
  func read(_ path: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
  }

  /// The names in the folder, sorted, hidden ones included.
  func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }
}

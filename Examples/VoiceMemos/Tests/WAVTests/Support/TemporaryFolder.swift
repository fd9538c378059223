import Foundation

/// A fresh folder under the system's temporary folder, for one test's files.
struct TemporaryFolder {
  let url: URL

  init(_ name: String = "WAVTests") throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(name)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
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

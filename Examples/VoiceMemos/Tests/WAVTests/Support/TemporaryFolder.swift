import Foundation

/// A fresh folder for one test's files, inside one folder per test process that is removed as
/// the process exits.
///
/// NB: the suites that make theirs in `init()` have nowhere to remove it (a struct suite has no
/// `deinit`): every `swift test` left a few dozen of these in the system's temporary folder.
struct TemporaryFolder {
  let url: URL

  init(_ name: String = "WAVTests") throws {
    url = Self.processFolder
      .appendingPathComponent("\(name)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The folder this test process makes its temporary folders in, removed as the process exits.
  private static let processFolder: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("WAVTests-\(getpid())-\(UUID().uuidString.prefix(8))")
    atexit { TemporaryFolder.removeProcessFolder() }
    return url
  }()

  private static func removeProcessFolder() {
    try? FileManager.default.removeItem(at: processFolder)
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

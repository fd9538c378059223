import Foundation

/// Fresh folders and file paths for tests, inside one folder per test process that is removed
/// as the process exits: every test target that writes files uses this module.
///
/// ```swift
/// let folder = try TemporaryFolder.folder("TodosEndToEndTests")
/// let recording = TemporaryFolder.url("counter.jsonl")
/// ```
///
/// NB: a suite that makes its folder in `init()` has nowhere to remove it (a struct suite has
/// no `deinit`), and many tests never removed theirs: every `swift test` left about a hundred
/// folders and files in the system's temporary folder. Tests that remove theirs (`defer`) still
/// do.
public enum TemporaryFolder {
  /// A fresh empty folder named after `name`, such as `TodosEndToEndTests`.
  public static func folder(_ name: String) throws -> URL {
    let url = processFolder.appendingPathComponent(
      "\(name)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// A fresh path named after `name`, such as `counter.jsonl`, with nothing there yet.
  public static func url(_ name: String) -> URL {
    processFolder.appendingPathComponent("\(UUID().uuidString)-\(name)")
  }

  /// The folder this test process makes its temporary files in, removed as the process exits.
  private static let processFolder: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("kata-tests-\(getpid())-\(UUID().uuidString.prefix(8))")
    // NB: made here, once, rather than by every caller at the same time; if it fails, so does
    // the first test that writes in it, saying where.
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    atexit { TemporaryFolder.removeProcessFolder() }
    return url
  }()

  private static func removeProcessFolder() {
    try? FileManager.default.removeItem(at: processFolder)
  }
}

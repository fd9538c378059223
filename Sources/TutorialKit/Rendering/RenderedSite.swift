import Foundation

/// A rendered site in memory: every output file by its path relative to the output folder.
public struct RenderedSite: Sendable, Equatable {
  /// File contents by relative path, such as `en/01-getting-started.html`.
  public var files: [String: Data]

  public init(files: [String: Data] = [:]) { self.files = files }

  /// Writes every file whose contents differ from what is on disk, each atomically.
  /// - Returns: The relative paths written, sorted.
  /// - Throws: ``RenderError/cannotWrite(path:reason:)``.
  @discardableResult
  public func write(to folder: URL) throws -> [String] {
    var written: [String] = []
    let fileManager = FileManager.default
    for path in files.keys.sorted() {
      guard let data = files[path] else { continue }
      let url = folder.appendingPathComponent(path)
      if let existing = fileManager.contents(atPath: url.path), existing == data { continue }
      do {
        try fileManager.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // NB: Data.write(options: .atomic) writes a temporary file and renames it.
        try data.write(to: url, options: .atomic)
      } catch {
        throw RenderError.cannotWrite(path: url.path, reason: error.localizedDescription)
      }
      written.append(path)
    }
    return written
  }
}

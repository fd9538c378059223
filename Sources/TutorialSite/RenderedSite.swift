import Foundation
import TutorialSupport

/// A rendered site in memory: every output file by its path relative to the output folder.
public struct RenderedSite: Sendable, Equatable {
  /// File contents by relative path, such as `en/01-getting-started.html`.
  public var files: [String: Data]

  public init(files: [String: Data] = [:]) { self.files = files }

  /// What ``update(_:concurrency:)`` changed in the output folder.
  public struct Changes: Equatable, Sendable {
    /// The relative paths written, sorted.
    public var written: [String]
    /// The relative paths of files an earlier rendering wrote that this site no longer has,
    /// removed, sorted.
    public var removed: [String]
  }

  /// Writes every file whose contents differ from what is on disk, each atomically, several
  /// at a time, and removes the files an earlier rendering wrote there that this site no
  /// longer has (see `RenderedSite+Manifest.swift`).
  /// - Parameters:
  ///   - folder: The output folder.
  ///   - concurrency: How many files are written at once; `1` writes them one by one.
  /// - Returns: The relative paths written, sorted.
  /// - Throws: ``RenderError/cannotWrite(path:reason:)`` for the first path, in sorted order,
  ///   that could not be written.
  @discardableResult
  public func write(
    to folder: URL, concurrency: Int = ProcessInfo.processInfo.activeProcessorCount
  ) throws -> [String] {
    try update(folder, concurrency: concurrency).written
  }

  /// Writes the site into `folder` as ``write(to:concurrency:)`` does, and says what was
  /// written and what was removed.
  public func update(
    _ folder: URL, concurrency: Int = ProcessInfo.processInfo.activeProcessorCount
  ) throws -> Changes {
    let paths = files.keys.sorted()
    let previous = Self.manifest(in: folder)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw RenderError.cannotWrite(path: folder.path, reason: error.localizedDescription)
    }
    try Self.writeManifest(previous.union(paths), in: folder)
    // NB: folders first, on one thread: FileManager has raced creating the same intermediate
    // folders from several threads (SR-12737). A folder that fails is reported with its file.
    // Pages a killed render left half-written, as temporary files, go then; only the site's
    // own folders are looked in.
    var folderErrors: [URL: String] = [:]
    for url in Set(paths.map { folder.appendingPathComponent($0).deletingLastPathComponent() }) {
      do {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        FileWriting.removeLeftovers(in: url.path)
      } catch {
        folderErrors[url] = error.localizedDescription
      }
    }
    let outcomes = ParallelWork.map(count: paths.count, width: concurrency) {
      index -> Result<Bool, RenderError> in
      let url = folder.appendingPathComponent(paths[index])
      if let reason = folderErrors[url.deletingLastPathComponent()] {
        return .failure(RenderError.cannotWrite(path: url.path, reason: reason))
      }
      guard let data = files[paths[index]] else { return .success(false) }
      if let existing = FileManager.default.contents(atPath: url.path), existing == data {
        return .success(false)
      }
      do {
        // NB: a temporary file renamed over the page, so a browser never reads half of one;
        // not `Data.write(options: .atomic)`, which also waits for each file to reach the disk.
        try FileWriting.write(data, to: url.path)
      } catch let failure as FileWriting.Failure {
        return .failure(RenderError.cannotWrite(path: url.path, reason: failure.reason))
      } catch {
        return .failure(RenderError.cannotWrite(path: url.path, reason: "\(error)"))
      }
      return .success(true)
    }
    Trace.mark("files written")
    var written: [String] = []
    for (path, outcome) in zip(paths, outcomes) {
      if try outcome.get() { written.append(path) }
    }
    let removed = try Self.removeOutputs(previous.subtracting(paths), in: folder)
    try Self.writeManifest(Set(paths), in: folder)
    return Changes(written: written, removed: removed)
  }
}

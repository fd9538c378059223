import Foundation
import TutorialSupport

/// The list of files a rendering wrote to its output folder, kept in the folder, so that the next
/// rendering removes the files it no longer makes (a renamed guide's old page, a removed
/// translation) and nothing else: a file the user put in the folder is never listed, so never
/// removed.
///
/// NB: the list is written before the pages, as the union of the old and the new, and again
/// after the files no longer made are gone: a rendering killed in between leaves a list that
/// still names every file it may have written.
extension RenderedSite {
  /// The manifest's file name in the output folder.
  public static let manifestName = ".tutorials-manifest"

  /// The paths the manifest in `folder` lists; none without a manifest.
  ///
  /// A folder rendered into by an older version, or never, has no manifest. Paths that would
  /// leave the folder are left out, so an edited manifest cannot make a rendering delete
  /// anything outside it.
  static func manifest(in folder: URL) -> Set<String> {
    let url = folder.appendingPathComponent(manifestName)
    guard let data = FileManager.default.contents(atPath: url.path) else { return [] }
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
    return Set(
      lines.map(String.init).filter { path in
        !path.hasPrefix("/") && !path.split(separator: "/").contains { $0 == ".." || $0 == "." }
      })
  }

  /// Writes the manifest listing `paths` into `folder`, atomically.
  static func writeManifest(_ paths: Set<String>, in folder: URL) throws {
    let text = paths.sorted().map { $0 + "\n" }.joined()
    let url = folder.appendingPathComponent(manifestName)
    do {
      try FileWriting.write(Data(text.utf8), to: url.path)
    } catch let failure as FileWriting.Failure {
      throw RenderError.cannotWrite(path: url.path, reason: failure.reason)
    }
  }

  /// Removes the files at `paths` (relative) from `folder`, then each
  /// folder that removing them left empty.
  /// - Returns: The relative paths removed, sorted.
  static func removeOutputs(
    _ paths: Set<String>, in folder: URL
  ) throws -> [String] {
    var removed: [String] = []
    var folders: Set<String> = []
    for path in paths.sorted() {
      let url = folder.appendingPathComponent(path)
      guard FileManager.default.fileExists(atPath: url.path) else { continue }
      do {
        try FileManager.default.removeItem(at: url)
      } catch {
        throw RenderError.cannotWrite(path: url.path, reason: error.localizedDescription)
      }
      removed.append(path)
      var parent = (path as NSString).deletingLastPathComponent
      while !parent.isEmpty {
        folders.insert(parent)
        parent = (parent as NSString).deletingLastPathComponent
      }
    }
    // NB: deepest first; `rmdir` removes a folder only when it is empty, so one that holds
    // anything else (a file the user put there) stays.
    for parent in folders.sorted(by: { $0.count > $1.count }) {
      rmdir(folder.appendingPathComponent(parent).path)
    }
    return removed
  }
}

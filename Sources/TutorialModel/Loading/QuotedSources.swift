import Foundation

/// The source files that guides quote, each read and parsed once, and only from inside the
/// repository.
///
/// NB: a class, so that the checker and `sync` share one reading of each file across guides.
package final class QuotedSources {
  /// What looking up a file gave.
  package enum Lookup {
    /// The file's regions.
    case regions(SourceRegions)
    /// Why the file cannot be quoted, as the end of a message about the quoting block.
    case unavailable(String)
  }

  /// The repository's root, absolute and standardized.
  package let root: String
  private var files: [String: Lookup] = [:]
  /// The text of every file read, by path as looked up.
  package private(set) var texts: [String: String] = [:]
  /// The absolute paths of every file looked up, whether or not it was there, in the order
  /// first looked up: a check's report depends on them.
  package private(set) var inputs: [String] = []

  /// Sources of the repository in `root`.
  package init(root: String) {
    self.root = URL(fileURLWithPath: root).standardizedFileURL.path
  }

  /// The regions of the file at `path` (relative to the root), or why there are none.
  package func lookup(_ path: String) -> Lookup {
    if let known = files[path] { return known }
    let lookup = read(path)
    files[path] = lookup
    return lookup
  }

  /// The problems of the markers of every file read (unterminated regions, names used twice),
  /// located in those files.
  package var markerProblems: [Diagnostic] {
    files.values.flatMap { lookup -> [Diagnostic] in
      if case .regions(let regions) = lookup { return regions.problems }
      return []
    }
  }

  private func read(_ path: String) -> Lookup {
    let outside = Lookup.unavailable(
      "\(path) is outside the repository; quote a file inside it, by its path from the folder "
        + "with Tutorials/")
    guard !path.hasPrefix("/"), !path.hasPrefix("~") else { return outside }
    let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: root + "/"))
      .standardizedFileURL
    guard url.path.hasPrefix(root + "/") else { return outside }
    inputs.append(url.path)
    // NB: a symbolic link inside the repository may point anywhere.
    let realRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
    guard url.resolvingSymlinksInPath().path.hasPrefix(realRoot + "/") else { return outside }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      !isDirectory.boolValue
    else {
      return .unavailable(
        "there is no file \(path); the path is relative to the repository's root, the folder "
          + "with Tutorials/")
    }
    guard let data = FileManager.default.contents(atPath: url.path),
      let text = String(data: data, encoding: .utf8)
    else { return .unavailable("\(path) cannot be read as UTF-8 text") }
    texts[path] = text
    return .regions(SourceRegions.parse(text, path: path))
  }
}

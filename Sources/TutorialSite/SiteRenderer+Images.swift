import Foundation
import TutorialModel

/// The images guides show (`![A diagram](images/counter.png)`), copied next to their pages.
///
/// A page keeps the image's path as the guide wrote it, relative to the guide's file, so the
/// file is copied to the same path relative to the page: `Tutorials/images/counter.png` to
/// `en/images/counter.png`, and, for a guide shown in English on a Japanese page, to
/// `ja/images/counter.png` too. Only files inside the site's folder are copied, and only to
/// places inside the output; an image that is missing or lies outside is left to the browser
/// (the page shows its text).
extension SiteRenderer {
  /// The images of every page, by output path.
  func images() -> [String: Data] {
    let root = URL(fileURLWithPath: site.root).standardizedFileURL
    let realRoot = root.resolvingSymlinksInPath().path + "/"
    var files: [String: Data] = [:]
    var read: [String: Data?] = [:]
    for language in site.languages {
      for source in site.guides {
        let shown = shownGuide(source, in: language).guide
        let folder = (shown.path as NSString).deletingLastPathComponent
        for image in shown.images {
          guard let relative = Self.localPath(image.destination),
            let output = Self.normalized("\(language.code)/\(relative)"),
            files[output] == nil
          else { continue }
          let url = root.appendingPathComponent(folder).appendingPathComponent(relative)
            .standardizedFileURL
          if read[url.path] == nil {
            // NB: a symbolic link inside the site may point anywhere.
            let inside = url.resolvingSymlinksInPath().path.hasPrefix(realRoot)
            read[url.path] = inside ? FileManager.default.contents(atPath: url.path) : nil
          }
          if let data = read[url.path] ?? nil { files[output] = data }
        }
      }
    }
    return files
  }

  /// The file an image's source names, relative to its guide, or `nil` for an address
  /// (`https:`, `data:`), a path from the root, or a path outside the guide's folder tree.
  static func localPath(_ destination: String) -> String? {
    let path = String(destination.prefix { $0 != "#" && $0 != "?" })
    guard !path.isEmpty, !SiteLoader.isExternalOrInPage(path) else { return nil }
    return path.removingPercentEncoding ?? path
  }

  /// `path` without `.` and with each `..` taking away the folder before it, or `nil` when it
  /// leaves the folder it starts in.
  static func normalized(_ path: String) -> String? {
    var parts: [Substring] = []
    for part in path.split(separator: "/") where part != "." {
      if part == ".." {
        guard parts.popLast() != nil else { return nil }
      } else {
        parts.append(part)
      }
    }
    guard let last = parts.last, last != "" else { return nil }
    return parts.joined(separator: "/")
  }
}

import Foundation

/// Notices changes to the files a site is made from by polling their sizes and modification
/// dates (portable, and cheap for a few hundred files).
struct SiteWatcher: Sendable {
  /// The folders watched, absolute.
  var folders: [String]

  /// A value that changes whenever a file in the folders is added, removed or modified.
  func fingerprint() -> [String: String] {
    var result: [String: String] = [:]
    let fileManager = FileManager.default
    for folder in folders {
      guard let enumerator = fileManager.enumerator(atPath: folder) else { continue }
      while let relative = enumerator.nextObject() as? String {
        let path = folder + "/" + relative
        guard let attributes = try? fileManager.attributesOfItem(atPath: path) else { continue }
        let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        result[path] = "\(date)-\(size)"
      }
    }
    return result
  }
}

import Foundation

/// Makes a folder of build products that later checks reuse: built in a scratch folder next to
/// it, then moved in place in one step, so a check running side by side never sees half of it.
enum KeptFolder {
  /// Why the folder could not be put in place.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs `build` with an empty scratch folder, then moves that folder to `kept`; when another
  /// check put its own there meanwhile, that one is kept (either will do).
  static func make(_ kept: String, _ build: (_ scratch: String) throws -> Void) throws {
    let scratch = "\(kept).making-\(UUID().uuidString.prefix(8))"
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    try build(scratch)
    guard rename(scratch, kept) == 0 || FileManager.default.fileExists(atPath: kept) else {
      throw Failure(description: "cannot move \(scratch) to \(kept)")
    }
  }
}

import Foundation
import TutorialSupport

/// Makes a folder of build products cached for later checks: built in a scratch folder next to
/// it, then moved in place in one step, so a check running side by side never sees half of it.
package enum CacheFolder {
  /// Why the folder could not be put in place.
  package struct Failure: Error, CustomStringConvertible {
    package var description: String
  }

  /// Runs `build` with an empty scratch folder, then moves that folder to `cached`; when another
  /// check put its own there meanwhile, that one stays (either will do).
  package static func make(_ cached: String, _ build: (_ scratch: String) throws -> Void) throws {
    let scratch = "\(cached).making-\(UUID().uuidString.prefix(8))"
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    try build(scratch)
    guard rename(scratch, cached) == 0 || FileManager.default.fileExists(atPath: cached) else {
      throw Failure(description: "cannot move \(scratch) to \(cached)")
    }
  }

  /// Why a source the check generates did not compile.
  package struct CompileFailure: Error, CustomStringConvertible {
    /// What was compiled, such as "the snippet program's support module".
    package var what: String
    /// What `swiftc` printed.
    package var output: String
    package var description: String { "cannot compile \(what): \(output)" }
  }

  /// The folder holding what `swiftc arguments` made of `source` (saved as `file`, and run in
  /// that folder), compiled for this toolchain under `folder` unless a check already did: cached
  /// in `<folder>/<key>/`, the key hashing the toolchain, the source and the arguments, and
  /// done once `product` is there.
  /// - Throws: ``CompileFailure`` naming `what` when `swiftc` fails.
  package static func compiled(
    _ source: String, as file: String, in folder: String, arguments: [String], product: String,
    what: String
  ) throws -> String {
    let key = SHA256.hex(
      ([Toolchain.identity, source] + arguments).joined(separator: "\u{0}"))
    let cached = "\(folder)/\(key.prefix(24))"
    if FileManager.default.fileExists(atPath: "\(cached)/\(product)") { return cached }
    try make(cached) { work in
      try FileWriting.write(source, to: "\(work)/\(file)")
      let result = try ProcessRunner.run(["swiftc"] + arguments, in: work)
      guard result.status == 0 else {
        throw CompileFailure(what: what, output: result.stdout + result.stderr)
      }
    }
    return cached
  }
}

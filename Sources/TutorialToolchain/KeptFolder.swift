import Foundation
import TutorialSupport

/// Makes a folder of build products that later checks reuse: built in a scratch folder next to
/// it, then moved in place in one step, so a check running side by side never sees half of it.
package enum KeptFolder {
  /// Why the folder could not be put in place.
  package struct Failure: Error, CustomStringConvertible {
    package var description: String
  }

  /// Runs `build` with an empty scratch folder, then moves that folder to `kept`; when another
  /// check put its own there meanwhile, that one is kept (either will do).
  package static func make(_ kept: String, _ build: (_ scratch: String) throws -> Void) throws {
    let scratch = "\(kept).making-\(UUID().uuidString.prefix(8))"
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    try build(scratch)
    guard rename(scratch, kept) == 0 || FileManager.default.fileExists(atPath: kept) else {
      throw Failure(description: "cannot move \(scratch) to \(kept)")
    }
  }

  /// Why a source the check generates did not compile.
  package struct CompileFailure: Error, CustomStringConvertible {
    /// What was compiled, such as "the snippet runner".
    package var what: String
    /// What `swiftc` printed.
    package var output: String
    package var description: String { "cannot compile \(what): \(output)" }
  }

  /// The folder holding what `swiftc arguments` made of `source` (saved as `file`, and run in
  /// that folder), compiled for this toolchain under `folder` unless a check already did: kept
  /// in `<folder>/<key>/`, the key hashing the toolchain, the source and the arguments, and
  /// done once `product` is there.
  /// - Throws: ``CompileFailure`` naming `what` when `swiftc` fails.
  package static func compiled(
    _ source: String, as file: String, in folder: String, arguments: [String], product: String,
    what: String
  ) throws -> String {
    let key = SHA256.hex(
      ([Toolchain.identity, source] + arguments).joined(separator: "\u{0}"))
    let kept = "\(folder)/\(key.prefix(24))"
    if FileManager.default.fileExists(atPath: "\(kept)/\(product)") { return kept }
    try make(kept) { work in
      try FileWriting.write(source, to: "\(work)/\(file)")
      let result = try ProcessRunner.run(["swiftc"] + arguments, in: work)
      guard result.status == 0 else {
        throw CompileFailure(what: what, output: result.stdout + result.stderr)
      }
    }
    return kept
  }
}

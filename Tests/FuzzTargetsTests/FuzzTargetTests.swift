import Foundation
import FuzzTargets
import Testing

/// The smoke test of `make fuzz`'s targets: every seed and every crash the fuzzer ever found
/// runs through the same function the fuzzer calls, without the sanitizer build.
///
/// A regression makes the target trap (a crash of this test process), as it made the fuzzer
/// stop: rerun the target on the file named in the log to see it
/// (`Fuzz/.build/release/fuzz-<name> Fuzz/Regressions/<name>/<file>`).
@Suite struct FuzzTargetTests {
  /// `Fuzz/` of this checkout.
  static let fuzzFolder = URL(filePath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appending(path: "Fuzz")

  static func files(in folder: String, of target: String) throws -> [URL] {
    let url = fuzzFolder.appending(path: "\(folder)/\(target)")
    guard FileManager.default.fileExists(atPath: url.path) else { return [] }
    return try FileManager.default.contentsOfDirectory(
      at: url, includingPropertiesForKeys: nil
    ).filter { !$0.lastPathComponent.hasPrefix(".") }.sorted { $0.path < $1.path }
  }

  @Test(arguments: FuzzTarget.all.map(\.name))
  func everySeedAndRegressionRunsThroughItsTarget(_ name: String) throws {
    let target = try #require(FuzzTarget.all.first { $0.name == name })
    let seeds = try Self.files(in: "Corpus", of: name)
    #expect(!seeds.isEmpty, "Fuzz/Corpus/\(name)/ has no seed files")
    for file in try seeds + Self.files(in: "Regressions", of: name) {
      target.run(Array(try Data(contentsOf: file)))
    }
  }

  @Test func everyCorpusFolderBelongsToATarget() throws {
    let names = Set(FuzzTarget.all.map(\.name))
    for folder in ["Corpus", "Regressions"] {
      let url = Self.fuzzFolder.appending(path: folder)
      guard FileManager.default.fileExists(atPath: url.path) else { continue }
      for entry in try FileManager.default.contentsOfDirectory(atPath: url.path)
      where !entry.hasPrefix(".") {
        #expect(names.contains(entry), "Fuzz/\(folder)/\(entry) is named after no fuzz target")
      }
    }
  }

  @Test func emptyAndBinaryInputsAreAcceptedByEveryTarget() {
    let inputs: [[UInt8]] = [[], [0], [0xFF, 0xFE, 0x00, 0x0A], Array("---\n".utf8)]
    for target in FuzzTarget.all {
      for input in inputs { target.run(input) }
    }
  }
}

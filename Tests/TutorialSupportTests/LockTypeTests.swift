import Foundation
import Testing

@testable import TutorialSupport

/// The runner and the examples' test helpers share state between threads with one lock type,
/// TutorialSupport's `Locked`, which holds the value it guards and changes it in place.
///
/// NB: a class around an `NSLock` and a `var` is one more place to forget the lock; `Mutex`
/// (Synchronization) needs macOS 15 where the package declares macOS 14, which a build on
/// Linux cannot notice; ConcurrencyExtras' `LockIsolated` copies its value at every change
/// (`withValue` changes a copy and stores it back), which made each insert into a dictionary
/// it held cost as much as the dictionary.
@Suite struct LockTypeTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The one lock that guards no Swift value: cmark-gfm's global table of special characters,
  /// changed while any document is parsed.
  static let bareLocks = [
    "Sources/TutorialMarkdown/MarkdownDocument.swift": 1,
    // NB: the lock of `Locked`, which mutates its value in place.
    "Sources/TutorialSupport/Locked.swift": 1,
  ]

  /// Every layer of the runner (`Sources/Tutorial…`, found on disk so a new layer is held to
  /// the rule too) and the examples' test helpers.
  static let folders: [String] = {
    let sources =
      (try? FileManager.default.contentsOfDirectory(
        atPath: repository.appendingPathComponent("Sources").path)) ?? []
    return sources.filter { $0.hasPrefix("Tutorial") }.sorted().map { "Sources/\($0)" }
      + ["Examples/ExampleTesting"]
  }()

  @Test func everyRunnerLayerIsScanned() {
    #expect(Self.folders.count >= 8, "found only \(Self.folders)")
  }

  @Test(arguments: folders)
  func sharedStateIsLocked(folder: String) throws {
    let root = Self.repository.appendingPathComponent(folder)
    let files = try FileManager.default.subpathsOfDirectory(atPath: root.path)
      .filter { $0.hasSuffix(".swift") }
    #expect(!files.isEmpty, "no Swift files in \(root.path)")
    var found: [String] = []
    for file in files.sorted() {
      let relative = "\(folder)/\(file)"
      let text = try String(
        contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      where line.contains("import Synchronization") || line.contains("Mutex(") {
        found.append("\(relative):\(number + 1): Mutex needs macOS 15; use Locked")
      }
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      where line.contains("LockIsolated") {
        found.append(
          "\(relative):\(number + 1): LockIsolated copies its value at every change; use Locked")
      }
      let locks = text.components(separatedBy: "NSLock()").count - 1
      if locks > Self.bareLocks[relative, default: 0] {
        found.append("\(relative): \(locks) NSLock(); keep the value in a Locked")
      }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  /// The tests build on macOS 14 too: none may use `Mutex` (macOS 15) either.
  @Test func testsUseNoMutex() throws {
    let tests = Self.repository.appendingPathComponent("Tests")
    let files = try FileManager.default.subpathsOfDirectory(atPath: tests.path)
      .filter { $0.hasSuffix(".swift") && !$0.hasSuffix("LockTypeTests.swift") }
    #expect(!files.isEmpty, "no Swift files in \(tests.path)")
    var found: [String] = []
    for file in files.sorted() {
      let text = try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
      if text.contains("import Synchronization") || text.contains("Mutex(") {
        found.append("Tests/\(file): Mutex needs macOS 15; use Locked or LockIsolated")
      }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }
}

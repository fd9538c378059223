import Foundation
import TutorialSupport

/// Caches snippet outcomes on disk, one small JSON file per key under
/// `.tutorials-cache/outcomes/`, so an unchanged re-check compiles nothing and a cache restored
/// on another machine stays valid (keys depend only on content, never on paths or times).
struct CheckCache {
  /// The cache folder, such as `<root>/.tutorials-cache`.
  var folder: String

  private var outcomes: String { folder + "/outcomes" }

  /// The file of the outcome stored under `key`.
  func outcomePath(for key: String) -> String {
    "\(outcomes)/\(key.prefix(2))/\(key).json"
  }

  /// The outcome stored under `key`, if any.
  func outcome(for key: String) -> SnippetOutcome? {
    let path = outcomePath(for: key)
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return try? JSONDecoder().decode(SnippetOutcome.self, from: data)
  }

  /// Stores `outcome` under `key`.
  func store(_ outcome: SnippetOutcome, for key: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(outcome)
    try FileWriting.write(data, to: outcomePath(for: key))
  }

  /// Keys of translated and source blocks already found to have the same code.
  func equivalentPairs() -> Set<String> {
    guard let data = FileManager.default.contents(atPath: folder + "/equivalent.json") else {
      return []
    }
    return Set((try? JSONDecoder().decode([String].self, from: data)) ?? [])
  }

  /// Caches `pairs` as equivalent.
  func storeEquivalentPairs(_ pairs: Set<String>) throws {
    let data = try JSONEncoder().encode(pairs.sorted())
    try FileWriting.write(data, to: folder + "/equivalent.json")
  }
}

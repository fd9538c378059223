import Foundation

/// A key for a small value kept in the app's preferences: `@Shared(.appStorage("isSoundOn"))`.
///
/// TCA's `.appStorage` stores in `UserDefaults`, which on Linux keeps nothing between runs
/// that a user can find or edit. Kata keeps the preferences of a program in one JSON file,
/// `$XDG_CONFIG_HOME/<program>/preferences.json` (`~/.config/…` when the variable is not
/// set), one entry per key, written atomically on every change. In tests the preferences are
/// kept in memory, fresh for each test.
public struct AppStorageKey<Value: Codable & Sendable>: SharedKey {
  let key: String
  let storage: AppStorage

  public func reference(initialValue: @autoclosure () -> Value) -> SharedReference<Value> {
    let key = key
    let storage = storage
    return storage.references.reference(key) {
      let value = storage.value(Value.self, forKey: key) ?? initialValue()
      return SharedReference(value: value) { storage.set($0, forKey: key) }
    }
  }
}

extension SharedKey {
  /// A value kept under `key` in ``Dependencies/DependencyValues/defaultAppStorage``: the program's
  /// preferences file, or memory in tests.
  public static func appStorage<Value>(_ key: String) -> Self where Self == AppStorageKey<Value> {
    @Dependency(\.defaultAppStorage) var storage
    return AppStorageKey(key: key, storage: storage)
  }
}

/// A program's preferences: a JSON object of small values, kept in a file or in memory.
public final class AppStorage: Sendable {
  private struct Contents {
    var entries: [String: Data] = [:]
    /// Whether the file could be read; an unreadable file is never overwritten.
    var canSave = true
  }
  /// The preferences file, or nil to keep the preferences in memory.
  public let url: URL?
  private let contents: Locked<Contents>
  let references = SharedReferences()

  /// Preferences kept in the JSON file at `url` (created on the first change), or in memory
  /// when `url` is nil.
  public init(url: URL?) {
    self.url = url
    self.contents = Locked(AppStorage.read(url))
  }

  /// The preferences of the running program, in `$XDG_CONFIG_HOME/<program>/preferences.json`.
  public static var standard: AppStorage {
    let environment = ProcessInfo.processInfo.environment
    let config =
      environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
    let program = ProcessInfo.processInfo.processName
    return AppStorage(
      url: config.appendingPathComponent(program).appendingPathComponent("preferences.json"))
  }

  private static func read(_ url: URL?) -> Contents {
    guard let url, FileManager.default.fileExists(atPath: url.path) else { return Contents() }
    do {
      let data = try Data(contentsOf: url)
      guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        throw AppStorageError.notAnObject
      }
      var entries: [String: Data] = [:]
      for (key, value) in object {
        entries[key] = try JSONSerialization.data(withJSONObject: value, options: .fragmentsAllowed)
      }
      return Contents(entries: entries)
    } catch {
      reportIssue(
        """
        The preferences file "\(url.path)" could not be read: \(error). It is left as it is and \
        changes are not saved; fix or move the file.
        """)
      return Contents(canSave: false)
    }
  }

  /// The value stored under `key`, if there is one of type `Value`.
  public func value<Value: Decodable>(_ type: Value.Type, forKey key: String) -> Value? {
    guard let data = contents.withLock({ $0.entries[key] }) else { return nil }
    return try? JSONDecoder().decode(Value.self, from: data)
  }

  /// Stores `value` under `key` and writes the file.
  public func set<Value: Encodable>(_ value: Value, forKey key: String) {
    do {
      let data = try JSONEncoder().encode(value)
      let file = try contents.withLock { contents -> Data? in
        contents.entries[key] = data
        guard url != nil, contents.canSave else { return nil }
        return try AppStorage.serialize(contents.entries)
      }
      if let url, let file {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try file.write(to: url, options: .atomic)
      }
    } catch {
      reportIssue("Could not save the preference \"\(key)\": \(error)")
    }
  }

  /// `{"key": value, …}` with sorted keys, one entry per line.
  private static func serialize(_ entries: [String: Data]) throws -> Data {
    var lines: [String] = []
    for key in entries.keys.sorted() {
      let name = String(decoding: try JSONEncoder().encode(key), as: UTF8.self)
      lines.append(
        "  \(name): \(String(decoding: entries[key] ?? Data("null".utf8), as: UTF8.self))")
    }
    return Data(("{\n" + lines.joined(separator: ",\n") + "\n}\n").utf8)
  }
}

/// Why a preferences file could not be read.
enum AppStorageError: Error, CustomStringConvertible {
  case notAnObject

  var description: String { "its top level is not a JSON object" }
}

private enum DefaultAppStorageKey: DependencyKey {
  static var liveValue: AppStorage { .standard }
  static var testValue: AppStorage { AppStorage(url: nil) }
}

extension DependencyValues {
  /// Where `.appStorage` values are kept: the program's preferences file, or memory in tests.
  public var defaultAppStorage: AppStorage {
    get { self[DefaultAppStorageKey.self] }
    set { self[DefaultAppStorageKey.self] = newValue }
  }
}

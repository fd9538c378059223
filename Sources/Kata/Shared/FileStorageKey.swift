import Foundation

/// A key for a value shared through a JSON file: `@Shared(.fileStorage(url))`.
///
/// The file is read when the first `@Shared` with this URL is made. Changes are written
/// atomically (to a temporary file, then renamed over the old one) and throttled as in TCA:
/// the first change at once, later ones at most once a second, the last one always; pending
/// changes are also written when the program exits. A file that exists but cannot be decoded
/// is reported and never overwritten: the value starts from its default and is not saved.
public struct FileStorageKey<Value: Codable & Sendable>: SharedKey {
  let url: URL
  let storage: FileStorage

  public func reference(initialValue: @autoclosure () -> Value) -> SharedReference<Value> {
    let url = url
    let storage = storage
    return storage.references.reference(url.standardizedFileURL.path) {
      var value = initialValue()
      var canSave = true
      do {
        if let data = try storage.load(url) {
          value = try JSONDecoder().decode(Value.self, from: data)
        }
      } catch {
        canSave = false
        reportIssue(
          """
          "\(url.path)" could not be read as \(Value.self): \(error). It is left as it is and \
          changes to this shared value are not saved; fix or move the file.
          """)
      }
      guard canSave else { return SharedReference(value: value) }
      let writer = ThrottledFileWriter(url: url, storage: storage)
      return SharedReference(value: value) { newValue in
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
          writer.write(try encoder.encode(newValue))
        } catch {
          reportIssue("A shared value for \"\(url.path)\" could not be encoded: \(error)")
        }
      }
    }
  }
}

extension SharedKey {
  /// A value shared through the JSON file at `url`.
  ///
  /// Files are read and written through ``Dependencies/DependencyValues/defaultFileStorage``: the file
  /// system when the program runs, memory in tests (set it to `.fileSystem` to test real
  /// files).
  public static func fileStorage<Value>(_ url: URL) -> Self where Self == FileStorageKey<Value> {
    @Dependency(\.defaultFileStorage) var storage
    return FileStorageKey(url: url, storage: storage)
  }
}

/// How `.fileStorage` values reach their files: the file system, or memory for tests.
public struct FileStorage: Sendable {
  let load: @Sendable (URL) throws -> Data?
  let save: @Sendable (Data, URL) throws -> Void
  /// The clock that spaces writes a second apart, or nil to write every change at once.
  let throttleClock: (any Clock<Duration>)?
  let references = SharedReferences()

  /// Reads and writes real files; a write goes to a temporary file renamed over the old one.
  public static var fileSystem: Self { fileSystem(throttlingWith: ContinuousClock()) }

  /// Reads and writes real files, spacing writes a second apart on `clock` (a `TestClock` in a
  /// test of the throttling).
  public static func fileSystem(throttlingWith clock: some Clock<Duration>) -> Self {
    Self(
      load: { url in
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try Data(contentsOf: url)
      },
      save: { data, url in
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
      },
      throttleClock: clock
    )
  }

  /// Keeps files in memory and writes every change at once: what tests use unless they ask
  /// for the file system.
  public static func inMemory() -> Self {
    let files = Locked<[URL: Data]>([:])
    return Self(
      load: { url in files.withLock { $0[url] } },
      save: { data, url in files.withLock { $0[url] = data } },
      throttleClock: nil
    )
  }

  /// The content of the file at `url`, as this storage has it.
  public func contents(of url: URL) throws -> Data? { try load(url) }
}

private enum DefaultFileStorageKey: DependencyKey {
  static var liveValue: FileStorage { .fileSystem }
  static var testValue: FileStorage { .inMemory() }
}

extension DependencyValues {
  /// Where `.fileStorage` values are read and written: the file system, or memory in tests.
  public var defaultFileStorage: FileStorage {
    get { self[DefaultFileStorageKey.self] }
    set { self[DefaultFileStorageKey.self] = newValue }
  }
}

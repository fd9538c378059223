/// A key for a value shared in memory while the program runs: `@Shared(.inMemory("count"))`.
public struct InMemoryKey<Value: Sendable>: SharedKey {
  let key: String
  let storage: InMemoryStorage

  public func reference(initialValue: @autoclosure () -> Value) -> SharedReference<Value> {
    storage.references.reference(key) { SharedReference(value: initialValue()) }
  }
}

extension SharedKey {
  /// A value shared in memory under `key`, by every `@Shared(.inMemory(key))` of the program.
  ///
  /// The values live in ``Dependencies/DependencyValues/defaultInMemoryStorage``, which each test gets
  /// afresh, so tests do not see each other's values.
  public static func inMemory<Value>(_ key: String) -> Self where Self == InMemoryKey<Value> {
    @Dependency(\.defaultInMemoryStorage) var storage
    return InMemoryKey(key: key, storage: storage)
  }
}

/// The values shared with `.inMemory` keys.
public final class InMemoryStorage: Sendable {
  let references = SharedReferences()

  /// An empty storage.
  public init() {}
}

private enum DefaultInMemoryStorageKey: DependencyKey {
  static var liveValue: InMemoryStorage { InMemoryStorage() }
  static var testValue: InMemoryStorage { InMemoryStorage() }
}

extension DependencyValues {
  /// Where `.inMemory` shared values live: one storage for the program, a fresh one per test.
  public var defaultInMemoryStorage: InMemoryStorage {
    get { self[DefaultInMemoryStorageKey.self] }
    set { self[DefaultInMemoryStorageKey.self] = newValue }
  }
}

/// Where a ``Shared`` value is stored: in memory, in a file, in the app's preferences.
///
/// Two `@Shared` properties with equal keys share one ``SharedReference``.
public protocol SharedKey<Value>: Sendable {
  /// The type of the stored value.
  associatedtype Value: Sendable
  /// The reference stored under this key, made from `initialValue` (or what the storage
  /// holds) when there is none yet.
  func reference(initialValue: @autoclosure () -> Value) -> SharedReference<Value>
}

/// References by key, made once: the registry of one storage.
final class SharedReferences: Sendable {
  private let references = Locked<[String: AnyObject]>([:])

  /// The reference stored under `key`, made by `make` the first time.
  func reference<Value>(
    _ key: String, make: () -> SharedReference<Value>
  ) -> SharedReference<Value> {
    references.withLock { references in
      let key = "\(Value.self)\u{0}\(key)"
      if let reference = references[key] as? SharedReference<Value> { return reference }
      let reference = make()
      references[key] = reference
      return reference
    }
  }
}

import Foundation

/// The one storage a set of ``Shared`` values refers to: its value, guarded by a lock, and what
/// to do after each change (persist it).
public final class SharedReference<Value: Sendable>: @unchecked Sendable {
  // NB: `@unchecked` because the value is only touched under `lock`.
  private let lock = NSRecursiveLock()
  private var storedValue: Value
  private let didChange: @Sendable (Value) -> Void

  /// Makes a reference holding `value`; `didChange` is called with each new value, outside
  /// the lock, after every `withLock`.
  public init(value: Value, didChange: @escaping @Sendable (Value) -> Void = { _ in }) {
    self.storedValue = value
    self.didChange = didChange
    SharedAssertionContext.sharedValuesExist.withLock { $0 = true }
  }

  /// The current value.
  public var value: Value {
    lock.lock()
    defer { lock.unlock() }
    return storedValue
  }

  /// Mutates the value under the lock, then tells the persistence about it.
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    let result: R
    do {
      result = try body(&storedValue)
    } catch {
      lock.unlock()
      throw error
    }
    let newValue = storedValue
    lock.unlock()
    didChange(newValue)
    return result
  }

  /// Replaces the value without telling the persistence: the storage itself changed.
  func replaceFromStorage(_ value: Value) {
    lock.lock()
    storedValue = value
    lock.unlock()
  }
}

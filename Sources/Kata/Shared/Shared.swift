import Foundation

/// A value several features read and write as one: a change made through any of them is seen
/// by all, and, with a persistence key, kept in memory, in a file or in the app's preferences.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   @Shared(.fileStorage(.todosURL)) var todos: IdentifiedArrayOf<Todo> = []
///   @Shared(.appStorage("isSoundOn")) var isSoundOn = true
///   @Shared(.inMemory("count")) var count = 0
/// }
/// // in the reducer or an effect:
/// state.$count.withLock { $0 += 1 }
/// ```
///
/// As in swift-sharing, the value is read-only through the property and changed with
/// `$value.withLock { }`, which is safe from any thread. In a ``TestStore``, a change to a
/// shared value must be asserted like any other state change:
/// `await store.send(.increment) { $0.$count.withLock { $0 = 1 } }`.
@propertyWrapper
public struct Shared<Value: Sendable>: Sendable {
  /// The storage this value refers to.
  public let reference: SharedReference<Value>

  /// A shared value stored under `key`, starting from `wrappedValue` when the storage has none.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    self.reference = key.reference(initialValue: wrappedValue())
  }

  /// A shared value stored under `key`, starting from `value` when the storage has none.
  public init(_ key: some SharedKey<Value>, default value: @autoclosure () -> Value) {
    self.reference = key.reference(initialValue: value())
  }

  /// A shared value that is not persisted: share it by handing it to other features.
  public init(value: Value) {
    self.reference = SharedReference(value: value)
  }

  /// A shared value with the storage of `projectedValue`: `Shared(state.$count)`.
  public init(projectedValue: Shared<Value>) {
    self.reference = projectedValue.reference
  }

  /// The current value; change it with ``withLock(_:)``.
  public var wrappedValue: Value {
    if let context = SharedAssertionContext.current {
      return context.value(of: reference)
    }
    return reference.value
  }

  /// This shared value itself, to call ``withLock(_:)`` on or to hand to another feature.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// Changes the value under a lock: every feature sharing it sees the change, and a
  /// persistence key saves it.
  ///
  /// ```swift
  /// state.$todos.withLock { $0.append(todo) }
  /// ```
  @discardableResult
  public func withLock<R>(_ operation: (inout Value) throws -> R) rethrows -> R {
    if let context = SharedAssertionContext.current {
      return try context.withLock(reference, operation)
    }
    return try reference.withLock(operation)
  }
}

extension Shared: Equatable where Value: Equatable {
  /// Two shared values are equal when they refer to the same storage or hold equal values.
  ///
  /// While a ``TestStore`` checks an assertion, the expected value is compared with the
  /// current one instead, so that an unasserted change is caught.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    if let context = SharedAssertionContext.current, lhs.reference === rhs.reference {
      return context.value(of: lhs.reference) == lhs.reference.value
    }
    if lhs.reference === rhs.reference { return true }
    return lhs.wrappedValue == rhs.wrappedValue
  }
}

extension Shared: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

extension Shared: CustomDumpRepresentable {
  public var customDumpValue: Any { wrappedValue }
}

extension Shared: CustomStringConvertible {
  public var description: String { "Shared(\(wrappedValue))" }
}

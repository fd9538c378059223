import Foundation

/// A value shared between threads, read and changed only while its lock is held: the runner's
/// one lock type.
///
/// ```swift
/// let seen = Locked<[String: Int]>([:])
/// seen.withLock { $0["Counter.swift", default: 0] += 1 }
/// let count = seen.value.count
/// ```
///
/// NB: ConcurrencyExtras' lock (its `withValue`) copies the value into a local variable, lets
/// the closure change the copy and stores it back, so a dictionary or array it holds is copied
/// whole at every change (its storage is shared with the stored value while the closure runs).
/// Here the closure changes the stored value in place, so an insert costs what it costs outside
/// a lock.
package final class Locked<Value>: @unchecked Sendable {
  // NB: `@unchecked` because every access to `stored` goes through `lock`.
  private let lock = NSLock()
  private var stored: Value

  /// A lock around `value`.
  package init(_ value: Value) { stored = value }

  /// Runs `body` with the value while holding the lock, and returns what it returns.
  ///
  /// `body` must not call into this lock again: the lock is not recursive.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&stored)
  }

  /// A copy of the value, taken while holding the lock.
  package var value: Value { withLock { $0 } }

  /// Replaces the value.
  package func set(_ newValue: Value) { withLock { $0 = newValue } }
}

import Foundation

/// A value guarded by a lock, shareable across threads.
///
/// NB: `Mutex` from Synchronization needs macOS 15; this works everywhere Kata runs.
final class Locked<Value>: @unchecked Sendable {
  private var value: Value
  private let lock = NSLock()

  init(_ value: Value) { self.value = value }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}

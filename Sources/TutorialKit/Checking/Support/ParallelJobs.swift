import Foundation

/// Runs jobs that wait on other processes side by side, on threads of their own.
///
/// NB: not on Dispatch's or `OperationQueue`'s shared pool: a job blocked on a compiler holds
/// a pool thread, and with every pool thread blocked, `Process` (whose exit monitoring runs on
/// that pool) learns late that a compiler finished, which cost a check over half a second.
enum ParallelJobs {
  /// Calls `job` with each index of `0..<count`, at most `width` at a time, and returns when
  /// all have finished; the calling thread runs jobs too.
  static func run(_ count: Int, width: Int, _ job: @escaping @Sendable (Int) -> Void) {
    guard count > 0 else { return }
    let next = Counter()
    let worker: @Sendable () -> Void = {
      while let index = next.take(below: count) { job(index) }
    }
    let helpers = min(max(1, width), count) - 1
    let finished = DispatchSemaphore(value: 0)
    for _ in 0..<helpers {
      Thread {
        worker()
        finished.signal()
      }.start()
    }
    worker()
    for _ in 0..<helpers { finished.wait() }
  }

  /// The result of `job` for each index of `0..<count`, in order, computed as
  /// ``run(_:width:_:)`` does.
  static func map<Value: Sendable>(
    _ count: Int, width: Int, _ job: @escaping @Sendable (Int) -> Value
  ) -> [Value] {
    let slots = Slots<Value>(count: count)
    run(count, width: width) { slots.set($0, job($0)) }
    return slots.values
  }

  /// Results filled in by several threads.
  private final class Slots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) { lock.withLock { slots[index] = value } }

    /// Every value; called once all jobs have finished, so every slot is filled.
    var values: [Value] { lock.withLock { slots.compactMap { $0 } } }
  }

  /// Hands out indices to workers.
  private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func take(below limit: Int) -> Int? {
      lock.lock()
      defer { lock.unlock() }
      guard value < limit else { return nil }
      value += 1
      return value - 1
    }
  }
}

import Foundation

/// Runs independent jobs on up to a given number of threads and returns their results in order.
///
/// NB: `DispatchQueue.concurrentPerform` alone always uses one thread per core; here `width`
/// workers take the next index from a shared counter, so the caller chooses how many threads
/// work (`1` runs every job on the calling thread) and a slow job does not hold up a fixed
/// share of the others.
package enum ParallelWork {
  /// `job(0)`, `job(1)`, … `job(count - 1)`, run on up to `width` threads.
  ///
  /// - Parameter onOwnThreads: Runs the workers on threads of their own (the calling thread
  ///   among them) rather than on Dispatch's shared pool. Jobs that wait on other processes
  ///   need this: with every pool thread blocked on a compiler, `Process` (whose exit
  ///   monitoring runs on that pool) learned late that a compiler had finished, which cost a
  ///   check over half a second.
  package static func map<Result>(
    count: Int, width: Int, onOwnThreads: Bool = false, _ job: (Int) -> Result
  ) -> [Result] {
    let workers = min(max(width, 1), count)
    guard workers > 1 else { return (0..<count).map(job) }
    let next = NextIndex()
    var results = [Result?](repeating: nil, count: count)
    withoutActuallyEscaping(job) { job in
      results.withUnsafeMutableBufferPointer { buffer in
        // NB: every index is taken by exactly one worker, which writes only its own element;
        // `job` runs on several threads, which its callers allow for.
        let shared = UncheckedSendable((slots: buffer, job: job))
        let work: @Sendable () -> Void = {
          while let index = next.take(below: count) {
            shared.value.slots[index] = shared.value.job(index)
          }
        }
        if onOwnThreads {
          runOnOwnThreads(workers, work)
        } else {
          DispatchQueue.concurrentPerform(iterations: workers) { _ in work() }
        }
      }
    }
    return results.compactMap { $0 }
  }

  /// Runs `work` on the calling thread and on `workers - 1` new threads, and returns when all
  /// have finished.
  private static func runOnOwnThreads(_ workers: Int, _ work: @escaping @Sendable () -> Void) {
    // NB: a `Thread` keeps its closure until it is deallocated, which may be after it signals;
    // `work` holds the caller's non-escaping `job`, which must not outlive `map` (the runtime
    // traps if it does). So threads reach `work` through a box that is emptied before return.
    let box = WorkBox(work)
    let finished = DispatchSemaphore(value: 0)
    for _ in 1..<workers {
      Thread {
        box.run()
        finished.signal()
      }.start()
    }
    box.run()
    for _ in 1..<workers { finished.wait() }
    box.empty()
  }

  /// The work of ``runOnOwnThreads(_:_:)``, read by every thread before it signals and emptied
  /// after all have signalled, so no lock is needed.
  private final class WorkBox: @unchecked Sendable {
    private var work: (@Sendable () -> Void)?

    package init(_ work: @escaping @Sendable () -> Void) { self.work = work }

    package func run() { work?() }
    package func empty() { work = nil }
  }

  /// Hands out the indices of the jobs to the workers.
  private final class NextIndex: Sendable {
    private let next = Locked(0)

    package func take(below limit: Int) -> Int? {
      next.withLock { index in
        guard index < limit else { return nil }
        defer { index += 1 }
        return index
      }
    }
  }
}

/// Hands a value to concurrently running code that uses it safely by construction.
package struct UncheckedSendable<Value>: @unchecked Sendable {
  package let value: Value
  package init(_ value: Value) { self.value = value }
}

/// Runs `body` on a thread of its own and waits for it without holding one of Swift
/// concurrency's threads.
///
/// For work that waits seconds on compilers and programs: on one of those threads (two on a
/// 2-core machine) it would hold up every other task meanwhile, such as a test's `TestStore`
/// waiting a second for an effect's action.
package func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T
{
  try await withCheckedThrowingContinuation { continuation in
    Thread { continuation.resume(with: Result { try body() }) }.start()
  }
}

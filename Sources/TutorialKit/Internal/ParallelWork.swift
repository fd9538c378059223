import Foundation
import Synchronization

/// Runs independent jobs on up to a given number of threads and returns their results in order.
///
/// NB: `DispatchQueue.concurrentPerform` alone always uses one thread per core; here `width`
/// workers take the next index from a shared counter, so the caller chooses how many threads
/// work (`1` runs every job on the calling thread) and a slow job does not hold up a fixed
/// share of the others.
enum ParallelWork {
  /// `job(0)`, `job(1)`, … `job(count - 1)`, run on up to `width` threads.
  static func map<Result>(count: Int, width: Int, _ job: (Int) -> Result) -> [Result] {
    let workers = min(max(width, 1), count)
    guard workers > 1 else { return (0..<count).map(job) }
    let next = Mutex(0)
    var results = [Result?](repeating: nil, count: count)
    withoutActuallyEscaping(job) { job in
      results.withUnsafeMutableBufferPointer { buffer in
        // NB: every index is taken by exactly one worker, which writes only its own element;
        // `job` runs on several threads, which its callers allow for.
        let shared = UncheckedSendable((slots: buffer, job: job))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
          while true {
            let index = next.withLock { index in
              defer { index += 1 }
              return index
            }
            guard index < count else { return }
            shared.value.slots[index] = shared.value.job(index)
          }
        }
      }
    }
    return results.compactMap { $0 }
  }
}

/// Hands a value to concurrently running code that uses it safely by construction.
struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

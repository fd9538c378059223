import Foundation
import Testing

@testable import TutorialSupport

@Suite struct ParallelWorkTests {
  @Test(arguments: [1, 2, 8])
  func returnsEveryResultInOrder(width: Int) {
    #expect(ParallelWork.map(count: 100, width: width) { $0 * $0 } == (0..<100).map { $0 * $0 })
  }

  @Test func runsEachJobOnce() {
    let runs = Locked([Int: Int]())
    _ = ParallelWork.map(count: 50, width: 4) { index in
      runs.withLock { $0[index, default: 0] += 1 }
    }
    #expect(runs.withLock { $0 } == Dictionary(uniqueKeysWithValues: (0..<50).map { ($0, 1) }))
  }

  @Test func widthOneRunsOnTheCallingThread() {
    let caller = Thread.current
    let threads = ParallelWork.map(count: 5, width: 1) { _ in Thread.current }
    #expect(threads.allSatisfy { $0 === caller })
  }

  @Test func onOwnThreadsReturnsEveryResultInOrderWhateverFinishesFirst() {
    // NB: early jobs sleep longest, so they finish last.
    let results = ParallelWork.map(count: 8, width: 3, onOwnThreads: true) { index in
      usleep(UInt32(8 - index) * 2_000)
      return index * index
    }
    #expect(results == (0..<8).map { $0 * $0 })
    #expect(ParallelWork.map(count: 0, width: 2, onOwnThreads: true) { $0 }.isEmpty)
  }

  @Test func onOwnThreadsRunsEveryIndexOnceAtMostWidthAtATime() {
    let seen = Seen()
    _ = ParallelWork.map(count: 40, width: 3, onOwnThreads: true) { index in
      seen.enter(index)
      Thread.sleep(forTimeInterval: 0.002)
      seen.leave()
    }
    #expect(seen.indices.sorted() == Array(0..<40))
    #expect(seen.mostAtOnce <= 3)
    #expect(seen.mostAtOnce >= 1)
  }

  /// The job is a non-escaping closure; the runtime traps when one outlives its call, as it
  /// did when a finished thread still held it (seen once in a fresh-clone `make test`).
  @Test func onOwnThreadsKeepsNoJobPastItsCall() {
    for round in 0..<300 {
      let results = ParallelWork.map(count: 4, width: 4, onOwnThreads: true) { $0 + round }
      #expect(results == [round, round + 1, round + 2, round + 3])
    }
  }

  @Test func noJobsGiveNoResults() {
    #expect(ParallelWork.map(count: 0, width: 4) { $0 }.isEmpty)
  }
}

/// What the parallel work did, recorded from several threads.
private final class Seen: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var indices: [Int] = []
  private var running = 0
  private(set) var mostAtOnce = 0

  func enter(_ index: Int) {
    lock.lock()
    defer { lock.unlock() }
    indices.append(index)
    running += 1
    mostAtOnce = max(mostAtOnce, running)
  }

  func leave() {
    lock.lock()
    defer { lock.unlock() }
    running -= 1
  }
}

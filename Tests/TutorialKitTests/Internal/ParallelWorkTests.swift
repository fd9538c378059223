import Foundation
import Synchronization
import Testing

@testable import TutorialKit

@Suite struct ParallelWorkTests {
  @Test(arguments: [1, 2, 8])
  func returnsEveryResultInOrder(width: Int) {
    #expect(ParallelWork.map(count: 100, width: width) { $0 * $0 } == (0..<100).map { $0 * $0 })
  }

  @Test func runsEachJobOnce() {
    let runs = Mutex([Int: Int]())
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

  @Test func noJobsGiveNoResults() {
    #expect(ParallelWork.map(count: 0, width: 4) { $0 }.isEmpty)
  }
}

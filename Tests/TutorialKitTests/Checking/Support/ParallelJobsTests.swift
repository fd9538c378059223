import Foundation
import Testing

@testable import TutorialKit

@Suite struct ParallelJobsTests {
  @Test func mapReturnsEveryResultInOrderWhateverFinishesFirst() {
    // NB: early jobs sleep longest, so they finish last.
    let results = ParallelJobs.map(8, width: 3) { index in
      usleep(UInt32(8 - index) * 2_000)
      return index * index
    }
    #expect(results == (0..<8).map { $0 * $0 })
    #expect(ParallelJobs.map(0, width: 2) { $0 }.isEmpty)
  }
}

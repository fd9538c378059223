import Dispatch
import Foundation
import Testing
import TutorialSupport
import TutorialTestSupport

@testable import TutorialServer

@Suite struct ReloadBroadcasterTests {
  @Test func subscribersHearEveryBroadcastUntilFinished() async {
    let broadcaster = ReloadBroadcaster()
    let stream = broadcaster.subscribe()
    broadcaster.broadcast(1)
    var iterator = stream.makeAsyncIterator()
    #expect(await iterator.next() == 1)
    broadcaster.finish()
    #expect(await iterator.next() == nil)
    #expect(broadcaster.subscriberCount == 0)
  }

  @Test func aStreamAskedForAfterShutdownEndsAtOnce() async {
    let broadcaster = ReloadBroadcaster()
    broadcaster.finish()
    var iterator = broadcaster.subscribe().makeAsyncIterator()
    #expect(await iterator.next() == nil)
    #expect(broadcaster.subscriberCount == 0)
  }

  /// A page opening its live-reload stream while the server stops must not be left with a
  /// stream that never ends (the server would wait on it forever).
  ///
  /// NB: the race runs on threads of its own. Run with `DispatchQueue.concurrentPerform` from
  /// this async test, one racer spun on a Swift concurrency thread (there are two on a 2-core
  /// machine) until Dispatch started the other, which took up to a minute on a loaded machine
  /// and starved the server's tests running beside it.
  @Test func subscribersRacingShutdownAreAllEnded() async throws {
    let (streams, outlived) = try await onOwnThread { () -> ([AsyncStream<Int>], Int) in
      var streams: [AsyncStream<Int>] = []
      var outlived = 0
      for round in 0..<500 {
        let broadcaster = ReloadBroadcaster()
        let start = StartingLine(runners: 2)
        let finished = DispatchSemaphore(value: 0)
        // NB: the shutdown starts 0 to 15 µs after the subscriber, so that across the rounds
        // it lands at every point of `subscribe()`.
        let delay = Duration.nanoseconds(round % 16 * 1_000)
        Thread {
          start.wait()
          let clock = ContinuousClock()
          let deadline = clock.now.advanced(by: delay)
          while clock.now < deadline {}
          broadcaster.finish()
          finished.signal()
        }.start()
        start.wait()
        let stream = broadcaster.subscribe()
        finished.wait()
        if broadcaster.subscriberCount != 0 { outlived += 1 }
        streams.append(stream)
      }
      return (streams, outlived)
    }
    // NB: a stream that outlived the shutdown never ends: awaiting it would hang the test.
    guard outlived == 0 else {
      Issue.record("\(outlived) stream(s) of 500 outlived the shutdown")
      return
    }
    for stream in streams {
      var iterator = stream.makeAsyncIterator()
      #expect(await iterator.next() == nil)
    }
  }
}

/// Lets threads go at the same moment: each spins until all have arrived, so that their next
/// steps overlap as closely as threads can.
private final class StartingLine: @unchecked Sendable {
  private let lock = NSLock()
  private var arrived = 0
  private let runners: Int

  init(runners: Int) { self.runners = runners }

  func wait() {
    lock.withLock { arrived += 1 }
    while lock.withLock({ arrived < runners }) { sched_yield() }
  }
}

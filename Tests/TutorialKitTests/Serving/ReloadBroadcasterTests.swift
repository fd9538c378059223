import Dispatch
import Foundation
import Testing

@testable import TutorialKit

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
  @Test func subscribersRacingShutdownAreAllEnded() async {
    var streams: [AsyncStream<Int>] = []
    for _ in 0..<500 {
      let broadcaster = ReloadBroadcaster()
      let start = StartingLine(runners: 2)
      let subscribed = LockedStreams()
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        start.wait()
        if index == 0 {
          subscribed.append(broadcaster.subscribe())
        } else {
          broadcaster.finish()
        }
      }
      guard broadcaster.subscriberCount == 0 else {
        Issue.record("a stream outlived the shutdown")
        continue
      }
      streams += subscribed.streams
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
    while lock.withLock({ arrived < runners }) {}
  }
}

/// Streams collected from several threads.
private final class LockedStreams: @unchecked Sendable {
  private let lock = NSLock()
  private var collected: [AsyncStream<Int>] = []

  func append(_ stream: AsyncStream<Int>) { lock.withLock { collected.append(stream) } }
  var streams: [AsyncStream<Int>] { lock.withLock { collected } }
}

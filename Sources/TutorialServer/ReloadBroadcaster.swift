import Foundation
import TutorialSupport

/// Tells every open live-reload stream that the site changed.
///
/// NB: the subscribers and the finished flag live under one lock, so that a subscriber arriving
/// while the server shuts down either sees the broadcaster finished or is finished with the
/// others: with a lock for each, it could check "not finished", lose the race to `finish()`,
/// and then register a stream that nothing would ever end.
package final class ReloadBroadcaster: Sendable {
  private struct State {
    var continuations: [UUID: AsyncStream<Int>.Continuation] = [:]
    var isFinished = false
  }

  private let state = Locked(State())

  /// A stream of site versions, one element per rebuild after subscribing.
  func subscribe() -> AsyncStream<Int> {
    let id = UUID()
    let (stream, continuation) = AsyncStream.makeStream(
      of: Int.self, bufferingPolicy: .bufferingNewest(1))
    continuation.onTermination = { [weak self] _ in
      _ = self?.state.withLock { $0.continuations.removeValue(forKey: id) }
    }
    let registered = state.withLock { state in
      guard !state.isFinished else { return false }
      state.continuations[id] = continuation
      return true
    }
    if !registered { continuation.finish() }
    return stream
  }

  /// Sends `version` to every subscriber.
  func broadcast(_ version: Int) {
    for continuation in state.withLock({ Array($0.continuations.values) }) {
      continuation.yield(version)
    }
  }

  /// The number of open streams.
  var subscriberCount: Int { state.withLock { $0.continuations.count } }

  /// Ends every stream, for shutdown; a stream asked for afterwards ends at once.
  func finish() {
    let open = state.withLock { state in
      state.isFinished = true
      defer { state.continuations.removeAll() }
      return Array(state.continuations.values)
    }
    for continuation in open { continuation.finish() }
  }
}

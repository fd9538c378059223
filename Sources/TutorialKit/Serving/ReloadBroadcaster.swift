import Foundation
import Synchronization

/// Tells every open live-reload stream that the site changed.
final class ReloadBroadcaster: Sendable {
  private let continuations = Mutex<[UUID: AsyncStream<Int>.Continuation]>([:])
  private let finished = Mutex(false)

  /// A stream of site versions, one element per rebuild after subscribing.
  func subscribe() -> AsyncStream<Int> {
    let id = UUID()
    let (stream, continuation) = AsyncStream.makeStream(
      of: Int.self, bufferingPolicy: .bufferingNewest(1))
    if finished.withLock({ $0 }) {
      continuation.finish()
      return stream
    }
    continuation.onTermination = { [weak self] _ in
      _ = self?.continuations.withLock { $0.removeValue(forKey: id) }
    }
    continuations.withLock { $0[id] = continuation }
    return stream
  }

  /// Sends `version` to every subscriber.
  func broadcast(_ version: Int) {
    for continuation in continuations.withLock({ Array($0.values) }) {
      continuation.yield(version)
    }
  }

  /// The number of open streams.
  var subscriberCount: Int { continuations.withLock { $0.count } }

  /// Ends every stream, for shutdown.
  func finish() {
    finished.withLock { $0 = true }
    for continuation in continuations.withLock({ Array($0.values) }) { continuation.finish() }
  }
}

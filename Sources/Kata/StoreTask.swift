/// The effects started by one `Store.send`, including those of the actions they sent back.
///
/// ```swift
/// await store.send(.refresh).finish()   // wait until the refresh is done
/// ```
public struct StoreTask: Hashable, Sendable {
  let tag: Int?
  let tracker: EffectTracker?

  @usableFromInline init(tag: Int?, tracker: EffectTracker?) {
    self.tag = tag
    self.tracker = tracker
  }

  /// Cancels the effects.
  public func cancel() {
    guard let tag else { return }
    tracker?.cancel(tag: tag)
  }

  /// Waits until every effect has finished.
  ///
  /// A long-living effect (a timer) never finishes:
  /// cancel it instead.
  public func finish() async {
    guard let tag, let tracker else { return }
    await tracker.finish(tag: tag)
  }

  /// Whether the effects were cancelled, with ``cancel()`` or because the store went away; as
  /// in TCA, also `true` for a send that started no effects, and `false` for effects that
  /// finished on their own.
  public var isCancelled: Bool {
    guard let tag, let tracker else { return true }
    return tracker.isCancelled(tag: tag)
  }

  /// Whether some effect is still running.
  public var isRunning: Bool {
    guard let tag, let tracker else { return false }
    return tracker.isRunning(tag: tag)
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.tag == rhs.tag && lhs.tracker === rhs.tracker
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(tag)
    hasher.combine(tracker.map(ObjectIdentifier.init))
  }
}

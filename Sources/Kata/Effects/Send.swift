import ConcurrencyExtras

/// Sends actions from an effect back into the store that runs it.
///
/// ```swift
/// return .run { send in
///   for await _ in clock.timer(interval: .seconds(1)) {
///     await send(.timerTicked)
///   }
/// }
/// ```
///
/// Sending after the effect was cancelled does nothing, so a cancelled request never delivers
/// a stale response.
@MainActor
public struct Send<Action>: Sendable {
  let send: @MainActor @Sendable (Action) -> Void

  /// Makes a `Send` that calls `send` with each action.
  public nonisolated init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends `action` to the store, unless the effect was cancelled.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }

  /// Sends from any context: how `concatenate` delivers `.send` effects from its task.
  nonisolated func deliver(_ action: Action) async {
    // NB: Actions cross to the main actor only here and through `callAsFunction`, as in TCA.
    let action = UncheckedSendable(action)
    await MainActor.run { self(action.value) }
  }

  nonisolated func map<Parent>(_ transform: @escaping @Sendable (Parent) -> Action) -> Send<Parent>
  {
    Send<Parent> { action in self.send(transform(action)) }
  }
}

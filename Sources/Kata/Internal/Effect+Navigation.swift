import ConcurrencyExtras

/// Identifies the effects of one presented feature or stack element, to cancel them all when
/// it goes away.
struct NavigationCancelID: Hashable, @unchecked Sendable {
  // NB: Key paths are immutable and safe to share; they are not yet marked Sendable.
  let path: AnyKeyPath
  let element: StackElementID?
}

/// A cancellation id of a presented feature's own effects, kept apart from the same id used by
/// another presented feature (two stack elements of one type each have their own timer).
struct ScopedCancelID: Hashable, @unchecked Sendable {
  // NB: Holds cancellation ids, which are `Hashable & Sendable` values.
  let scope: NavigationCancelID
  let id: AnyHashable
}

extension Effect {
  /// This effect of a presented child, as the parent's effect: its actions wrapped by
  /// `transform`, its cancellation ids kept to `scope`, all of it cancellable by `scope`, and
  /// `@Dependency(\.dismiss)` in its work sending `dismissAction`.
  func presented<ParentAction>(
    _ transform: @escaping @Sendable (Action) -> ParentAction,
    scope: NavigationCancelID,
    dismissAction: ParentAction
  ) -> Effect<ParentAction> {
    if case .none = operation { return .none }
    let dismissAction = UncheckedSendable(dismissAction)
    return Effect<ParentAction>(
      .cancellable(
        operation.presented(transform, scope: scope, dismissAction: dismissAction),
        id: AnyHashable(scope), cancelInFlight: false)
    )
  }
}

extension Effect.Operation {
  fileprivate func presented<ParentAction>(
    _ transform: @escaping @Sendable (Action) -> ParentAction,
    scope: NavigationCancelID,
    dismissAction: UncheckedSendable<ParentAction>
  ) -> Effect<ParentAction>.Operation {
    switch self {
    case .none: return .none
    case let .send(action): return .send(transform(action))
    case let .run(priority, name, operation):
      return .run(priority, name: name) { send in
        await PresentationContext.$dismiss.withValue({
          await send.deliver(dismissAction.value)
        }) {
          await operation(send.map(transform))
        }
      }
    case let .merge(operations):
      return .merge(
        operations.map { $0.presented(transform, scope: scope, dismissAction: dismissAction) })
    case let .concatenate(operations):
      return .concatenate(
        operations.map { $0.presented(transform, scope: scope, dismissAction: dismissAction) })
    case let .cancellable(operation, id, cancelInFlight):
      return .cancellable(
        operation.presented(transform, scope: scope, dismissAction: dismissAction),
        id: AnyHashable(ScopedCancelID(scope: scope, id: id)), cancelInFlight: cancelInFlight)
    case let .cancel(id):
      return .cancel(id: AnyHashable(ScopedCancelID(scope: scope, id: id)))
    }
  }
}

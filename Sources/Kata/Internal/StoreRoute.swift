/// A path from a root feature to a feature nested in it through plain `Scope`s only.
///
/// Running the root reducer on an embedded action of such a feature does exactly what running
/// the feature's own reducer on its part of the state does, since nothing on the way looks at
/// the action but the scopes that hand it down. A scoped store uses the route to skip the
/// levels in between, so a send costs the same however deep the feature is.
@MainActor
struct StoreRoute<RootState, RootAction, State, Action> {
  /// Where the feature's state lives in the root state.
  let state: WritableKeyPath<RootState, State>
  /// Wraps the feature's action in the root's action, for effects and recorders.
  let embed: @Sendable (Action) -> RootAction
  /// The feature's reducer.
  let reducer: any Reducer<State, Action>

  /// The route one level further down, when the feature's reducer is a `Scope` on exactly
  /// these paths.
  func child<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> StoreRoute<RootState, RootAction, ChildState, ChildAction>? {
    guard let scope = reducer.scopeReducer(state: toChildState, action: toChildAction) else {
      return nil
    }
    let embed = self.embed
    let embedChild = scope.embed
    return StoreRoute<RootState, RootAction, ChildState, ChildAction>(
      state: state.appending(path: scope.state),
      embed: { embed(embedChild($0)) },
      reducer: scope.child
    )
  }
}

/// A `Scope` seen without its reducer's type.
protocol ScopeRouting<State, Action>: Reducer {
  /// The scope's paths and child, if they are exactly `toChildState` and `toChildAction`.
  func child<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> ScopedChild<State, Action, ChildState, ChildAction>?
}

/// What a `Scope` does: which part of the state and which case of the action its child gets.
struct ScopedChild<State, Action, ChildState, ChildAction> {
  let state: WritableKeyPath<State, ChildState>
  let embed: @Sendable (ChildAction) -> Action
  let child: any Reducer<ChildState, ChildAction>
}

extension Reducer {
  /// The `Scope` this resolved reducer is, if it scopes exactly `toChildState` and
  /// `toChildAction`.
  ///
  /// A store's reducer is resolved when the store is made (see `resolve`), so there are no
  /// bodies left to look through here, only boxes.
  func scopeReducer<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> ScopedChild<State, Action, ChildState, ChildAction>? {
    var reducer: any Reducer<State, Action> = self
    while let box = reducer as? AnyReducer<State, Action> { reducer = box.base }
    let scope = reducer as? any ScopeRouting<State, Action>
    return scope?.child(state: toChildState, action: toChildAction)
  }

  /// This reducer's `body`, when it is made of one rather than implementing
  /// `reduce(into:action:)`.
  var bodyReducer: (any Reducer<State, Action>)? {
    guard Body.self != Never.self else { return nil }
    return body as? any Reducer<State, Action>
  }
}

/// How a ``Store`` reads its state, sends its actions and makes child stores, whether it is the
/// root or a child scoped from it.
@MainActor
protocol StoreAccess<State, Action> {
  associatedtype State
  associatedtype Action

  /// The root's core, for observation and lifetime.
  var core: any AnyStoreCore { get }
  /// The current state, read from the root.
  var state: State { get }
  /// Whether this store's state still exists: false once the child it shows was dismissed.
  var isAlive: Bool { get }
  /// Sends `action` through the root.
  func send(_ action: Action) -> StoreTask
  /// The access of a child store.
  func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> any StoreAccess<ChildState, ChildAction>
}

extension StoreAccess {
  var isAlive: Bool { true }

  /// The access of a child whose state is optional, while it is there.
  func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> (any StoreAccess<ChildState, ChildAction>)? {
    PresentedAccess(parent: self, state: toChildState, action: toChildAction)
  }
}

/// The root store: it owns the core.
struct RootAccess<State, Action>: StoreAccess {
  let root: StoreCore<State, Action>

  var core: any AnyStoreCore { root }
  var state: State { root.state }

  func send(_ action: Action) -> StoreTask {
    root.send(action, tag: nil)
  }

  func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> any StoreAccess<ChildState, ChildAction> {
    let root = StoreRoute<State, Action, State, Action>(
      state: \State.self, embed: { $0 }, reducer: self.root.reducer)
    return root.scope(core: self.root, state: toChildState, action: toChildAction)
  }
}

/// A child store whose feature the root reaches only through plain `Scope`s: its actions go
/// straight to the child's reducer, however deep it is.
struct RoutedAccess<RootState, RootAction, State, Action>: StoreAccess {
  let root: StoreCore<RootState, RootAction>
  let route: StoreRoute<RootState, RootAction, State, Action>

  var core: any AnyStoreCore { root }
  var state: State { root.state[keyPath: route.state] }

  func send(_ action: Action) -> StoreTask {
    root.send(action, along: route)
  }

  func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> any StoreAccess<ChildState, ChildAction> {
    route.scope(core: root, state: toChildState, action: toChildAction)
  }
}

/// A child store whose actions must run the whole root reducer, because some reducer on the
/// way (a `Reduce`, `ifLet`, `forEach`, `_printChanges`, …) may act on them: each action is
/// embedded in the root's action.
struct EmbeddedAccess<RootState, RootAction, State, Action>: StoreAccess {
  let root: StoreCore<RootState, RootAction>
  let toState: KeyPath<RootState, State>
  let embed: @Sendable (Action) -> RootAction

  var core: any AnyStoreCore { root }
  var state: State { root.state[keyPath: toState] }

  func send(_ action: Action) -> StoreTask {
    root.send(embed(action), tag: nil)
  }

  func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> any StoreAccess<ChildState, ChildAction> {
    let embed = self.embed
    let embedChild = AnyCasePath(toChildAction).embed
    return EmbeddedAccess<RootState, RootAction, ChildState, ChildAction>(
      root: root, toState: toState.appending(path: toChildState),
      embed: { embed(embedChild($0)) })
  }
}

extension StoreRoute {
  /// The access of a child of the feature this route reaches: routed when the feature's
  /// reducer is a plain `Scope` on exactly these paths, embedded otherwise.
  func scope<ChildState, ChildAction>(
    core: StoreCore<RootState, RootAction>,
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> any StoreAccess<ChildState, ChildAction> {
    if let child = child(state: toChildState, action: toChildAction) {
      return RoutedAccess(root: core, route: child)
    }
    return EmbeddedAccess(root: core, toState: state, embed: embed)
      .scope(state: toChildState, action: toChildAction)
  }
}

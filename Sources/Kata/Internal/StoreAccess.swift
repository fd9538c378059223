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
  /// Whether this store's state can go away at all (it shows a presented child).
  var canGoAway: Bool { get }
  /// Sends `action` through the root.
  func send(_ action: Action) -> StoreTask
  /// The access of a child store.
  func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> any StoreAccess<ChildState, ChildAction>
  /// The access of a child whose state is optional, while it is there.
  func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> (any StoreAccess<ChildState, ChildAction>)?
}

extension StoreAccess {
  var isAlive: Bool { true }
  var canGoAway: Bool { false }

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
    routed.scope(state: toChildState, action: toChildAction)
  }

  func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> (any StoreAccess<ChildState, ChildAction>)? {
    routed.scope(state: toChildState, action: toChildAction)
  }

  /// This store as the start of routes.
  private var routed: RoutedAccess<State, Action, State, Action> {
    RoutedAccess(root: root)
  }
}

/// A child store whose feature the root reaches along a route: its actions go straight to the
/// child's reducer, with only the reducers on the way that see them run.
struct RoutedAccess<RootState, RootAction, State, Action>: StoreAccess {
  let root: StoreCore<RootState, RootAction>
  let route: StoreRoute<RootState, RootAction, State, Action>
  /// How the store reads its state.
  let reading: Reading

  /// How a store reads its feature's state.
  enum Reading {
    /// Through the route's key path, for a feature that cannot go away.
    case path(KeyPath<RootState, State>)
    /// Through the route, keeping the state when the store was made, and since then as the
    /// store read it, for a feature that may go away.
    case kept(LastState<State>)
  }

  init?(
    root: StoreCore<RootState, RootAction>, route: StoreRoute<RootState, RootAction, State, Action>
  ) {
    guard let state = route.read(root.state) else { return nil }
    self.root = root
    self.route = route
    // NB: Nothing is kept for a feature that cannot go away. A state kept shares its arrays
    // with the root's, so the root's next write to one copied it whole (a list of 10,000
    // todos, for a toggle), and the copy stayed alive as long as the store.
    if route.isAlive == nil, let readPath = route.readPath {
      self.reading = .path(readPath)
    } else {
      self.reading = .kept(LastState(state))
    }
  }

  /// The root as a route's start.
  init(root: StoreCore<RootState, RootAction>)
  where RootState == State, RootAction == Action {
    self.root = root
    self.route = .root(root.reducer)
    self.reading = .path(\State.self)
  }

  var core: any AnyStoreCore { root }

  var isAlive: Bool { route.isAlive?(root.state) ?? true }
  var canGoAway: Bool { route.isAlive != nil }

  var state: State {
    switch reading {
    case .path(let readPath):
      return root.state[keyPath: readPath]
    case .kept(let last):
      guard route.isAlive == nil else {
        guard isAlive, let current = route.read(root.state) else { return last.value }
        last.value = current
        return current
      }
      return route.read(root.state) ?? last.value
    }
  }

  func send(_ action: Action) -> StoreTask {
    root.send(action, along: route)
  }

  func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> any StoreAccess<ChildState, ChildAction> {
    if let child = route.child(
      state: toChildState, optional: false, action: toChildAction,
      read: { $0[keyPath: toChildState] }, in: root.state),
      let access = RoutedAccess<RootState, RootAction, ChildState, ChildAction>(
        root: root, route: child)
    {
      return access
    }
    return ChildAccess(parent: self, state: toChildState, action: toChildAction)
  }

  func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> (any StoreAccess<ChildState, ChildAction>)? {
    guard isAlive, route.read(root.state)?[keyPath: toChildState] != nil else { return nil }
    if let child = route.child(
      state: toChildState, optional: true, action: toChildAction,
      read: { $0[keyPath: toChildState] }, in: root.state),
      let access = RoutedAccess<RootState, RootAction, ChildState, ChildAction>(
        root: root, route: child)
    {
      return access
    }
    return PresentedAccess(parent: self, state: toChildState, action: toChildAction)
  }
}

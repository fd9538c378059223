/// A child store whose state is optional — a presented feature, a stack element — made while
/// the state is there.
///
/// It stays usable after the child goes away (dismissed, popped, replaced by another child):
/// it then sends nothing and its observers are no longer told, and `state` keeps the last
/// value the child had, never the state of a child that replaced it.
@MainActor
struct PresentedAccess<ParentState, ParentAction, State, Action>: StoreAccess {
  let parent: any StoreAccess<ParentState, ParentAction>
  let toState: KeyPath<ParentState, State?>
  let embed: @Sendable (Action) -> ParentAction
  let identifier: NavigationIdentifier<State>
  let identity: NavigationIdentity
  let last: LastState<State>

  init?(
    parent: any StoreAccess<ParentState, ParentAction>,
    state toState: KeyPath<ParentState, State?>,
    action toAction: CaseKeyPath<ParentAction, Action>
  ) {
    let identifier = NavigationIdentifier<State>()
    guard parent.isAlive, let state = parent.state[keyPath: toState],
      let identity = identifier.identity(of: state)
    else { return nil }
    self.parent = parent
    self.toState = toState
    self.embed = AnyCasePath(toAction).embed
    self.identifier = identifier
    self.identity = identity
    // NB: Not `self`, which holds `last`: that would be a cycle.
    self.last = LastState(
      state, core: parent.core,
      read: { Self.current(parent: parent, toState: toState, identifier, identity) })
  }

  var core: any AnyStoreCore { parent.core }

  /// The child's state while it is the child this store was made for.
  var current: State? { Self.current(parent: parent, toState: toState, identifier, identity) }

  private static func current(
    parent: any StoreAccess<ParentState, ParentAction>,
    toState: KeyPath<ParentState, State?>,
    _ identifier: NavigationIdentifier<State>,
    _ identity: NavigationIdentity
  ) -> State? {
    guard parent.isAlive, let state = parent.state[keyPath: toState],
      identifier.identity(of: state) == identity
    else { return nil }
    return state
  }

  var isAlive: Bool { current != nil }

  var state: State {
    guard let current else { return last.value }
    last.value = current
    return current
  }

  func send(_ action: Action) -> StoreTask {
    guard isAlive else { return StoreTask(tag: nil, tracker: nil) }
    return parent.send(embed(action))
  }

  func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> any StoreAccess<ChildState, ChildAction> {
    ChildAccess(parent: self, state: toChildState, action: toChildAction)
  }
}

/// The last state a presented child had, kept for reading after it went away: refreshed
/// after every change of the root's state while the child is there.
@MainActor
final class LastState<State> {
  var value: State
  private var read: (() -> State?)?
  private weak var core: (any AnyStoreCore)?
  private var observer: Int?

  /// Keeps `value`, refreshed with `read` after each change of the root's state until it
  /// returns `nil`; never refreshed without `read`.
  init(_ value: State, core: any AnyStoreCore, read: (() -> State?)?) {
    self.value = value
    self.read = read
    guard read != nil else { return }
    self.core = core
    self.observer = core.addObserver { [weak self] in self?.refresh() }
  }

  private func refresh() {
    guard let current = read?() else {
      // NB: Gone for good: a child that comes back is another child.
      if let observer { core?.removeObserver(observer) }
      observer = nil
      read = nil
      return
    }
    value = current
  }

  isolated deinit {
    if let observer { core?.removeObserver(observer) }
  }
}

/// A child of a store that may go away: reads and sends through its parent.
@MainActor
struct ChildAccess<ParentState, ParentAction, State, Action>: StoreAccess {
  let parent: any StoreAccess<ParentState, ParentAction>
  let toState: KeyPath<ParentState, State>
  let embed: @Sendable (Action) -> ParentAction

  init(
    parent: any StoreAccess<ParentState, ParentAction>,
    state toState: KeyPath<ParentState, State>,
    action toAction: CaseKeyPath<ParentAction, Action>
  ) {
    self.parent = parent
    self.toState = toState
    self.embed = AnyCasePath(toAction).embed
  }

  var core: any AnyStoreCore { parent.core }
  var isAlive: Bool { parent.isAlive }
  var state: State { parent.state[keyPath: toState] }

  func send(_ action: Action) -> StoreTask {
    guard isAlive else { return StoreTask(tag: nil, tracker: nil) }
    return parent.send(embed(action))
  }

  func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> any StoreAccess<ChildState, ChildAction> {
    ChildAccess<State, Action, ChildState, ChildAction>(
      parent: self, state: toChildState, action: toChildAction)
  }
}

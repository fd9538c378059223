/// A child store whose state is optional — a presented feature, a stack element — made while
/// the state is there.
///
/// It stays usable after the child goes away (dismissed, popped, replaced by another child):
/// it then sends nothing and its observers are no longer told, and `state` keeps the last
/// value this store read, never the state of a child that replaced it.
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
    self.embed = fastCasePath(toAction).embed
    self.identifier = identifier
    self.identity = identity
    self.last = LastState(state)
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
  var canGoAway: Bool { true }

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

/// The last state a store read of a presented child, for reading after the child went away.
@MainActor
final class LastState<State> {
  var value: State
  init(_ value: State) { self.value = value }
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
    self.embed = fastCasePath(toAction).embed
  }

  var core: any AnyStoreCore { parent.core }
  var isAlive: Bool { parent.isAlive }
  var canGoAway: Bool { parent.canGoAway }
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

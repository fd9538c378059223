/// An action type that separates what a front end may send (`view` actions) from what only the
/// feature itself sends (effect responses, timers, child actions).
///
/// ```swift
/// enum Action: ViewAction {
///   case view(View)
///   case factResponse(String)
///
///   enum View { case incrementButtonTapped, factButtonTapped }
/// }
/// ```
///
/// Hand a front end `store.viewStore`: it cannot send `.factResponse`.
public protocol ViewAction<ViewAction> {
  /// The actions a front end may send.
  associatedtype ViewAction
  /// Wraps a view action.
  static func view(_ action: ViewAction) -> Self
}

/// A handle on a store for a front end: it reads state and sends only view actions.
@MainActor
@dynamicMemberLookup
public struct ViewStore<State, Action> {
  private let readState: @MainActor () -> State
  private let sendAction: @MainActor (Action) -> StoreTask
  private let observeState: @MainActor (@escaping @MainActor (State) -> Void) -> StoreSubscription

  init<StoreAction: ViewAction>(store: Store<State, StoreAction>)
  where StoreAction.ViewAction == Action {
    self.readState = { store.state }
    self.sendAction = { store.send(.view($0)) }
    self.observeState = { store.observe($0) }
  }

  /// The current state.
  public var state: State { readState() }

  /// Reads a value of the current state.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    readState()[keyPath: keyPath]
  }

  /// Sends a view action.
  @discardableResult
  public func send(_ action: Action) -> StoreTask { sendAction(action) }

  /// Calls `onChange` with the state after each send; see ``Store/observe(_:)``.
  public func observe(_ onChange: @escaping @MainActor (State) -> Void) -> StoreSubscription {
    observeState(onChange)
  }
}

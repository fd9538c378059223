/// Runs a feature: holds its state, runs its reducer for each action, runs the effects the
/// reducer returns, and tells front ends when the state changed.
///
/// ```swift
/// let store = Store(initialState: Counter.State()) {
///   Counter()
/// } withDependencies: {
///   $0.numberFact = .live
/// }
/// store.send(.incrementButtonTapped)
/// print(store.state.count)  // 1
/// ```
///
/// A store lives on the main actor. Its effects are cancelled when the last reference to it
/// (or to a store scoped from it) goes away.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action> {
  let core: any AnyStoreCore
  let toState: @MainActor () -> State
  let sendAction: @MainActor (Action) -> StoreTask

  /// Makes a store for the feature `reducer` builds, starting from `initialState`.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: Builds the feature's reducer.
  ///   - prepareDependencies: Overrides dependencies for the reducer and all its effects.
  public init<R: Reducer<State, Action>>(
    initialState: State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    let dependencies = Dependencies.withDependencies {
      prepareDependencies?(&$0)
    } operation: {
      DependencyValues._current
    }
    let reducer = Dependencies.withDependencies {
      $0 = dependencies
    } operation: {
      reducer()
    }
    let core = StoreCore(initialState: initialState, reducer: reducer, dependencies: dependencies)
    self.core = core
    self.toState = { core.state }
    self.sendAction = { core.send($0, tag: nil) }
  }

  private init(
    core: any AnyStoreCore,
    toState: @escaping @MainActor () -> State,
    send: @escaping @MainActor (Action) -> StoreTask
  ) {
    self.core = core
    self.toState = toState
    self.sendAction = send
  }

  /// The current state.
  public var state: State { toState() }

  /// Reads a value of the current state: `store.count` for `store.state.count`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    toState()[keyPath: keyPath]
  }

  /// Sends `action` to the feature: the reducer runs at once, then its effects start.
  ///
  /// - Returns: A task for the effects this action started, to cancel them or to wait until
  ///   they (and the effects of the actions they send back) are done.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    sendAction(action)
  }

  /// A store for a child feature, viewing part of this store's state.
  ///
  /// There is one source of truth: the child's state is read from the root's, and an action
  /// sent to the child runs the root reducer, wrapped in `action`.
  ///
  /// ```swift
  /// let counter = store.scope(state: \.counter, action: \.counter)
  /// counter.send(.incrementButtonTapped)
  /// ```
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    let toState = self.toState
    let sendAction = self.sendAction
    let embed = AnyCasePath(toChildAction).embed
    return Store<ChildState, ChildAction>(
      core: core,
      toState: { toState()[keyPath: toChildState] },
      send: { sendAction(embed($0)) }
    )
  }
}

extension Store where Action: ViewAction {
  /// A view of this store for a front end that may send only `view` actions.
  ///
  /// ```swift
  /// let view = store.viewStore
  /// view.send(.incrementButtonTapped)   // Action.view(.incrementButtonTapped)
  /// ```
  public var viewStore: ViewStore<State, Action.ViewAction> {
    ViewStore(store: self)
  }
}

/// The store of the feature `R`: `StoreOf<Feature>` is `Store<Feature.State, Feature.Action>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

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
/// A front end reads ``state`` (or a value of it, `store.count`), sends actions with
/// ``send(_:)``, hears about changes with ``observe(_:)`` or ``observe(_:_:)``, and gives a child
/// view its own store with ``scope(state:action:)->Store<ChildState,ChildAction>``:
///
/// ```swift
/// let subscription = store.observe(\.count) { print("count:", $0) }
/// let child = store.scope(state: \.child, action: \.child)
/// ```
///
/// A store lives on the main actor. Its effects are cancelled when the last reference to it
/// (or to a store scoped from it) goes away.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action> {
  let access: any StoreAccess<State, Action>
  @usableFromInline let sendAction: @MainActor (Action) -> StoreTask
  @usableFromInline let readState: @MainActor () -> State
  /// Whether this store's state still exists: false once a presented child it shows is gone.
  ///
  /// `nil` for a store whose state cannot go away.
  @usableFromInline let isAlive: (@MainActor () -> Bool)?
  @usableFromInline var core: any AnyStoreCore { access.core }

  /// Makes a store for the feature `reducer` builds, starting from `initialState`.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: Builds the feature's reducer.
  ///   - prepareDependencies: Overrides dependencies for the reducer and all its effects.
  @inlinable
  public convenience init<R: Reducer<State, Action>>(
    initialState: State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    let dependencies = Dependencies.withDependencies {
      prepareDependencies?(&$0)
    } operation: {
      DependencyValues._current
    }
    // NB: Bodies are evaluated once, here, rather than on every action.
    let (reducer, resolved) = Dependencies.withDependencies {
      $0 = dependencies
    } operation: {
      let reducer = reducer()
      return (reducer, resolvedForStore(reducer))
    }
    // NB: The closures are made here, in the app's module, so that the send path is
    // specialised for its types.
    let reduce: (inout State, Action) -> Effect<Action> =
      if let resolved {
        { resolved.reduce(into: &$0, action: $1) }
      } else {
        { reducer.reduce(into: &$0, action: $1) }
      }
    let core = StoreCore(
      initialState: initialState, reducer: resolved ?? reducer, reduce: reduce,
      dependencies: dependencies)
    self.init(root: core, send: { core.send($0, tag: nil) }, state: { core.state })
  }

  @usableFromInline
  init(
    root: StoreCore<State, Action>,
    send: @escaping @MainActor (Action) -> StoreTask,
    state: @escaping @MainActor () -> State
  ) {
    self.access = RootAccess(root: root)
    self.sendAction = send
    self.readState = state
    self.isAlive = nil
  }

  init(access: any StoreAccess<State, Action>) {
    self.access = access
    self.sendAction = { access.send($0) }
    self.readState = { access.state }
    if access.canGoAway {
      self.isAlive = { access.isAlive }
    } else {
      self.isAlive = nil
    }
  }

  /// The current state.
  public var state: State { readState() }

  /// Reads a value of the current state: `store.count` for `store.state.count`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    readState()[keyPath: keyPath]
  }

  /// Sends `action` to the feature: the reducer runs at once, then its effects start.
  ///
  /// - Returns: A task for the effects this action started, to cancel them or to wait until
  ///   they (and the effects of the actions they send back) are done.
  @discardableResult
  @inlinable
  public func send(_ action: Action) -> StoreTask {
    // NB: Through a closure made where the types are known: specialised, and calling it does
    // not retain the core, whose reference counting is slow once it has weak references.
    sendAction(action)
  }

  /// A store for a child feature, viewing part of this store's state.
  ///
  /// There is one source of truth: the child's state is read from the root's, and an action
  /// sent to the child runs the root reducer, wrapped in `action`.
  ///
  /// When every reducer between the root and the child is a plain `Scope` on these same paths,
  /// an action goes straight to the child's reducer instead, which does the same thing, so a
  /// send costs the same at any depth.
  ///
  /// ```swift
  /// let counter = store.scope(state: \.counter, action: \.counter)
  /// counter.send(.incrementButtonTapped)
  /// ```
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    Store<ChildState, ChildAction>(
      access: access.scope(state: toChildState, action: toChildAction))
  }

  /// A store for a child feature: ``scope(state:action:)->Store<ChildState,ChildAction>``
  /// without the `state:` label.
  ///
  /// ```swift
  /// let counter = store.scope(\.counter, action: \.counter)
  /// ```
  public func scope<ChildState, ChildAction>(
    _ toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    scope(state: toChildState, action: toChildAction)
  }
}

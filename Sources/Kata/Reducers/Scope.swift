/// Runs a child reducer on part of the parent's state, for the child's actions.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.profile, action: \.profile) {
///     Profile()
///   }
///   Reduce { state, action in … }
/// }
/// ```
///
/// The child runs in place on the parent's state (no copy), and its effects' actions are
/// wrapped back into the parent's action.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  @usableFromInline let toChildState: WritableKeyPath<ParentState, Child.State>
  @usableFromInline let toChildAction: AnyCasePath<ParentAction, Child.Action>
  @usableFromInline let toChildActionKeyPath: CaseKeyPath<ParentAction, Child.Action>
  @usableFromInline let child: Child

  /// Runs `child` on `state` for actions of the `action` case.
  ///
  /// - Parameters:
  ///   - state: A writable key path from the parent state to the child state.
  ///   - action: A case key path from the parent action to the child action.
  ///   - child: The child reducer.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = toChildState
    self.toChildAction = AnyCasePath(toChildAction)
    self.toChildActionKeyPath = toChildAction
    self.child = child()
  }

  /// Runs `child` on `state` for actions of the `action` case: ``init(state:action:child:)``
  /// without the `state:` label.
  ///
  /// ```swift
  /// Scope(\.profile, action: \.profile) {
  ///   Profile()
  /// }
  /// ```
  @inlinable
  public init<ChildState, ChildAction>(
    _ toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(state: toChildState, action: toChildAction, child: child)
  }

  init(
    toChildState: WritableKeyPath<ParentState, Child.State>,
    toChildAction: AnyCasePath<ParentAction, Child.Action>,
    toChildActionKeyPath: CaseKeyPath<ParentAction, Child.Action>,
    child: Child
  ) {
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.toChildActionKeyPath = toChildActionKeyPath
    self.child = child
  }

  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    let toChildAction = self.toChildAction
    return child.reduce(into: &state[keyPath: toChildState], action: childAction)
      .map { toChildAction.embed($0) }
  }
}

extension Scope: ScopeRouting {
  func child<ChildState, ChildAction>(
    state toChildState: KeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>
  ) -> ScopedChild<ParentState, ParentAction, ChildState, ChildAction>? {
    guard self.toChildState as AnyKeyPath == toChildState as AnyKeyPath,
      toChildActionKeyPath as AnyKeyPath == toChildAction as AnyKeyPath,
      let state = self.toChildState as? WritableKeyPath<ParentState, ChildState>,
      let child = child as? any Reducer<ChildState, ChildAction>,
      let casePath = self.toChildAction as? AnyCasePath<ParentAction, ChildAction>
    else { return nil }
    return ScopedChild(state: state, embed: casePath.embed, child: child)
  }
}

/// An enum of reducers, as `@Reducer enum Destination { case login(Login) … }` makes it: its
/// `State` and `Action` have a case per child feature, and its static `body` runs each child
/// on its case.
///
/// Parents use it without naming the children again:
///
/// ```swift
/// Reduce { state, action in … }
///   .ifLet(\.destination, action: \.destination)
/// ```
public protocol CaseReducer<State, Action>: Reducer
where State: CaseReducerState, State.StateReducer == Self, Body: Reducer<State, Action> {
  /// Runs each child feature on its case of the state.
  static var body: Body { get }
}

extension CaseReducer {
  /// The static ``body``.
  public var body: Body { Self.body }
}

/// The state of a ``CaseReducer``: it knows its reducer, so that `ifLet` and `Scope` can run
/// it without a trailing closure.
public protocol CaseReducerState {
  /// The enum of reducers this is the state of.
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}

extension Reducer {
  /// Runs the enum of reducers of the optional state at `toCaseReducerState` while it is
  /// present: `ifLet(_:action:then:)` with `State.StateReducer.body` as the child.
  ///
  /// ```swift
  /// .ifLet(\.destination, action: \.destination)
  /// ```
  @inlinable
  public func ifLet<ChildState: CaseReducerState, ChildAction>(
    _ toCaseReducerState: WritableKeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, ChildState.StateReducer.Body>
  where ChildState.StateReducer.Action == ChildAction {
    ifLet(
      toCaseReducerState, action: toChildAction, then: { ChildState.StateReducer.body },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension Scope {
  /// Runs the enum of reducers of the state at `toChildState`, without a trailing closure.
  ///
  /// ```swift
  /// Scope(state: \.mode, action: \.mode)
  /// ```
  @inlinable
  public init<ChildState: CaseReducerState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>
  )
  where
    ChildState.StateReducer.Body == Child, ChildState.StateReducer.Action == ChildAction,
    Child.State == ChildState, Child.Action == ChildAction
  {
    self.init(state: toChildState, action: toChildAction) { ChildState.StateReducer.body }
  }
}

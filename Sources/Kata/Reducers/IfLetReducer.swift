extension Reducer {
  /// Runs `wrapped` on optional child state while it is present.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.editor, action: \.editor) {
  ///     Editor()
  ///   }
  /// ```
  ///
  /// The child runs before the parent, so the parent can react to a child action and, say, set
  /// the state to `nil` without the child then running on missing state. Effects of the child
  /// are cancelled when the parent sets the child state to `nil` or replaces it with another
  /// child: another enum case, or a value with another `Identifiable` id (as in TCA). A child
  /// action that arrives
  /// while the state is `nil` is reported as an issue: it is a bug in the feature, and it is
  /// ignored rather than crashing.
  @inlinable
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer<WrappedState, WrappedAction>>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Wrapped> {
    _IfLetReducer(
      parent: self,
      child: wrapped(),
      toChildState: toWrappedState,
      toChildAction: fastCasePath(toWrappedAction),
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// Where an operator was applied, for issue reports.
public struct _SourceLocation: Sendable {
  @usableFromInline let fileID: StaticString
  @usableFromInline let filePath: StaticString
  @usableFromInline let line: UInt
  @usableFromInline let column: UInt

  @inlinable
  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  @usableFromInline
  func report(_ message: String) {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// The reducer `ifLet` makes.
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: Child
  @usableFromInline let toChildState: WritableKeyPath<Parent.State, Child.State?>
  /// The child's property, when `@ObservableState` tracks it: changed in place through it.
  @usableFromInline let trackedChild: TrackedProperty<Parent.State, Child.State?>?
  @usableFromInline let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  @usableFromInline let identifier: NavigationIdentifier<Child.State>
  @usableFromInline let location: _SourceLocation

  @inlinable
  init(
    parent: Parent, child: Child, toChildState: WritableKeyPath<Parent.State, Child.State?>,
    toChildAction: AnyCasePath<Parent.Action, Child.Action>, location: _SourceLocation
  ) {
    self.parent = parent
    self.child = child
    self.toChildState = toChildState
    self.trackedChild = TrackedProperty(toChildState)
    self.toChildAction = toChildAction
    self.identifier = NavigationIdentifier()
    self.location = location
  }

  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let childEffect = reduceChild(into: &state, action: action)
    return reduceParent(into: &state, action: action).merge(withFirst: childEffect)
  }

  /// Runs the parent and cancels the child's effects when the child went away.
  @usableFromInline
  func reduceParent(
    into state: inout Parent.State, action: Parent.Action,
    parent runParent: ((inout Parent.State) -> Effect<Parent.Action>)? = nil
  ) -> Effect<Parent.Action> {
    let identityBefore = identifier.identity(of: state[keyPath: toChildState])
    let parentEffect = runParent?(&state) ?? parent.reduce(into: &state, action: action)
    guard let identityBefore,
      identityBefore != identifier.identity(of: state[keyPath: toChildState])
    else { return parentEffect }
    return parentEffect.merge(with: .cancel(id: _PresentationCancelID(path: toChildState)))
  }

  @usableFromInline
  func reduceChild(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    guard state[keyPath: toChildState] != nil else {
      location.report(
        """
        An "ifLet" at "\(location.fileID):\(location.line)" received a child action when child \
        state was "nil":

          \(String(customDumping: action).indent(by: 2).dropFirst(2))

        The action was ignored. Make sure the parent does not set the child state to "nil" \
        while the child can still send actions, and that effects sending child actions are \
        cancelled when the child goes away.
        """
      )
      return .none
    }
    let toChildAction = self.toChildAction
    let effect = toChildState.modify(&state, tracked: trackedChild) {
      $0._modify { child.reduce(into: &$0, action: childAction) }
    }
    return (effect ?? .none)
      .map { toChildAction.embed($0) }
      .cancellable(id: _PresentationCancelID(path: toChildState))
  }
}

/// Identifies the effects of a child feature presented in optional state.
@usableFromInline
struct _PresentationCancelID: Hashable, @unchecked Sendable {
  // NB: Key paths are immutable and safe to share; they are not yet marked Sendable.
  let path: AnyKeyPath
  @usableFromInline init(path: AnyKeyPath) { self.path = path }
}

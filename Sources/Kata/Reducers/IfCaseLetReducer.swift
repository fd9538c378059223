extension Reducer {
  /// Runs `wrapped` while the enum state is in the case `toCaseState`.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifCaseLet(\.loggedIn, action: \.loggedIn) {
  ///     LoggedIn()
  ///   }
  /// ```
  ///
  /// A child action that arrives while the state is in another case is reported and ignored.
  /// When the state leaves the case, or the case's value is replaced by one with another
  /// `Identifiable` id, every effect the child started is cancelled, as in TCA.
  @inlinable
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer<CaseState, CaseAction>>(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Case> where State: CasePathable {
    _IfCaseLetReducer(
      parent: self,
      child: `case`(),
      toChildState: fastCasePath(toCaseState),
      toChildAction: fastCasePath(toCaseAction),
      cancelID: _PresentationCancelID(path: toCaseState),
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer `ifCaseLet` makes.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: Child
  @usableFromInline let toChildState: AnyCasePath<Parent.State, Child.State>
  @usableFromInline let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  @usableFromInline let cancelID: _PresentationCancelID
  @usableFromInline let identifier: NavigationIdentifier<Child.State>
  @usableFromInline let location: _SourceLocation

  @inlinable
  init(
    parent: Parent, child: Child, toChildState: AnyCasePath<Parent.State, Child.State>,
    toChildAction: AnyCasePath<Parent.Action, Child.Action>, cancelID: _PresentationCancelID,
    location: _SourceLocation
  ) {
    self.parent = parent
    self.child = child
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.cancelID = cancelID
    self.identifier = NavigationIdentifier()
    self.location = location
  }

  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let childEffect = reduceChild(into: &state, action: action)
    let identityBefore = identifier.identity(of: toChildState.extract(from: state))
    let parentEffect = parent.reduce(into: &state, action: action)
    guard let identityBefore,
      identityBefore != identifier.identity(of: toChildState.extract(from: state))
    else { return parentEffect.merge(withFirst: childEffect) }
    return .merge(childEffect, parentEffect, .cancel(id: cancelID))
  }

  @usableFromInline
  func reduceChild(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    guard var childState = toChildState.extract(from: state) else {
      location.report(
        """
        An "ifCaseLet" at "\(location.fileID):\(location.line)" received a child action when \
        the state was in another case:

          \(String(customDumping: action).indent(by: 2).dropFirst(2))

        The action was ignored.
        """
      )
      return .none
    }
    let effect = child.reduce(into: &childState, action: childAction)
    state = toChildState.embed(childState)
    if case .none = effect.operation { return .none }
    let toChildAction = self.toChildAction
    return effect.map { toChildAction.embed($0) }.cancellable(id: cancelID)
  }
}

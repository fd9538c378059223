extension Reducer {
  /// Runs `destination` on the presented child state `\.$destination` while something is
  /// presented, and dismisses it on `.dismiss`.
  ///
  /// ```swift
  /// Reduce { state, action in
  ///   switch action {
  ///   case .loginButtonTapped:
  ///     state.destination = .login(Login.State())
  ///     return .none
  ///   case .destination:
  ///     return .none
  ///   }
  /// }
  /// .ifLet(\.$destination, action: \.destination) {
  ///   Destination()
  /// }
  /// ```
  ///
  /// The same as TCA's: the child runs before the parent; on `.dismiss` the parent runs first,
  /// then the state becomes `nil`. Whenever the child goes away — `.dismiss`, the parent
  /// setting the state to `nil`, or replacing it with another enum case or a value with
  /// another `Identifiable` id — every effect the child started is cancelled. In the child's
  /// effects `@Dependency(\.dismiss)` sends `.dismiss`, and the child's cancellation ids are
  /// its own: they do not reach effects of the parent or of another presented feature.
  @inlinable
  public func ifLet<
    DestinationState, DestinationAction,
    Destination: Reducer<DestinationState, DestinationAction>
  >(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Destination> {
    _PresentationReducer(
      parent: self,
      destination: destination(),
      toPresentationState: toPresentationState,
      toPresentationAction: toPresentationAction,
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      kit: PresentationKit()
    )
  }

  /// Handles the presentation `\.$destination` of a child with no logic of its own, such as an
  /// alert: `.dismiss` sets it to `nil`.
  @inlinable
  public func ifLet<DestinationState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    ifLet(
      toPresentationState, action: toPresentationAction, destination: { EmptyReducer() },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// The reducer `ifLet(\.$destination, action:)` makes.
public struct _PresentationReducer<Parent: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let destination: Destination
  @usableFromInline let toPresentationState:
    WritableKeyPath<Parent.State, PresentationState<Destination.State>>
  @usableFromInline let toPresentationAction:
    AnyCasePath<Parent.Action, PresentationAction<Destination.Action>>
  @usableFromInline let toPresentationActionKeyPath:
    CaseKeyPath<Parent.Action, PresentationAction<Destination.Action>>
  @usableFromInline let identifier: NavigationIdentifier<Destination.State>
  @usableFromInline let location: _SourceLocation
  /// What a route does on the presentation, compiled for the app's types.
  @usableFromInline let kit:
    PresentationKit<Parent.State, Parent.Action, Destination.State, Destination.Action>

  @usableFromInline
  init(
    parent: Parent,
    destination: Destination,
    toPresentationState: WritableKeyPath<Parent.State, PresentationState<Destination.State>>,
    toPresentationAction: CaseKeyPath<Parent.Action, PresentationAction<Destination.Action>>,
    location: _SourceLocation,
    kit: PresentationKit<Parent.State, Parent.Action, Destination.State, Destination.Action>
  ) {
    self.init(
      parent: parent, destination: destination, toPresentationState: toPresentationState,
      toPresentationAction: fastCasePath(toPresentationAction),
      toPresentationActionKeyPath: toPresentationAction,
      identifier: NavigationIdentifier(), location: location, kit: kit)
  }

  init(
    parent: Parent,
    destination: Destination,
    toPresentationState: WritableKeyPath<Parent.State, PresentationState<Destination.State>>,
    toPresentationAction: AnyCasePath<Parent.Action, PresentationAction<Destination.Action>>,
    toPresentationActionKeyPath: CaseKeyPath<
      Parent.Action, PresentationAction<Destination.Action>
    >,
    identifier: NavigationIdentifier<Destination.State>,
    location: _SourceLocation,
    kit: PresentationKit<Parent.State, Parent.Action, Destination.State, Destination.Action>
  ) {
    self.parent = parent
    self.destination = destination
    self.toPresentationState = toPresentationState
    self.toPresentationAction = toPresentationAction
    self.toPresentationActionKeyPath = toPresentationActionKeyPath
    self.identifier = identifier
    self.location = location
    self.kit = kit
  }

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    switch toPresentationAction.extract(from: action) {
    case let .presented(destinationAction)?:
      let destinationEffect = reduceDestination(into: &state, parentAction: { action }) {
        destination.reduce(into: &$0, action: destinationAction)
      }
      return reduceParent(into: &state, action: action, dismissing: false)
        .merge(withFirst: destinationEffect)
    case .dismiss?:
      guard state[keyPath: toPresentationState].isPresented else {
        reportAbsent(action)
        return reduceParent(into: &state, action: action, dismissing: false)
      }
      return reduceParent(into: &state, action: action, dismissing: true)
    case nil:
      return reduceParent(into: &state, action: action, dismissing: false)
    }
  }

  /// Runs `reduce`, standing for the destination's reducer, on the presented state in place.
  func reduceDestination(
    into state: inout Parent.State,
    parentAction: () -> Parent.Action?,
    _ reduce: (inout Destination.State) -> Effect<Destination.Action>
  ) -> Effect<Parent.Action> {
    // NB: Moved out of the parent while it runs, so that the box is uniquely referenced and the
    // child changes in place instead of being copied: the key path of `$destination` is a
    // computed one, which reads and writes the whole value.
    var presentation = state[keyPath: toPresentationState]
    guard presentation.isPresented else {
      reportAbsent(parentAction())
      return .none
    }
    state[keyPath: toPresentationState] = PresentationState(storage: nil)
    let effect =
      PresentationContext.reducingPresented { presentation.modifyPresented(reduce) } ?? .none
    state[keyPath: toPresentationState] = presentation
    return destinationEffect(effect)
  }

  /// The destination's `effect` as the parent's: its actions wrapped, cancellable with the
  /// presentation, dismissing it.
  func destinationEffect(_ effect: Effect<Destination.Action>) -> Effect<Parent.Action> {
    if case .none = effect.operation { return .none }
    let toPresentationAction = self.toPresentationAction
    return effect.presented(
      { toPresentationAction.embed(.presented($0)) },
      scope: NavigationCancelID(path: toPresentationState, element: nil),
      dismissAction: toPresentationAction.embed(.dismiss))
  }

  /// Runs the parent, dismisses when asked, and cancels the child's effects when it went away.
  ///
  /// `offset` is where the presentation is in the state, when a route found it (see
  /// `presentationOffset`).
  func reduceParent(
    into state: inout Parent.State, action: Parent.Action, dismissing: Bool,
    parent runParent: ((inout Parent.State) -> Effect<Parent.Action>)? = nil
  ) -> Effect<Parent.Action> {
    let before: AnyObject? = state[keyPath: toPresentationState].storage
    var effect = runParent?(&state) ?? parent.reduce(into: &state, action: action)
    if dismissing { state[keyPath: toPresentationState].wrappedValue = nil }
    let after: AnyObject? = state[keyPath: toPresentationState].storage
    // NB: `before` keeps its box alive, so the same box afterwards is the same presentation.
    guard before !== after,
      let identityBefore = identifier.identity(of: presentedValue(in: before)),
      identityBefore != identifier.identity(of: presentedValue(in: after))
    else { return effect }
    effect = effect.merge(
      with: .cancel(id: NavigationCancelID(path: toPresentationState, element: nil)))
    return effect
  }

  /// The state presented in `box`, a box of this presentation's.
  func presentedValue(in box: AnyObject?) -> Destination.State? {
    guard let box else { return nil }
    return unsafeDowncast(box, to: PresentationState<Destination.State>.Storage.self).value
  }

  func reportAbsent(_ action: Parent.Action?) {
    location.report(
      """
      An "ifLet" at "\(location.fileID):\(location.line)" received a presentation action when \
      destination state was absent. …

        Action:
          \(String(customDumping: action as Any).indent(by: 4).dropFirst(4))

      The action was ignored. Make sure the parent does not set the destination to "nil" \
      before this "ifLet" runs, and that a front end sends the destination's actions only \
      while it is presented.
      """
    )
  }
}

extension Effect {
  /// `first` merged before this effect: the child's effects start before the parent's.
  @usableFromInline
  func merge(withFirst first: Self) -> Self { first.merge(with: self) }
}

extension Reducer {
  /// Runs the enum of reducers presented at `\.$destination` (a `@Reducer enum Destination`)
  /// without naming its cases again, as in TCA.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.$destination, action: \.destination)
  /// ```
  @inlinable
  public func ifLet<DestinationState: CaseReducerState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, DestinationState.StateReducer.Body>
  where DestinationState.StateReducer.Action == DestinationAction {
    ifLet(
      toPresentationState, action: toPresentationAction,
      destination: { DestinationState.StateReducer.body },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

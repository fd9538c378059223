extension Reducer {
  /// Runs `destination` on the element of the navigation stack `\.path` that an action is
  /// addressed to, and pushes and pops elements for `.push` and `.popFrom`.
  ///
  /// ```swift
  /// Reduce { state, action in
  ///   switch action {
  ///   case .detailButtonTapped:
  ///     state.path.append(.detail(Detail.State()))
  ///     return .none
  ///   case .path:
  ///     return .none
  ///   }
  /// }
  /// .forEach(\.path, action: \.path) {
  ///   Path()
  /// }
  /// ```
  ///
  /// The same as TCA's: an element runs before the parent; the parent sees `.popFrom(id:)`
  /// before the elements go and `.push(id:state:)` after the element came. Whenever an element
  /// leaves the stack — popped, removed by the parent, or dismissed from its own effect with
  /// `@Dependency(\.dismiss)` — every effect it started is cancelled. Each element's
  /// cancellation ids are its own, so two elements of the same feature never cancel each
  /// other's effects.
  @inlinable
  public func forEach<
    ElementState, ElementAction, Element: Reducer<ElementState, ElementAction>
  >(
    _ toStackState: WritableKeyPath<State, StackState<ElementState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> destination: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Element> {
    _StackReducer(
      parent: self,
      element: destination(),
      toStackState: toStackState,
      toStackAction: toStackAction,
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      kit: StackKit()
    )
  }
}

/// The reducer `forEach(\.path, action:)` makes.
public struct _StackReducer<Parent: Reducer, Element: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let element: Element
  @usableFromInline let toStackState: WritableKeyPath<Parent.State, StackState<Element.State>>
  /// The stack's property, when `@ObservableState` tracks it: changed in place through it, so
  /// that an action to one element does not copy the others.
  let trackedStack: TrackedProperty<Parent.State, StackState<Element.State>>?
  @usableFromInline let toStackAction:
    AnyCasePath<Parent.Action, StackAction<Element.State, Element.Action>>
  @usableFromInline let toStackActionKeyPath:
    CaseKeyPath<Parent.Action, StackAction<Element.State, Element.Action>>
  @usableFromInline let location: _SourceLocation
  /// What a route does on the stack, compiled for the app's types.
  @usableFromInline let kit: StackKit<Parent.State, Parent.Action, Element.State, Element.Action>

  @usableFromInline
  init(
    parent: Parent,
    element: Element,
    toStackState: WritableKeyPath<Parent.State, StackState<Element.State>>,
    toStackAction: CaseKeyPath<Parent.Action, StackAction<Element.State, Element.Action>>,
    location: _SourceLocation,
    kit: StackKit<Parent.State, Parent.Action, Element.State, Element.Action>
  ) {
    self.init(
      parent: parent, element: element, toStackState: toStackState,
      toStackAction: fastCasePath(toStackAction), toStackActionKeyPath: toStackAction,
      location: location, kit: kit)
  }

  init(
    parent: Parent,
    element: Element,
    toStackState: WritableKeyPath<Parent.State, StackState<Element.State>>,
    toStackAction: AnyCasePath<Parent.Action, StackAction<Element.State, Element.Action>>,
    toStackActionKeyPath: CaseKeyPath<
      Parent.Action, StackAction<Element.State, Element.Action>
    >,
    location: _SourceLocation,
    kit: StackKit<Parent.State, Parent.Action, Element.State, Element.Action>
  ) {
    self.parent = parent
    self.element = element
    self.toStackState = toStackState
    self.trackedStack = TrackedProperty(toStackState)
    self.toStackAction = toStackAction
    self.toStackActionKeyPath = toStackActionKeyPath
    self.location = location
    self.kit = kit
  }

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    switch toStackAction.extract(from: action) {
    case let .element(id, elementAction)?:
      let elementEffect = reduceElement(into: &state, id: id, parentAction: { action }) {
        element.reduce(into: &$0, action: elementAction)
      }
      return reduceParent(into: &state, action: action).merge(withFirst: elementEffect)
    case let .popFrom(id)?:
      return reduceParent(
        into: &state, action: action,
        afterParent: { state in
          guard state[keyPath: toStackState].contains(id: id) else {
            report("received a \"popFrom\" action for a missing element", action)
            return
          }
          state[keyPath: toStackState].pop(from: id)
        })
    case let .push(id, elementState)?:
      if state[keyPath: toStackState].contains(id: id) {
        report("received a \"push\" action for an element it already contains", action)
      } else {
        state[keyPath: toStackState][id: id] = elementState
      }
      return reduceParent(into: &state, action: action)
    case nil:
      return reduceParent(into: &state, action: action)
    }
  }

  /// Runs `reduce`, standing for the element's reducer, on the element `id` in place.
  func reduceElement(
    into state: inout Parent.State,
    id: StackElementID,
    parentAction: () -> Parent.Action?,
    _ reduce: (inout Element.State) -> Effect<Element.Action>
  ) -> Effect<Parent.Action> {
    let effect = PresentationContext.reducingPresented {
      toStackState.modify(&state, tracked: trackedStack) { $0.modifyElement(id: id, reduce) }
    }
    guard let effect else {
      report("received an action for a missing element", parentAction())
      return .none
    }
    return elementEffect(effect, id: id)
  }

  /// The effect of the element `id` as the parent's: its actions wrapped, cancellable with the
  /// element, popping it to dismiss.
  func elementEffect(
    _ effect: Effect<Element.Action>, id: StackElementID
  ) -> Effect<Parent.Action> {
    if case .none = effect.operation { return .none }
    let toStackAction = self.toStackAction
    return effect.presented(
      { toStackAction.embed(.element(id: id, action: $0)) },
      scope: NavigationCancelID(path: toStackState, element: id),
      dismissAction: toStackAction.embed(.popFrom(id: id)))
  }

  /// Runs the parent, then `afterParent`, and cancels the effects of elements that left.
  func reduceParent(
    into state: inout Parent.State,
    action: Parent.Action,
    parent runParent: ((inout Parent.State) -> Effect<Parent.Action>)? = nil,
    afterParent: (inout Parent.State) -> Void = { _ in }
  ) -> Effect<Parent.Action> {
    let idsBefore = state[keyPath: toStackState].ids
    let effect = runParent?(&state) ?? parent.reduce(into: &state, action: action)
    afterParent(&state)
    let idsAfter = state[keyPath: toStackState].ids
    // NB: Cheap when the parent left the stack alone: the arrays share their storage.
    guard idsBefore != idsAfter else { return effect }
    return cancellingElements(leaving: idsBefore, for: idsAfter, after: effect)
  }

  /// `effect`, then the cancellation of the effects of the elements in `idsBefore` that are not
  /// in `idsAfter`.
  func cancellingElements(
    leaving idsBefore: [StackElementID], for idsAfter: [StackElementID],
    after effect: Effect<Parent.Action>
  ) -> Effect<Parent.Action> {
    let remaining = Set(idsAfter)
    var cancellations: [Effect<Parent.Action>] = [effect]
    for id in idsBefore where !remaining.contains(id) {
      cancellations.append(.cancel(id: NavigationCancelID(path: toStackState, element: id)))
    }
    return .merge(cancellations)
  }

  func report(_ problem: String, _ action: Parent.Action?) {
    location.report(
      """
      A "forEach" at "\(location.fileID):\(location.line)" \(problem). …

        Action:
          \(String(customDumping: action as Any).indent(by: 4).dropFirst(4))

      The action was ignored. Make sure the parent does not remove an element before this \
      "forEach" runs, that effects of an element are cancelled when it goes (they are, unless \
      they ignore cancellation), and that a front end sends an element's actions only while it \
      is in the stack.
      """
    )
  }
}

extension Reducer {
  /// Runs the enum of reducers of a stack's elements (a `@Reducer enum Path`) without naming
  /// its cases again, as in TCA.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .forEach(\.path, action: \.path)
  /// ```
  @inlinable
  public func forEach<ElementState: CaseReducerState, ElementAction>(
    _ toStackState: WritableKeyPath<State, StackState<ElementState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, ElementState.StateReducer.Body>
  where ElementState.StateReducer.Action == ElementAction {
    forEach(
      toStackState, action: toStackAction, destination: { ElementState.StateReducer.body },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

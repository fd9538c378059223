extension Reducer {
  /// Runs `element` on the element of an identified collection that an action is addressed to.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .forEach(\.todos, action: \.todos) {
  ///     Todo()
  ///   }
  /// ```
  ///
  /// The element is updated in place: sending to one row of 10,000 costs the same as to one of
  /// ten. Effects of an element are cancelled when the element is removed. An action for an id
  /// that is not in the collection is reported and ignored.
  @inlinable
  public func forEach<
    ElementState, ElementAction, ID: Hashable & Sendable,
    Element: Reducer<ElementState, ElementAction>
  >(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element> {
    _ForEachReducer(
      parent: self,
      element: element(),
      toElementsState: toElementsState,
      toElementAction: fastCasePath(toElementAction),
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer `forEach` makes.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let element: Element
  @usableFromInline let toElementsState:
    WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
  /// The collection's property, when `@ObservableState` tracks it: changed in place through
  /// it, so that an action to one element does not copy the others.
  @usableFromInline let trackedElements:
    TrackedProperty<Parent.State, IdentifiedArray<ID, Element.State>>?
  @usableFromInline let toElementAction:
    AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
  @usableFromInline let location: _SourceLocation

  @inlinable
  init(
    parent: Parent, element: Element,
    toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>,
    toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>,
    location: _SourceLocation
  ) {
    self.parent = parent
    self.element = element
    self.toElementsState = toElementsState
    self.trackedElements = TrackedProperty(toElementsState)
    self.toElementAction = toElementAction
    self.location = location
  }

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let elementEffect = reduceElement(into: &state, action: action)
    return reduceParent(into: &state, action: action).merge(withFirst: elementEffect)
  }

  /// Runs the parent (or `runParent` standing for it) and cancels the effects of elements that
  /// were removed.
  func reduceParent(
    into state: inout Parent.State, action: Parent.Action,
    parent runParent: ((inout Parent.State) -> Effect<Parent.Action>)? = nil
  ) -> Effect<Parent.Action> {
    let idsBefore = state[keyPath: toElementsState].ids
    let parentEffect = runParent?(&state) ?? parent.reduce(into: &state, action: action)
    let idsAfter = state[keyPath: toElementsState].ids
    // NB: Comparing the id sets is cheap when the parent did not touch the collection: the
    // ordered sets share storage.
    var cancelEffects: [Effect<Parent.Action>] = []
    if idsBefore.count != idsAfter.count || idsBefore != idsAfter {
      for id in idsBefore where !idsAfter.contains(id) {
        cancelEffects.append(.cancel(id: _ElementCancelID(path: toElementsState, id: id)))
      }
    }
    return .merge([parentEffect] + cancelEffects)
  }

  @usableFromInline
  func reduceElement(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    guard case let .element(id, elementAction)? = toElementAction.extract(from: action) else {
      return .none
    }
    guard state[keyPath: toElementsState][id: id] != nil else {
      location.report(
        """
        A "forEach" at "\(location.fileID):\(location.line)" received an action for a missing \
        element (id \(String(customDumping: id))):

          \(String(customDumping: action).indent(by: 2).dropFirst(2))

        The action was ignored. Cancel an element's effects when removing it, or check that \
        the element exists before sending.
        """
      )
      return .none
    }
    let toElementAction = self.toElementAction
    let effect = toElementsState.modify(&state, tracked: trackedElements) {
      $0[id: id]._modify { element.reduce(into: &$0, action: elementAction) }
    }
    return (effect ?? .none)
      .map { toElementAction.embed(.element(id: id, action: $0)) }
      .cancellable(id: _ElementCancelID(path: toElementsState, id: id))
  }
}

@usableFromInline
struct _ElementCancelID: Hashable, @unchecked Sendable {
  // NB: Key paths are immutable and safe to share; they are not yet marked Sendable.
  let path: AnyKeyPath
  let id: AnyHashable
  @usableFromInline init(path: AnyKeyPath, id: some Hashable & Sendable) {
    self.path = path
    self.id = AnyHashable(id)
  }
}

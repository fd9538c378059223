/// An action of a navigation stack: one of its elements' actions, a push, or a pop.
///
/// ```swift
/// @CasePathable
/// enum Action {
///   case path(StackActionOf<Path>)
/// }
/// // …
/// store.send(.path(.element(id: 0, action: .detail(.saveButtonTapped))))
/// store.send(.path(.push(id: 1, state: .detail(Detail.State()))))
/// store.send(.path(.popFrom(id: 1)))
/// ```
@CasePathable
public enum StackAction<State, Action> {
  /// `action` for the element `id`.
  ///
  /// NB: Not `indirect` as in TCA: boxing would cost an allocation for every action sent to an
  /// element. A feature that stacks itself marks its own case `indirect`.
  case element(id: StackElementID, action: Action)
  /// Removes the element `id` and every element above it, cancelling their effects.
  case popFrom(id: StackElementID)
  /// Pushes `state` with the id `id`, which must be new.
  indirect case push(id: StackElementID, state: State)
}

/// The stack action of the feature `R`: `StackActionOf<Path>`.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}
extension StackAction: Decodable where State: Decodable, Action: Decodable {}
extension StackAction: Encodable where State: Encodable, Action: Encodable {}

extension Case {
  /// A case key path to the actions of one stack element: `\.path[id: 0].detail`.
  ///
  /// ```swift
  /// await store.receive(\.path[id: 0].detail.timerTicked) { … }
  /// ```
  public subscript<ElementState, ElementAction>(id id: StackElementID) -> Case<ElementAction>
  where Value == StackAction<ElementState, ElementAction> {
    Case<ElementAction>(
      embed: { action in self._embed(.element(id: id, action: action)) },
      extract: { (root: Any) -> ElementAction? in
        guard case let .element(elementID, action)? = self._extract(from: root), elementID == id
        else { return nil }
        return action
      }
    )
  }
}

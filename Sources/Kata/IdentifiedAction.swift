/// An action sent to one element of an identified collection of child features.
///
/// ```swift
/// @CasePathable
/// enum Action {
///   case todos(IdentifiedActionOf<Todo>)
/// }
/// // …
/// store.send(.todos(.element(id: todo.id, action: .toggleCompleted)))
/// ```
@CasePathable
public enum IdentifiedAction<ID: Hashable & Sendable, Action>: CasePathable {
  /// `action` for the element identified by `id`.
  case element(id: ID, action: Action)
}

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where Action: Sendable {}
extension IdentifiedAction: Decodable where Action: Decodable, ID: Decodable {}
extension IdentifiedAction: Encodable where Action: Encodable, ID: Encodable {}

/// The identified action of the feature `R` whose state is `Identifiable`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable, R.State.ID: Sendable

extension Case {
  /// A case key path to the actions of one element: `\.rows[id: 2].toggle`.
  ///
  /// ```swift
  /// await store.receive(\.rows[id: 2].countdownFinished) { … }
  /// ```
  public subscript<ID: Hashable & Sendable, Action>(id id: ID) -> Case<Action>
  where Value == IdentifiedAction<ID, Action> {
    Case<Action>(
      embed: { action in self._embed(.element(id: id, action: action)) },
      extract: { (root: Any) -> Action? in
        guard case let .element(elementID, action)? = self._extract(from: root), elementID == id
        else { return nil }
        return action
      }
    )
  }
}

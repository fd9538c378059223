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

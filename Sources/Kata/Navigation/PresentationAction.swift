/// An action of a presented child feature, or its dismissal.
///
/// ```swift
/// @CasePathable
/// enum Action {
///   case destination(PresentationAction<Destination.Action>)
///   case addButtonTapped
/// }
/// // A front end sends the child's actions wrapped in `presented`:
/// store.send(.destination(.presented(.login(.submitButtonTapped))))
/// // and `.dismiss` when the user closes the sheet:
/// store.send(.destination(.dismiss))
/// ```
@CasePathable
public enum PresentationAction<Action> {
  /// Dismisses the presented child: `ifLet` sets its state to `nil` after the parent ran and
  /// cancels its effects.
  case dismiss
  /// An action of the presented child.
  ///
  /// NB: Not `indirect` as in TCA: boxing would cost an allocation for every action sent to a
  /// presented child. A feature that presents itself marks its own case `indirect`.
  case presented(Action)
}

/// The presentation action of the feature `R`: `PresentationActionOf<Destination>`.
public typealias PresentationActionOf<R: Reducer> = PresentationAction<R.Action>

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
extension PresentationAction: Decodable where Action: Decodable {}
extension PresentationAction: Encodable where Action: Encodable {}

extension Case {
  /// Reaches through `presented` to a case of the presented action: `\.destination.login` for
  /// `\.destination.presented.login`, as in TCA.
  ///
  /// ```swift
  /// await store.receive(\.destination.login.loginResponse) { … }
  /// store.scope(state: \.destination?.login, action: \.destination.login)
  /// ```
  public subscript<Action: CasePathable, AppendedAction>(
    dynamicMember keyPath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, AppendedAction>>
  ) -> Case<AppendedAction>
  where Value == PresentationAction<Action> {
    self[dynamicMember: \.presented][dynamicMember: keyPath]
  }
}

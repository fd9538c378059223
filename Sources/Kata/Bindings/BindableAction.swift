import CasePaths

/// An action with a `binding` case, so that ``BindingReducer`` can apply the values a front
/// end writes.
///
/// ```swift
/// @CasePathable
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
///   case saveButtonTapped
/// }
/// ```
public protocol BindableAction {
  /// The state the binding actions write.
  associatedtype State
  /// Wraps a binding action: the `binding` case.
  static func binding(_ action: BindingAction<State>) -> Self
  /// The binding action this action wraps, if it is the `binding` case.
  var binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// The binding action this action wraps, read through the `binding` case.
  public var binding: BindingAction<State>? {
    AnyCasePath<Self, BindingAction<State>>(unsafe: { Self.binding($0) }).extract(from: self)
  }

  /// `.binding(.set(keyPath, value))`: the action that writes `value` at `keyPath`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value>,
    _ value: Value
  ) -> Self {
    .binding(.set(keyPath, value))
  }
}

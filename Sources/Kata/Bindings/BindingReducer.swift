/// Applies the binding actions of a feature's ``BindableAction`` to its state.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   Reduce { state, action in
///     switch action {
///     case .binding(\.name):
///       state.isValid = !state.name.isEmpty
///       return .none
///     case .binding:
///       return .none
///     }
///   }
/// }
/// ```
///
/// Put it before the `Reduce` that reacts to bindings, so that it sees the new values.
public struct BindingReducer<State, Action: BindableAction>: Reducer where Action.State == State {
  /// Makes the reducer; `State` and `Action` come from the `body` it is in.
  @inlinable
  public init() {}

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    action.binding?.set(&state)
    return .none
  }
}

/// `case .binding(\.name):` in a `switch` over actions matches the binding action that writes
/// `name`.
public func ~= <Root, Value>(
  keyPath: WritableKeyPath<Root, Value>, bindingAction: BindingAction<Root>
) -> Bool {
  bindingAction.keyPath == keyPath
}

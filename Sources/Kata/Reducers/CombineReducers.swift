/// Groups reducers so that operators such as `ifLet` or `_printChanges` apply to all of them.
///
/// ```swift
/// CombineReducers {
///   Scope(state: \.counter, action: \.counter) { Counter() }
///   Reduce { state, action in … }
/// }
/// ._printChanges()
/// ```
public struct CombineReducers<State, Action, Reducers: Reducer<State, Action>>: Reducer {
  @usableFromInline let reducers: Reducers

  /// Combines the reducers built by `build`, run in order.
  @inlinable
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }
}

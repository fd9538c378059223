extension Reducer {
  /// Runs `reducer` after this reducer whenever the value `toValue` reads from state changed.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .onChange(of: \.todos) { oldValue, newValue in
  ///     Reduce { state, action in
  ///       .run { _ in try await storage.save(newValue) }
  ///     }
  ///   }
  /// ```
  @inlinable
  public func onChange<Value: Equatable, R: Reducer<State, Action>>(
    of toValue: @escaping (State) -> Value,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: Value, _ newValue: Value) -> R
  ) -> _OnChangeReducer<Self, Value, R> {
    _OnChangeReducer(base: self, toValue: toValue, reducer: reducer)
  }

  /// Runs the effect `effect` returns after this reducer whenever the value `toValue` reads
  /// from state changed.
  ///
  /// ```swift
  /// BindingReducer()
  ///   .onChange(of: \.query) { oldValue, newValue in
  ///     .run { send in await send(.search(newValue)) }
  ///       .cancellable(id: CancelID.search, cancelInFlight: true)
  ///   }
  /// ```
  @inlinable
  public func onChange<Value: Equatable>(
    of toValue: @escaping (State) -> Value,
    _ effect: @escaping (_ oldValue: Value, _ newValue: Value) -> Effect<Action>
  ) -> _OnChangeReducer<Self, Value, _EffectReducer<State, Action>> {
    _OnChangeReducer(base: self, toValue: toValue) { oldValue, newValue in
      _EffectReducer(effect: effect(oldValue, newValue))
    }
  }
}

/// A reducer that changes nothing and returns `effect`: the change handler of
/// `onChange(of:_:)`'s effect form.
public struct _EffectReducer<State, Action>: Reducer {
  @usableFromInline let effect: Effect<Action>

  @inlinable
  init(effect: Effect<Action>) { self.effect = effect }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> { effect }
}

/// The reducer `onChange(of:_:)` makes.
public struct _OnChangeReducer<
  Base: Reducer, Value: Equatable, R: Reducer<Base.State, Base.Action>
>:
  Reducer
{
  @usableFromInline let base: Base
  @usableFromInline let toValue: (Base.State) -> Value
  @usableFromInline let reducer: (Value, Value) -> R

  @inlinable
  init(base: Base, toValue: @escaping (Base.State) -> Value, reducer: @escaping (Value, Value) -> R)
  {
    self.base = base
    self.toValue = toValue
    self.reducer = reducer
  }

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = toValue(state)
    let effect = base.reduce(into: &state, action: action)
    let newValue = toValue(state)
    guard oldValue != newValue else { return effect }
    return .merge(effect, reducer(oldValue, newValue).reduce(into: &state, action: action))
  }
}

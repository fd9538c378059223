/// Builds a reducer from reducers listed one after another; each runs in order on every action
/// and their effects are merged.
///
/// It is the builder of a reducer's `body` and of the trailing closures of ``Scope``,
/// ``CombineReducers`` and `ifLet`/`forEach`:
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.counter, action: \.counter) { Counter() }  // the child first,
///   Reduce { state, action in .none }                           // then the parent
/// }
/// ```
///
/// A `Store` builds a body once, when it is made: an `if` or `switch` in a body chooses with
/// the reducer's properties at that moment, not per action.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  /// Runs the reducers a `for` loop in a body produced, in order.
  @inlinable
  public static func buildArray(_ reducers: [some Reducer<State, Action>]) -> some Reducer<
    State, Action
  > {
    _SequenceMany(reducers: reducers)
  }

  /// An empty body: a reducer that does nothing (``EmptyReducer``).
  @inlinable
  public static func buildBlock() -> some Reducer<State, Action> { EmptyReducer() }

  /// A body of one reducer: that reducer itself.
  @inlinable
  public static func buildBlock<R: Reducer<State, Action>>(_ reducer: R) -> R { reducer }

  /// The `if` branch of an `if`/`else` or the first case of a `switch` in a body.
  @inlinable
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    first reducer: R0
  ) -> _Conditional<R0, R1> {
    .first(reducer)
  }

  /// The `else` branch of an `if`/`else` or a later case of a `switch` in a body.
  @inlinable
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    second reducer: R1
  ) -> _Conditional<R0, R1> {
    .second(reducer)
  }

  /// Accepts any reducer of the body's `State` and `Action` as a line of the body.
  @inlinable
  public static func buildExpression<R: Reducer<State, Action>>(_ expression: R) -> R { expression }

  /// The body's reducer, as the lines before built it.
  @inlinable
  public static func buildFinalResult<R: Reducer<State, Action>>(_ reducer: R) -> R { reducer }

  /// A reducer inside `if #available`, hidden behind ``Reduce`` so the body's type does not
  /// name a type that may be unavailable.
  @inlinable
  public static func buildLimitedAvailability(
    _ wrapped: some Reducer<State, Action>
  ) -> Reduce<State, Action> {
    Reduce { wrapped.reduce(into: &$0, action: $1) }
  }

  /// An `if` without `else` in a body: the reducer runs only while the condition held when the
  /// body was built.
  @inlinable
  public static func buildOptional<R: Reducer<State, Action>>(_ wrapped: R?) -> R? { wrapped }

  /// The first reducer of a body of several.
  @inlinable
  public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R { first }

  /// Runs `accumulated` (the reducers listed so far), then `next`, merging their effects.
  @inlinable
  public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    accumulated: R0, next: R1
  ) -> _Sequence<R0, R1> {
    _Sequence(accumulated, next)
  }

  public enum _Conditional<First: Reducer<State, Action>, Second: Reducer<State, Action>>:
    Reducer
  {
    case first(First)
    case second(Second)

    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch self {
      case let .first(first): return first.reduce(into: &state, action: action)
      case let .second(second): return second.reduce(into: &state, action: action)
      }
    }
  }

  public struct _Sequence<R0: Reducer<State, Action>, R1: Reducer<State, Action>>: Reducer {
    @usableFromInline let r0: R0
    @usableFromInline let r1: R1

    @inlinable
    init(_ r0: R0, _ r1: R1) {
      self.r0 = r0
      self.r1 = r1
    }

    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      let first = r0.reduce(into: &state, action: action)
      let second = r1.reduce(into: &state, action: action)
      return first.merge(with: second)
    }
  }

  public struct _SequenceMany<Element: Reducer<State, Action>>: Reducer {
    @usableFromInline let reducers: [Element]

    @inlinable
    init(reducers: [Element]) { self.reducers = reducers }

    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      var effect = Effect<Action>.none
      for reducer in reducers {
        effect = effect.merge(with: reducer.reduce(into: &state, action: action))
      }
      return effect
    }
  }
}

extension Optional: Reducer where Wrapped: Reducer {
  /// Runs the wrapped reducer, if any: what `if` without `else` builds.
  @inlinable
  public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<
    Wrapped.Action
  > {
    self?.reduce(into: &state, action: action) ?? .none
  }
}

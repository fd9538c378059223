/// A feature's logic: how its state changes for each action, and which effects follow.
///
/// Conform a type with `State` and `Action` and implement either ``reduce(into:action:)`` or
/// ``body``, not both, composing other reducers in it:
///
/// ```swift
/// struct Counter: Reducer {
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementButtonTapped }
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       switch action {
///       case .incrementButtonTapped:
///         state.count += 1
///         return .none
///       }
///     }
///   }
/// }
/// ```
public protocol Reducer<State, Action> {
  /// The feature's state.
  associatedtype State
  /// Everything that can happen in the feature: user input, effect responses, timers.
  associatedtype Action
  /// The type of ``body``; `Never` for reducers that implement ``reduce(into:action:)``.
  associatedtype Body

  /// Applies `action` to `state` and returns the effect to run next.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers this reducer is made of, run in order for each action.
  ///
  /// Build it from the reducer's own properties and dependencies only, without side effects: a
  /// store may evaluate it once and reuse it, as a store scoped through plain `Scope`s does.
  @ReducerBuilder<State, Action>
  var body: Body { get }
}

/// A reducer with the same state and action as `R`: `some ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer where Body == Never {
  /// A reducer that implements ``reduce(into:action:)`` has no body.
  public var body: Body {
    fatalError(
      """
      '\(Self.self)' has no body. Do not access a reducer's 'body' directly: call \
      'reduce(into:action:)', which the store does.
      """
    )
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs ``body``.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}

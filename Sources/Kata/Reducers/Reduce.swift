/// A reducer made from a closure: the building block of a feature's ``Reducer/body``.
///
/// ```swift
/// Reduce { state, action in
///   switch action {
///   case .incrementButtonTapped:
///     state.count += 1
///     return .none
///   }
/// }
/// ```
public struct Reduce<State, Action>: Reducer {
  @usableFromInline
  let reduce: (inout State, Action) -> Effect<Action>

  /// Makes a reducer from a closure that mutates state and returns an effect.
  ///
  /// NB: Unlike TCA, there is no generic `Reduce(_ reducer:)` overload: with it, a mistake
  /// inside a `Reduce { state, action in … }` closure is reported as "type '(_, _) -> _' cannot
  /// conform to 'Reducer'" instead of where it is. Compose reducers in a `body` instead.
  @inlinable
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}

/// Preparing a reducer once for a store, instead of building its `body` again for every action.
///
/// A reducer made of a `body` is rebuilt each time it runs: every `Scope`, `ifLet` and
/// `forEach` in it, with the case paths made from their case key paths, whose instantiation
/// (runtime type lookups) costs microseconds per level. A store resolves its reducer once: each
/// `body` is replaced by what it evaluates to, all the way down through the built-in operators.
/// A body depends only on the reducer's own properties and the dependencies (which the store
/// fixes when it is made), so the result does the same as the original.

/// A reducer seen through its `State` and `Action` only.
struct AnyReducer<State, Action>: Reducer {
  let base: any Reducer<State, Action>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    base.reduce(into: &state, action: action)
  }
}

/// A built-in operator that can resolve the reducers it holds.
protocol ResolvableReducer<State, Action>: Reducer {
  /// The same operator over resolved parts.
  func resolved() -> any Reducer<State, Action>
}

/// `reducer` with every `body` evaluated, once, under the current dependencies.
func resolve<State, Action>(_ reducer: any Reducer<State, Action>) -> any Reducer<State, Action> {
  if let reducer = reducer as? any ResolvableReducer<State, Action> { return reducer.resolved() }
  if let body = reducer.bodyReducer { return resolve(body) }
  return reducer
}

/// `reducer` resolved for a store, or `nil` when resolving changes nothing (a reducer that
/// implements `reduce(into:action:)`), so that the store can call it directly.
@usableFromInline
func resolvedForStore<R: Reducer>(_ reducer: R) -> (any Reducer<R.State, R.Action>)? {
  guard reducer is any ResolvableReducer || R.Body.self != Never.self else { return nil }
  return resolve(reducer)
}

/// `resolve`, boxed so that it can be a generic operator's child.
func resolved<R: Reducer>(_ reducer: R) -> AnyReducer<R.State, R.Action> {
  let resolved = resolve(reducer)
  return resolved as? AnyReducer<R.State, R.Action> ?? AnyReducer(base: resolved)
}

extension Scope: ResolvableReducer {
  func resolved() -> any Reducer<ParentState, ParentAction> {
    typealias Resolved = Scope<ParentState, ParentAction, AnyReducer<Child.State, Child.Action>>
    let state: Resolved.StatePath =
      switch toChildState {
      case let .keyPath(keyPath): .keyPath(keyPath)
      case let .casePath(casePath, location): .casePath(casePath, location: location)
      }
    return Resolved(
      toChildState: state, trackedChild: trackedChild, toChildAction: toChildAction,
      toChildActionKeyPath: toChildActionKeyPath, child: Kata.resolved(child),
      rawReduce: rawReduce, rawEmbed: rawEmbed)
  }
}

extension CombineReducers: ResolvableReducer {
  func resolved() -> any Reducer<State, Action> { resolve(reducers) }
}

extension ReducerBuilder._Sequence: ResolvableReducer {
  func resolved() -> any Reducer<State, Action> {
    ReducerBuilder._SequenceMany(reducers: flattened())
  }

  /// The resolved reducers of this sequence and of the sequences it starts with, in order.
  fileprivate func flattened() -> [AnyReducer<State, Action>] {
    let first =
      (r0 as? any FlattenableSequence<State, Action>)?.flattenedReducers() ?? [Kata.resolved(r0)]
    return first + [Kata.resolved(r1)]
  }
}

/// A `_Sequence` seen without its children's types, to flatten nested sequences.
private protocol FlattenableSequence<State, Action> {
  associatedtype State
  associatedtype Action
  func flattenedReducers() -> [AnyReducer<State, Action>]
}

extension ReducerBuilder._Sequence: FlattenableSequence {
  fileprivate func flattenedReducers() -> [AnyReducer<State, Action>] { flattened() }
}

extension ReducerBuilder._SequenceMany: ResolvableReducer {
  func resolved() -> any Reducer<State, Action> {
    ReducerBuilder._SequenceMany(reducers: reducers.map { Kata.resolved($0) })
  }
}

extension ReducerBuilder._Conditional: ResolvableReducer {
  func resolved() -> any Reducer<State, Action> {
    switch self {
    case let .first(first): return resolve(first)
    case let .second(second): return resolve(second)
    }
  }
}

extension Optional: ResolvableReducer where Wrapped: Reducer {
  func resolved() -> any Reducer<Wrapped.State, Wrapped.Action> {
    guard let wrapped = self else { return EmptyReducer<Wrapped.State, Wrapped.Action>() }
    return resolve(wrapped)
  }
}

extension _IfLetReducer: ResolvableReducer {
  func resolved() -> any Reducer<Parent.State, Parent.Action> {
    _IfLetReducer<AnyReducer<Parent.State, Parent.Action>, AnyReducer<Child.State, Child.Action>>(
      parent: Kata.resolved(parent), child: Kata.resolved(child), toChildState: toChildState,
      toChildAction: toChildAction, location: location)
  }
}

extension _IfCaseLetReducer: ResolvableReducer {
  func resolved() -> any Reducer<Parent.State, Parent.Action> {
    _IfCaseLetReducer<
      AnyReducer<Parent.State, Parent.Action>, AnyReducer<Child.State, Child.Action>
    >(
      parent: Kata.resolved(parent), child: Kata.resolved(child), toChildState: toChildState,
      toChildAction: toChildAction, cancelID: cancelID, location: location)
  }
}

extension _PresentationReducer: ResolvableReducer {
  func resolved() -> any Reducer<Parent.State, Parent.Action> {
    _PresentationReducer<
      AnyReducer<Parent.State, Parent.Action>, AnyReducer<Destination.State, Destination.Action>
    >(
      parent: Kata.resolved(parent), destination: Kata.resolved(destination),
      toPresentationState: toPresentationState, toPresentationAction: toPresentationAction,
      toPresentationActionKeyPath: toPresentationActionKeyPath, identifier: identifier,
      location: location, kit: kit)
  }
}

extension _StackReducer: ResolvableReducer {
  func resolved() -> any Reducer<Parent.State, Parent.Action> {
    _StackReducer<
      AnyReducer<Parent.State, Parent.Action>, AnyReducer<Element.State, Element.Action>
    >(
      parent: Kata.resolved(parent), element: Kata.resolved(element),
      toStackState: toStackState, toStackAction: toStackAction,
      toStackActionKeyPath: toStackActionKeyPath, location: location, kit: kit)
  }
}

extension _ForEachReducer: ResolvableReducer {
  func resolved() -> any Reducer<Parent.State, Parent.Action> {
    _ForEachReducer<
      AnyReducer<Parent.State, Parent.Action>, ID, AnyReducer<Element.State, Element.Action>
    >(
      parent: Kata.resolved(parent), element: Kata.resolved(element),
      toElementsState: toElementsState, toElementAction: toElementAction, location: location)
  }
}

extension _OnChangeReducer: ResolvableReducer {
  func resolved() -> any Reducer<Base.State, Base.Action> {
    // NB: The reducer run on a change is built from the values, so it is built when it runs.
    _OnChangeReducer<AnyReducer<Base.State, Base.Action>, Value, R>(
      base: Kata.resolved(base), toValue: toValue, reducer: reducer)
  }
}

extension _DependencyKeyWritingReducer: ResolvableReducer {
  func resolved() -> any Reducer<Base.State, Base.Action> {
    // NB: The base's body is built under the dependencies this reducer gives it.
    let base = withDependencies(update) { Kata.resolved(self.base) }
    return _DependencyKeyWritingReducer<AnyReducer<Base.State, Base.Action>>(
      base: base, update: update)
  }
}

extension _PrintChangesReducer: ResolvableReducer {
  func resolved() -> any Reducer<Base.State, Base.Action> {
    _PrintChangesReducer<AnyReducer<Base.State, Base.Action>>(
      base: Kata.resolved(base), printer: printer)
  }
}

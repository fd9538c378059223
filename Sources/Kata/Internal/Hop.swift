/// How a route steps from a feature down to a child: the steps the built-in reducers take
/// (`Scope`, presentations, stacks), and the reducers around them that see the child's actions.

/// One step down from a feature to a child, as one of the feature's reducers takes it.
struct Hop<State, Action, ChildState, ChildAction> {
  /// Does what the reducer does for an action of the child, with `body` doing the child's
  /// reducer's work on the child's state.
  let run:
    (inout State, UnsafePointer<Action>?, (inout ChildState) -> Effect<ChildAction>) ->
      Effect<Action>
  /// Whether `run` needs the feature's action (the reducer runs a parent that sees it).
  let needsAction: Bool
  let embed: @Sendable (ChildAction) -> Action
  let child: any Reducer<ChildState, ChildAction>
  /// Whether the child is still the one the step was made for; `nil` when it always is.
  let isAlive: ((State) -> Bool)?
  /// Where the child's state is, for a plain `Scope` that nothing else around it watches.
  var statePath: WritableKeyPath<State, ChildState>? = nil
  /// How to read the child's state, when `statePath` is not given: for a presented child or a
  /// stack element, a key path that reads the child while it is there (and something stale,
  /// never a crash, once it is gone: `isAlive` tells).
  var readPath: KeyPath<State, ChildState>? = nil
  /// Where the child's state is, in bytes from the start of the state, for a `Scope` on a
  /// stored property: reached in place, without the key path runtime.
  var offset: Int? = nil
  /// For a `Scope` at `offset` on a property `@ObservableState` tracks: renews the identity of
  /// the state at an address after its child changed, as the property's `didSet` would (see
  /// `TrackedProperty`).
  var renew: ((UnsafeMutableRawPointer) -> Void)? = nil
  /// For a `Scope` at `offset`: its action embedding, from address to address (see
  /// `FlatSegment`).
  var embedInPlace: InPlaceEmbedding? = nil
  /// The reducers beside a `Scope` at `offset` that see its child's actions, before and after
  /// it, when `run` runs them too.
  var before: ReduceBox<State, Action>? = nil
  var after: ReduceBox<State, Action>? = nil
  /// For a `Scope` at `offset`: how its level calls `before` and `after` (see `RawReduce`), and
  /// how it embeds with `embedInPlace` (see `RawEmbed`).
  ///
  /// NB: Not optional: an optional holds a closure in another calling convention, and calling
  /// through one costs a conversion thunk.
  var rawReduce: RawReduce = makeRawReduce(State.self, Action.self)
  var rawEmbed: RawEmbed = { value, root, embedding in embedding.embed(value, root) }
  /// Whether a send must check that its feature is there before it starts rather than on the
  /// way (see `StoreRoute.checksAliveOnTheWay`): a reducer runs before the step (a `Reduce`
  /// above the `Scope`, which may change the state), or the step cannot check in place.
  var checksAliveFirst = false
  /// For a presentation or a stack reached in place, with nothing around it: the step as a
  /// level of a `FlatSegment`.
  var flatLevel: FlatLevel? = nil
}

/// `body` run on the child state at `offset` bytes into `state`, its effect wrapped by `embed`:
/// a `Scope`'s step, in place; then `renew` on the state, for a child `@ObservableState`
/// tracks (see `Hop.renew`).
@inline(__always)
func scopeStep<State, Action, ChildState, ChildAction>(
  _ state: inout State, at offset: Int, renew: ((UnsafeMutableRawPointer) -> Void)?,
  embed: @escaping @Sendable (ChildAction) -> Action,
  _ body: (inout ChildState) -> Effect<ChildAction>
) -> Effect<Action> {
  let effect: Effect<ChildAction> = inPlace(&state, at: offset, body)
  renew?(raw(&state))
  if case .none = effect.operation { return .none }
  return effect.map(embed)
}

/// The step `reducer` takes to the child with these paths, with the reducers around it that
/// also see the child's actions; `nil` when a route cannot follow it.
///
/// `reducer` must be one step (a `Scope`, presentation or stack), a navigation operator whose
/// parent takes the step, or a sequence of reducers with exactly one of those; the others run
/// as they would, with the action embedded.
func findHop<State, Action, ChildState, ChildAction>(
  in reducer: any Reducer<State, Action>,
  state toChildState: AnyKeyPath,
  optional: Bool,
  action toChildAction: AnyKeyPath,
  current: State
) -> Hop<State, Action, ChildState, ChildAction>? {
  let parts = reducer.parts
  var found: (index: Int, hop: Hop<State, Action, ChildState, ChildAction>)?
  for (index, part) in parts.enumerated() {
    let step: Hop<State, Action, ChildState, ChildAction>?
    if let own = (part as? any HopReducer<State, Action>)?.hop(
      state: toChildState, optional: optional, action: toChildAction, in: current)
    {
      guard let own = own as? Hop<State, Action, ChildState, ChildAction> else { return nil }
      step = own
    } else {
      step = (part as? any PassThroughReducer<State, Action>)?.passThrough(
        state: toChildState, optional: optional, action: toChildAction, in: current,
        child: (ChildState.self, ChildAction.self))
    }
    guard let step else { continue }
    guard found == nil else { return nil }
    found = (index, step)
  }
  guard let (index, hop) = found else { return nil }
  let before = sequenced(parts[..<index])
  let after = sequenced(parts[(index + 1)...])
  guard before != nil || after != nil else { return hop }
  let run = hop.run
  let offset = hop.offset
  let renew = hop.renew
  let embed = hop.embed
  // NB: The reducers around the step are composed into one closure, here, once: iterating an
  // array of `any Reducer` on every send costs type metadata lookups at every level, and each
  // closure more costs a call and a context at every level. A `Scope`'s step is taken right
  // here. Nothing after the step runs when the send found its feature gone on the way.
  let composite:
    (inout State, UnsafePointer<Action>?, (inout ChildState) -> Effect<ChildAction>) ->
      Effect<Action> = { state, action, body in
        // NB: `needsAction` is true, so the route gives the action.
        guard let action else { return run(&state, nil, body) }
        var effect = before?.reduce(&state, action.pointee) ?? .none
        let step: Effect<Action> =
          if let offset {
            scopeStep(&state, at: offset, renew: renew, embed: embed, body)
          } else {
            run(&state, action, body)
          }
        if RouteSend.isAborted { return .none }
        effect = effect.merge(with: step)
        guard let after else { return effect }
        return effect.merge(with: after.reduce(&state, action.pointee))
      }
  return Hop(
    run: composite, needsAction: true, embed: hop.embed, child: hop.child, isAlive: hop.isAlive,
    statePath: hop.statePath, readPath: hop.readPath, offset: hop.offset, renew: hop.renew,
    embedInPlace: hop.embedInPlace, before: before, after: after, rawReduce: hop.rawReduce,
    rawEmbed: hop.rawEmbed,
    checksAliveFirst: hop.checksAliveFirst || before != nil)
}

/// `reducers` (without the empty ones) run in order as one closure, their effects merged;
/// `nil` when there are none.
///
/// NB: In a box, not an optional closure: an optional holds a closure of generic types in
/// another calling convention than the closure's own, so that every call through one goes
/// through a conversion thunk, two for one unwrapped again.
func sequenced<State, Action>(
  _ reducers: ArraySlice<any Reducer<State, Action>>
) -> ReduceBox<State, Action>? {
  var sequence: ReduceBox<State, Action>?
  for reducer in reducers where !(reducer is EmptyReducer<State, Action>) {
    let next = reducer.reduceFunction
    if let previous = sequence {
      let first = previous.reduce
      sequence = ReduceBox { state, action in
        first(&state, action).merge(with: next(&state, action))
      }
    } else {
      sequence = ReduceBox(next)
    }
  }
  return sequence
}

extension Reducer {
  /// `reduce(into:action:)` as a closure; a `Reduce`'s own closure, without a call around it.
  var reduceFunction: (inout State, Action) -> Effect<Action> {
    if let reduce = self as? Reduce<State, Action> { return reduce.reduce }
    return { self.reduce(into: &$0, action: $1) }
  }
}

/// A navigation operator a route can pass through to a step its parent takes.
protocol PassThroughReducer<State, Action>: Reducer {
  /// The step the operator's parent takes to the child, with the operator's own work around
  /// it; `nil` when its parent does not take that step.
  func passThrough<ChildState, ChildAction>(
    state toChildState: AnyKeyPath, optional: Bool, action toChildAction: AnyKeyPath,
    in state: State, child: (ChildState.Type, ChildAction.Type)
  ) -> Hop<State, Action, ChildState, ChildAction>?
}

/// A built-in reducer that can take a step down to a child a store scopes to.
protocol HopReducer<State, Action>: Reducer {
  /// The step to the child with these paths, as a `Hop<State, Action, ChildState,
  /// ChildAction>` of the reducer's own child types, or `nil` when this reducer does not run
  /// that child. `state` is the feature's current state.
  func hop(
    state toChildState: AnyKeyPath, optional: Bool, action toChildAction: AnyKeyPath,
    in state: State
  ) -> Any?
}

/// How a route steps into a presented child or a stack element (see `StoreRoute`): the same
/// work as the reducer's `reduce` for an action of that child, with the child's own reducer
/// given by the route.

extension _PresentationReducer: HopReducer {
  func hop(
    state _: AnyKeyPath, optional: Bool, action toChildAction: AnyKeyPath, in state: Parent.State
  ) -> Any? {
    let presented = toPresentationActionKeyPath.appending(
      path: \Case<PresentationAction<Destination.Action>>.presented)
    guard optional, toChildAction == presented,
      let current = state[keyPath: toPresentationState].wrappedValue,
      let identity = identifier.identity(of: current)
    else { return nil }
    let reducer = self
    // NB: The send below captures the reducer in a box: captured as a value of its generic type,
    // its place in the closure's context is found from its metadata, looked up at every call.
    let shared = Captured(self)
    let parentIsEmpty = parent.isEmptyReducer
    let parentReducers = sequenced(ArraySlice(parent.parts))
    // NB: Lent to the step, which the hop's closures keep alive: a step given the box itself
    // retained and released it around the call.
    let parentReduce = parentReducers.map { Unmanaged<AnyObject>.passUnretained($0) }
    let lentReducers: AnyObject? = parentReducers
    let toPresentationAction = self.toPresentationAction
    let toPresentationState = self.toPresentationState
    let identifier = self.identifier
    let offset = presentationOffset(of: toPresentationState, in: state)
    // NB: Only a child that can be replaced by another while presented needs its identity
    // compared; any other is the same child while it is there.
    let aliveIdentity = identifier.isTrivial ? nil : IdentityBox(identity)
    // NB: How a step that did more than nearly every send does ends, in a `FlatSegment` or
    // not; a step that found the send aborted ends before.
    func settle(_ outcome: NavigationStep, _ action: UnsafeRawPointer?) -> ErasedEffect {
      // NB: Keeps alive the reducers lent to the step.
      withExtendedLifetime(lentReducers) {}
      guard outcome.found else {
        if !RouteSend.abort() {
          shared.value.reportAbsent(at: action?.assumingMemoryBound(to: Parent.Action.self))
        }
        return nil
      }
      return shared.value.finish(outcome).erased
    }
    let level = offset.map { offset in
      let embedding = fastEmbedding(toPresentationActionKeyPath)
      return NavigationLevel<Parent.Action>(
        parentEmbedding: embedding,
        embed: { [embed = kit.embedInPlace] child, parent in embed(embedding, child, parent) },
        halves: kit.halves(offset, identifier, aliveIdentity, parentReduce, settle))
    }
    let run:
      (inout Parent.State, UnsafePointer<Parent.Action>?, DestinationBody) -> Effect<
        Parent.Action
      > =
        if let offset {
          { [step = kit.typedStep] state, action, body in
            let parentAction: UnsafeRawPointer? =
              if let action { UnsafeRawPointer(action) } else { nil }
            return Effect(
              erased: step(
                raw(&state), parentAction, offset, identifier,
                RouteSend.checksAlive ? aliveIdentity : nil, parentReduce, body
              ) { settle($0, parentAction) })
          }
        } else {
          { state, action, body in
            let destinationEffect = reducer.reduceDestination(
              into: &state, parentAction: { action?.pointee }, body)
            if RouteSend.isAborted { return .none }
            guard !parentIsEmpty, let action else { return destinationEffect }
            return reducer.reduceParent(into: &state, action: action.pointee, dismissing: false)
              .merge(withFirst: destinationEffect)
          }
        }
    return Hop<Parent.State, Parent.Action, Destination.State, Destination.Action>(
      run: run,
      needsAction: !parentIsEmpty,
      embed: { [embed = kit.embed] in embed(toPresentationAction, $0) },
      child: destination,
      isAlive: { state in
        guard !identifier.isTrivial else {
          return state[keyPath: toPresentationState].isPresented
        }
        return identifier.identity(of: state[keyPath: toPresentationState].wrappedValue)
          == identity
      },
      readPath: toPresentationState.appending(
        path: \PresentationState<Destination.State>.[presentedOr: StaleState(current)]),
      checksAliveFirst: offset == nil,
      flatLevel: level
    )
  }

  typealias DestinationBody = (inout Destination.State) -> Effect<Destination.Action>
}

extension _StackReducer: HopReducer {
  typealias ElementBody = (inout Element.State) -> Effect<Element.Action>

  func hop(
    state _: AnyKeyPath, optional: Bool, action toChildAction: AnyKeyPath, in state: Parent.State
  ) -> Any? {
    guard optional else { return nil }
    let toStackActionKeyPath = self.toStackActionKeyPath
    guard
      let id = state[keyPath: toStackState].ids.first(where: { id in
        toChildAction
          == toStackActionKeyPath.appending(
            path: \Case<StackAction<Element.State, Element.Action>>.[id: id])
      })
    else { return nil }
    let reducer = self
    // NB: The send below captures the reducer in a box: captured as a value of its generic type,
    // its place in the closure's context is found from its metadata, looked up at every call.
    let shared = Captured(self)
    let parentIsEmpty = parent.isEmptyReducer
    let parentReducers = sequenced(ArraySlice(parent.parts))
    // NB: Lent to the step, which the hop's closures keep alive: a step given the box itself
    // retained and released it around the call.
    let parentReduce = parentReducers.map { Unmanaged<AnyObject>.passUnretained($0) }
    let lentReducers: AnyObject? = parentReducers
    let toStackAction = self.toStackAction
    let toStackState = self.toStackState
    let identifier = NavigationIdentifier<Element.State>()
    guard let current = state[keyPath: toStackState][id: id] else { return nil }
    let identity = identifier.identity(of: current)
    // NB: A stack `@ObservableState` tracks is reached at its offset too, and its state's
    // identity renewed after the step, as the property's `didSet` would.
    let offset = MemoryLayout<Parent.State>.offset(of: toStackState) ?? trackedStack?.offset
    let renew = trackedStack?.renew
    let aliveIdentity = identifier.isTrivial ? nil : identity.map { IdentityBox($0) }
    let hint = IndexHint()
    // NB: How a step that did more than nearly every send does ends, in a `FlatSegment` or
    // not; a step that found the send aborted ends before.
    func settle(_ outcome: NavigationStep, _ action: UnsafeRawPointer?) -> ErasedEffect {
      // NB: Keeps alive the reducers lent to the step, and the hint whose address it is given.
      withExtendedLifetime((lentReducers, hint)) {}
      guard outcome.found else {
        if !RouteSend.abort() {
          shared.value.reportMissingElement(
            at: action?.assumingMemoryBound(to: Parent.Action.self))
        }
        return nil
      }
      return shared.value.finish(outcome, id: id).erased
    }
    let level = offset.map { offset in
      let embedding = fastEmbedding(toStackActionKeyPath)
      return NavigationLevel<Parent.Action>(
        parentEmbedding: embedding,
        embed: { [embed = kit.embedInPlace] child, parent in embed(embedding, id, child, parent) },
        halves: kit.halves(
          offset, id, hint.index, identifier, aliveIdentity, parentReduce, renew, settle))
    }
    let run:
      (inout Parent.State, UnsafePointer<Parent.Action>?, ElementBody) -> Effect<
        Parent.Action
      > =
        if let offset {
          { [step = kit.typedStep] state, action, body in
            let parentAction: UnsafeRawPointer? =
              if let action { UnsafeRawPointer(action) } else { nil }
            return Effect(
              erased: step(
                raw(&state), parentAction, offset, id, hint.index, identifier,
                RouteSend.checksAlive ? aliveIdentity : nil, parentReduce, renew, body
              ) { settle($0, parentAction) })
          }
        } else {
          { state, action, body in
            let elementEffect = reducer.reduceElement(
              into: &state, id: id, parentAction: { action?.pointee }, body)
            if RouteSend.isAborted { return .none }
            guard !parentIsEmpty, let action else { return elementEffect }
            return reducer.reduceParent(into: &state, action: action.pointee)
              .merge(withFirst: elementEffect)
          }
        }
    return Hop<Parent.State, Parent.Action, Element.State, Element.Action>(
      run: run,
      needsAction: !parentIsEmpty,
      embed: { [embed = kit.embed] in embed(toStackAction, id, $0) },
      child: element,
      isAlive: { state in
        guard !identifier.isTrivial else { return state[keyPath: toStackState].contains(id: id) }
        return identifier.identity(of: state[keyPath: toStackState][id: id]) == identity
      },
      readPath: toStackState.appending(
        path: \StackState<Element.State>.[id: id, or: StaleState(current)]),
      checksAliveFirst: offset == nil,
      flatLevel: level
    )
  }
}

extension Reducer {
  /// Whether this resolved reducer does nothing at all.
  var isEmptyReducer: Bool { parts.allSatisfy { $0 is EmptyReducer<State, Action> } }
}

/// How a route passes through an operator to a step its parent takes: the operator's own
/// work, with its parent's replaced by the step; the whole operator when the action is one of
/// its own after all.
extension _PresentationReducer: PassThroughReducer {
  func passThrough<ChildState, ChildAction>(
    state toChildState: AnyKeyPath, optional: Bool, action toChildAction: AnyKeyPath,
    in state: Parent.State, child: (ChildState.Type, ChildAction.Type)
  ) -> Hop<Parent.State, Parent.Action, ChildState, ChildAction>? {
    passingThrough(
      parent, state: toChildState, optional: optional, action: toChildAction, in: state,
      isOwn: { toPresentationAction.extract(from: $0) != nil }
    ) { state, action, runParent in
      withoutActuallyEscaping(runParent) {
        reduceParent(into: &state, action: action, dismissing: false, parent: $0)
      }
    }
  }
}

extension _StackReducer: PassThroughReducer {
  func passThrough<ChildState, ChildAction>(
    state toChildState: AnyKeyPath, optional: Bool, action toChildAction: AnyKeyPath,
    in state: Parent.State, child: (ChildState.Type, ChildAction.Type)
  ) -> Hop<Parent.State, Parent.Action, ChildState, ChildAction>? {
    passingThrough(
      parent, state: toChildState, optional: optional, action: toChildAction, in: state,
      isOwn: { toStackAction.extract(from: $0) != nil }
    ) { state, action, runParent in
      withoutActuallyEscaping(runParent) {
        reduceParent(into: &state, action: action, parent: $0)
      }
    }
  }
}

extension _IfLetReducer: PassThroughReducer {
  func passThrough<ChildState, ChildAction>(
    state toChildState: AnyKeyPath, optional: Bool, action toChildAction: AnyKeyPath,
    in state: Parent.State, child: (ChildState.Type, ChildAction.Type)
  ) -> Hop<Parent.State, Parent.Action, ChildState, ChildAction>? {
    passingThrough(
      parent, state: toChildState, optional: optional, action: toChildAction, in: state,
      isOwn: { self.toChildAction.extract(from: $0) != nil }
    ) { state, action, runParent in
      withoutActuallyEscaping(runParent) {
        reduceParent(into: &state, action: action, parent: $0)
      }
    }
  }
}

extension _ForEachReducer: PassThroughReducer {
  func passThrough<ChildState, ChildAction>(
    state toChildState: AnyKeyPath, optional: Bool, action toChildAction: AnyKeyPath,
    in state: Parent.State, child: (ChildState.Type, ChildAction.Type)
  ) -> Hop<Parent.State, Parent.Action, ChildState, ChildAction>? {
    passingThrough(
      parent, state: toChildState, optional: optional, action: toChildAction, in: state,
      isOwn: { toElementAction.extract(from: $0) != nil }
    ) { state, action, runParent in
      withoutActuallyEscaping(runParent) {
        reduceParent(into: &state, action: action, parent: $0)
      }
    }
  }
}

extension Reducer {
  /// The step `parent` takes, wrapped in this operator's `ownWork` (which runs the parent
  /// through the closure it is given); the whole of `reduce` for the operator's own actions.
  func passingThrough<ChildState, ChildAction>(
    _ parent: some Reducer<State, Action>,
    state toChildState: AnyKeyPath, optional: Bool, action toChildAction: AnyKeyPath,
    in state: State,
    isOwn: @escaping (Action) -> Bool,
    ownWork:
      @escaping (
        inout State, Action, (inout State) -> Effect<Action>
      ) -> Effect<Action>
  ) -> Hop<State, Action, ChildState, ChildAction>? {
    guard
      let inner: Hop<State, Action, ChildState, ChildAction> = findHop(
        in: parent, state: toChildState, optional: optional, action: toChildAction,
        current: state)
    else { return nil }
    let run = inner.run
    return Hop(
      run: { state, action, body in
        // NB: `needsAction` is true, so the route gives the action.
        guard let action else { return run(&state, nil, body) }
        if isOwn(action.pointee) { return self.reduce(into: &state, action: action.pointee) }
        return ownWork(&state, action.pointee) { run(&$0, action, body) }
      },
      needsAction: true, embed: inner.embed, child: inner.child, isAlive: inner.isAlive,
      statePath: inner.statePath, readPath: inner.readPath, checksAliveFirst: inner.checksAliveFirst
    )
  }
}

/// A feature's state as it was when a route to it was made.
///
/// The route's key path reads it once the feature is gone, instead of crashing. Nothing shows
/// it: a route checks that its feature is still there (`isAlive`) before it reads.
///
/// NB: Key path subscripts need hashable arguments; a stale state is only ever equal to itself.
final class StaleState<Value>: Hashable, @unchecked Sendable {
  // NB: `@unchecked`: read only by routes, which are confined to the main actor.
  let value: Value

  init(_ value: Value) { self.value = value }

  static func == (lhs: StaleState, rhs: StaleState) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension PresentationState {
  /// The presented state, or `stale`'s value once nothing is presented.
  subscript(presentedOr stale: StaleState<State>) -> State { wrappedValue ?? stale.value }
}

extension StackState {
  /// The element `id`, or `stale`'s value once it is popped.
  subscript(id id: StackElementID, or stale: StaleState<Element>) -> Element {
    self[id: id] ?? stale.value
  }
}

/// A value in a box, so that a closure captures one reference of a fixed size.
final class Captured<Value> {
  let value: Value

  init(_ value: Value) { self.value = value }
}

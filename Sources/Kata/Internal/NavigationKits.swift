/// The work a route does on a stack or a presentation at every send, compiled for the app's
/// types.
///
/// NB: A route runs unspecialised (it is made at run time, from `any Reducer`). There, every
/// use of a type built from the app's types (`StackState<Element>`, the array of its elements,
/// `StackAction<…>`, the box of a presentation) looks its metadata up in the runtime's cache:
/// a send to a stack element paid more for those look-ups than for everything else it did.
/// These closures are made in `forEach` and `ifLet`, which are inlined into the app's module,
/// where the types are known, so their code is specialised; none captures anything, so making
/// them allocates nothing. A step's own closures (`halves`), which capture what the route knows
/// of it, are made once, when the route is built.

/// What a route does on a navigation stack of `ElementState`s, for a parent of `ParentState`
/// and `ParentAction`.
@usableFromInline
struct StackKit<ParentState, ParentAction, ElementState, ElementAction> {

  /// The parent's action that sends `action` to the element `id`, through `toStackAction`.
  @usableFromInline let embed:
    @Sendable (
      AnyCasePath<ParentAction, StackAction<ElementState, ElementAction>>, StackElementID,
      ElementAction
    ) -> ParentAction
  /// A route's step to a stack element as a level of a `FlatSegment`, split at the element
  /// (see `StepHalves`), given the stack's offset in the parent's state, the element's id, where
  /// it was found last, its identifier and identity to check, the parent's reducers (a
  /// `ReduceBox`, lent), what renews the parent's state after the step, and what ends a step
  /// that did more than nearly every send does (see `NavigationStep`).
  @usableFromInline let halves:
    (
      Int, StackElementID, UnsafeMutablePointer<Int>, NavigationIdentifier<ElementState>,
      IdentityBox?, Unmanaged<AnyObject>?, ((UnsafeMutableRawPointer) -> Void)?,
      @escaping (NavigationStep, UnsafeRawPointer?) -> ErasedEffect
    ) -> StepHalves
  /// The same step whole, with the element's reducer given its state, given the parent's state
  /// and action, the stack's offset, the element's id and where it was found last, its
  /// identifier and the identity to check, if any, the parent's reducers, what renews the
  /// parent's state, and what ends the step: for a step outside a `FlatSegment`.
  @usableFromInline let typedStep:
    (
      UnsafeMutableRawPointer, UnsafeRawPointer?, Int, StackElementID, UnsafeMutablePointer<Int>,
      NavigationIdentifier<ElementState>, IdentityBox?, Unmanaged<AnyObject>?,
      ((UnsafeMutableRawPointer) -> Void)?, (inout ElementState) -> Effect<ElementAction>,
      (NavigationStep) -> ErasedEffect
    ) -> ErasedEffect

  /// `embed`, from the element's action at one address into uninitialised memory for the
  /// parent's at another, with the embedding of a stack action in the parent's (see
  /// `fastEmbedding`): a route's level's embedding (see `NavigationLevel`).
  @usableFromInline let embedInPlace:
    (InPlaceEmbedding, StackElementID, UnsafeRawPointer, UnsafeMutableRawPointer) -> Void

  @inlinable
  init() {
    self.embed = { toStackAction, id, action in
      toStackAction.embed(.element(id: id, action: action))
    }
    self.embedInPlace = { embedding, id, action, parent in
      let stackAction = StackAction<ElementState, ElementAction>.element(
        id: id, action: action.assumingMemoryBound(to: ElementAction.self).pointee)
      // NB: Made where the parent's action goes, and its case set there, once learned.
      guard let tag = embedding.injectableTag, let metadata = embedding.metadata,
        let injectTag = embedding.injectTagWitness
      else {
        return withUnsafePointer(to: stackAction) { embedding.embed(UnsafeRawPointer($0), parent) }
      }
      parent.initializeMemory(as: StackAction<ElementState, ElementAction>.self, to: stackAction)
      injectTag(parent, tag, metadata)
    }
    self.halves = { offset, id, hint, identifier, aliveIdentity, parentReduce, renew, settle in
      StepHalves(
        enter: { state, action, outer in
          Self.enter(
            state, offset, id, hint, identifier, RouteSend.checksAlive ? aliveIdentity : nil,
            outer
          ) { _ = settle(NavigationStep(found: false), action) }
        },
        leave: { state, action, outer, effect in
          Self.leave(state, offset, action, parentReduce, renew, outer, effect) {
            settle($0, action)
          }
        })
    }
    self.typedStep = {
      state, action, offset, id, hint, identifier, identity, parentReduce, renew, body, settle in
      var outer = PresentationContext.Outer()
      guard
        let element = Self.enter(
          state, offset, id, hint, identifier, identity, &outer,
          {
            _ = settle(NavigationStep(found: false))
          })
      else { return nil }
      let effect = body(&element.assumingMemoryBound(to: ElementState.self).pointee).erased
      return Self.leave(state, offset, action, parentReduce, renew, &outer, effect, settle)
    }
  }

  /// Finds the element `id` of the stack at `offset` bytes into the parent's state, made ready
  /// to change in place, and starts running it presented; returns its address, or, after
  /// `notFound`, `nil` when it is gone, or, given an identity, not the element with it.
  @inlinable @inline(__always)
  static func enter(
    _ state: UnsafeMutableRawPointer, _ offset: Int, _ id: StackElementID,
    _ hint: UnsafeMutablePointer<Int>, _ identifier: NavigationIdentifier<ElementState>,
    _ identity: IdentityBox?, _ outer: UnsafeMutablePointer<PresentationContext.Outer>,
    _ notFound: () -> Void
  ) -> UnsafeMutableRawPointer? {
    let stack = (state + offset).assumingMemoryBound(to: StackState<ElementState>.self)
    if let identity {
      guard identifier.identity(of: stack.pointee[id: id]) == identity.identity else {
        notFound()
        return nil
      }
    }
    guard let element = stack.pointee.elementAddress(id: id, hint: &hint.pointee) else {
      notFound()
      return nil
    }
    outer.pointee = PresentationContext.enterPresented()
    return UnsafeMutableRawPointer(element)
  }

  /// Ends what `enter` started, once the element ran, given its effect.
  ///
  /// Then, given the parent's action and its reducers, runs the parent, noting whether it
  /// changed the stack's ids, and renews the parent's state, when given. What nearly every send
  /// does ends there, with no effect: anything else (an effect, a push or a pop) goes to
  /// `settle`.
  @inlinable @inline(__always)
  static func leave(
    _ state: UnsafeMutableRawPointer, _ offset: Int, _ action: UnsafeRawPointer?,
    _ parentReduce: Unmanaged<AnyObject>?, _ renew: ((UnsafeMutableRawPointer) -> Void)?,
    _ outer: UnsafeMutablePointer<PresentationContext.Outer>, _ effect: ErasedEffect,
    _ settle: (NavigationStep) -> ErasedEffect
  ) -> ErasedEffect {
    PresentationContext.leavePresented(outer.pointee)
    if RouteSend.isAborted { return nil }
    let stack = (state + offset).assumingMemoryBound(to: StackState<ElementState>.self)
    guard let action, let parentReduce else {
      renew?(state)
      return effect == nil ? nil : settle(NavigationStep(child: effect))
    }
    func runParent() -> ErasedEffect {
      parentReduce._withUnsafeGuaranteedRef {
        ReduceBox<ParentState, ParentAction>.reduce($0, state: state, action: action)
      }
    }
    /// The step's end, given the parent's effect and, when the parent changed the stack's ids,
    /// the ids before.
    func end(_ parentEffect: ErasedEffect, changedFrom idsBefore: [StackElementID]?)
      -> ErasedEffect
    {
      renew?(state)
      guard effect != nil || parentEffect != nil || idsBefore != nil else { return nil }
      var step = NavigationStep(child: effect, parent: parentEffect)
      if let idsBefore { step.ids = (idsBefore, stack.pointee.elementIDs) }
      return settle(step)
    }
    // NB: Held, the ids before share their storage with the stack's only while the parent left
    // the stack alone; compared where they are, without holding the stack's too.
    let idsBefore = stack.pointee.elementIDs
    let parentEffect = runParent()
    let unchanged = idsBefore.withUnsafeBufferPointer { before in
      stack.pointee.elementIDs.withUnsafeBufferPointer { after in
        before.baseAddress == after.baseAddress && before.count == after.count
      }
    }
    return end(
      parentEffect,
      changedFrom: unchanged || idsBefore == stack.pointee.elementIDs ? nil : idsBefore)
  }
}

/// What a route does on a presentation of `State`, for a parent of `ParentState` and
/// `ParentAction`.
@usableFromInline
struct PresentationKit<ParentState, ParentAction, State, Action> {
  /// The parent's action that sends `action` to the presented child, through
  /// `toPresentationAction`.
  @usableFromInline let embed:
    @Sendable (AnyCasePath<ParentAction, PresentationAction<Action>>, Action) -> ParentAction
  /// A route's step to a presented child as a level of a `FlatSegment`, split at the child
  /// (see `StepHalves`), given the presentation's offset in the parent's state, the child's
  /// identifier and identity to check, the parent's reducers (a `ReduceBox`, lent), and what
  /// ends a step that did more than nearly every send does (see `NavigationStep`).
  @usableFromInline let halves:
    (
      Int, NavigationIdentifier<State>, IdentityBox?, Unmanaged<AnyObject>?,
      @escaping (NavigationStep, UnsafeRawPointer?) -> ErasedEffect
    ) -> StepHalves
  /// The same step whole, with the child's reducer given its state, given the parent's state
  /// and action, the presentation's offset, the child's identifier and the identity to check,
  /// if any, the parent's reducers and what ends the step: for a step outside a `FlatSegment`.
  @usableFromInline let typedStep:
    (
      UnsafeMutableRawPointer, UnsafeRawPointer?, Int, NavigationIdentifier<State>, IdentityBox?,
      Unmanaged<AnyObject>?, (inout State) -> Effect<Action>, (NavigationStep) -> ErasedEffect
    ) -> ErasedEffect

  /// `embed`, from the child's action at one address into uninitialised memory for the
  /// parent's at another, with the embedding of a presentation action in the parent's (see
  /// `fastEmbedding`): a route's level's embedding (see `NavigationLevel`).
  @usableFromInline let embedInPlace:
    (InPlaceEmbedding, UnsafeRawPointer, UnsafeMutableRawPointer) -> Void

  @inlinable
  init() {
    self.embed = { toPresentationAction, action in toPresentationAction.embed(.presented(action)) }
    self.embedInPlace = { embedding, action, parent in
      let presentationAction = PresentationAction<Action>.presented(
        action.assumingMemoryBound(to: Action.self).pointee)
      // NB: Made where the parent's action goes, and its case set there, once learned.
      guard let tag = embedding.injectableTag, let metadata = embedding.metadata,
        let injectTag = embedding.injectTagWitness
      else {
        return withUnsafePointer(to: presentationAction) {
          embedding.embed(UnsafeRawPointer($0), parent)
        }
      }
      parent.initializeMemory(as: PresentationAction<Action>.self, to: presentationAction)
      injectTag(parent, tag, metadata)
    }
    self.halves = { offset, identifier, aliveIdentity, parentReduce, settle in
      StepHalves(
        enter: { state, action, outer in
          Self.enter(
            state, offset, identifier, RouteSend.checksAlive ? aliveIdentity : nil, outer
          ) { _ = settle(NavigationStep(found: false), action) }
        },
        leave: { state, action, outer, effect in
          Self.leave(state, offset, identifier, action, parentReduce, outer, effect) {
            settle($0, action)
          }
        })
    }
    self.typedStep = {
      state, action, offset, identifier, identity, parentReduce, body, settle in
      var outer = PresentationContext.Outer()
      guard
        let child = Self.enter(
          state, offset, identifier, identity, &outer,
          {
            _ = settle(NavigationStep(found: false))
          })
      else { return nil }
      let effect = body(&child.assumingMemoryBound(to: State.self).pointee).erased
      return Self.leave(state, offset, identifier, action, parentReduce, &outer, effect, settle)
    }
  }

  /// Finds the child presented at `offset` bytes into the parent's state, in the
  /// presentation's box made unique first, and starts running it presented; returns its
  /// address, or, after `notFound`, `nil` when nothing is presented, or, given an identity,
  /// when the child presented is not the one with it.
  @inlinable @inline(__always)
  static func enter(
    _ state: UnsafeMutableRawPointer, _ offset: Int, _ identifier: NavigationIdentifier<State>,
    _ identity: IdentityBox?, _ outer: UnsafeMutablePointer<PresentationContext.Outer>,
    _ notFound: () -> Void
  ) -> UnsafeMutableRawPointer? {
    typealias Storage = PresentationState<State>.Storage
    let presentation = (state + offset).assumingMemoryBound(to: PresentationState<State>.self)
    // NB: The box is made unique where it is, and the child changed in place in it, without
    // moving the presentation out and back through its key path.
    if !isKnownUniquelyReferenced(&presentation.pointee.storage) {
      guard let shared = presentation.pointee.storage else {
        notFound()
        return nil
      }
      presentation.pointee.storage = Storage(shared.value)
    }
    // NB: Lent rather than retained (two atomic operations, a tenth of a step): the
    // presentation holds the box, and the child's reducer cannot reach its parent's state.
    guard let boxBits = UnsafeRawPointer(presentation).load(as: UnsafeRawPointer?.self) else {
      notFound()
      return nil
    }
    return Unmanaged<Storage>.fromOpaque(boxBits)._withUnsafeGuaranteedRef { box in
      if let identity {
        guard identifier.identity(of: box.value) == identity.identity else {
          notFound()
          return nil
        }
      } else {
        guard case .some = box.value else {
          notFound()
          return nil
        }
      }
      outer.pointee = PresentationContext.enterPresented()
      // NB: The box's own storage, which stays where it is while the presentation holds the
      // box; an optional lays its wrapped value out at its start.
      return withUnsafeMutablePointer(to: &box.value) { UnsafeMutableRawPointer($0) }
    }
  }

  /// Ends what `enter` started, once the child ran, given its effect.
  ///
  /// Then, given the parent's action and its reducers, runs the parent, noting whether it
  /// dismissed the child or presented another in its place. What nearly every send does ends
  /// there, with no effect: anything else (an effect, a dismissal) goes to `settle`.
  @inlinable @inline(__always)
  static func leave(
    _ state: UnsafeMutableRawPointer, _ offset: Int, _ identifier: NavigationIdentifier<State>,
    _ action: UnsafeRawPointer?, _ parentReduce: Unmanaged<AnyObject>?,
    _ outer: UnsafeMutablePointer<PresentationContext.Outer>, _ effect: ErasedEffect,
    _ settle: (NavigationStep) -> ErasedEffect
  ) -> ErasedEffect {
    typealias Storage = PresentationState<State>.Storage
    PresentationContext.leavePresented(outer.pointee)
    if RouteSend.isAborted { return nil }
    guard let action, let parentReduce else {
      return effect == nil ? nil : settle(NavigationStep(child: effect))
    }
    let presentation = (state + offset).assumingMemoryBound(to: PresentationState<State>.self)
    // NB: What identifies the child before the parent runs: its case, for an enum (read where
    // it is); the box itself, held, for a child with an id (compared when the box changed).
    var caseBefore: UInt32 = 0
    var heldBox: Storage?
    if let boxBits = UnsafeRawPointer(presentation).load(as: UnsafeRawPointer?.self) {
      Unmanaged<Storage>.fromOpaque(boxBits)._withUnsafeGuaranteedRef { box in
        if let reader = identifier.caseReader {
          caseBefore = withUnsafePointer(to: &box.value) { reader.tag(at: $0) }
        } else if !identifier.isTrivial {
          heldBox = box
        }
      }
    }
    let parentEffect = parentReduce._withUnsafeGuaranteedRef {
      ReduceBox<ParentState, ParentAction>.reduce($0, state: state, action: action)
    }
    // NB: Whether the parent dismissed the child, or presented another in its place.
    var dismissed = false
    if let afterBits = UnsafeRawPointer(presentation).load(as: UnsafeRawPointer?.self) {
      Unmanaged<Storage>.fromOpaque(afterBits)._withUnsafeGuaranteedRef { after in
        guard case .some = after.value else {
          dismissed = true
          return
        }
        if let reader = identifier.caseReader {
          dismissed = withUnsafePointer(to: &after.value) { reader.tag(at: $0) } != caseBefore
        } else if let heldBox, heldBox !== after {
          dismissed = identifier.identity(of: heldBox.value) != identifier.identity(of: after.value)
        }
      }
    } else {
      dismissed = true
    }
    guard effect != nil || parentEffect != nil || dismissed else { return nil }
    var step = NavigationStep(child: effect, parent: parentEffect)
    step.dismissed = dismissed
    return settle(step)
  }
}

/// A route's step through a stack or a presentation as a level of a `FlatSegment` (see
/// `NavigationLevel`), in two halves around the levels below it, so that the segment's loop
/// runs through it without a closure inside another.
@usableFromInline
struct StepHalves {
  /// Finds the child of the parent's state at the first address, given the parent's action
  /// when the route passes actions, makes it ready to change in place, notes at the third
  /// address what `leave` restores, and returns the child's address; `nil` when the child is
  /// gone (reported, or noted in `RouteSend`).
  @usableFromInline let enter:
    (UnsafeMutableRawPointer, UnsafeRawPointer?, UnsafeMutablePointer<PresentationContext.Outer>)
      -> UnsafeMutableRawPointer?
  /// Ends the step once the levels below ran, given the parent's state, its action, what
  /// `enter` noted and the child's effect; runs the parent's reducers and returns the parent's
  /// effect (the child's, wrapped, and the reducers').
  @usableFromInline let leave:
    (
      UnsafeMutableRawPointer, UnsafeRawPointer?, UnsafeMutablePointer<PresentationContext.Outer>,
      ErasedEffect
    ) -> ErasedEffect

  @inlinable
  init(
    enter:
      @escaping (
        UnsafeMutableRawPointer, UnsafeRawPointer?, UnsafeMutablePointer<PresentationContext.Outer>
      ) -> UnsafeMutableRawPointer?,
    leave:
      @escaping (
        UnsafeMutableRawPointer, UnsafeRawPointer?, UnsafeMutablePointer<PresentationContext.Outer>,
        ErasedEffect
      ) -> ErasedEffect
  ) {
    self.enter = enter
    self.leave = leave
  }
}

/// A child's reducer run on the child's state at an address, its effect erased (see
/// `ErasedEffect`): what a route's step through a stack or a presentation runs.
@usableFromInline typealias RawBody = (UnsafeMutableRawPointer) -> ErasedEffect

/// Where a route last found its stack element (see `StackKit.enter`).
///
/// NB: Read and written by sends, which run on the main actor and do not overlap for one route
/// (a send from inside a send queues). An address rather than a property, so that lending it
/// costs neither an exclusivity check nor a generic call.
final class IndexHint {
  let index = UnsafeMutablePointer<Int>.allocate(capacity: 1)

  init() { index.initialize(to: 0) }

  deinit { index.deallocate() }
}

/// The identity a route's step checks its child against (see `NavigationIdentity`).
///
/// NB: In a box, so that a send passes one reference, or `nil` for the children (nearly all)
/// that need no check, instead of copying and destroying an optional identity that holds an
/// `AnyHashable` through value witnesses.
@usableFromInline
final class IdentityBox {
  @usableFromInline let identity: NavigationIdentity

  init(_ identity: NavigationIdentity) { self.identity = identity }
}

/// What a route's step through a stack or a presentation did, in types that code unspecialised
/// can use without looking any up.
@usableFromInline
struct NavigationStep {
  /// Whether the child was there (and the one expected): nothing ran when it was not.
  @usableFromInline var found: Bool
  /// The child's effect, and the parent's, when it ran (see `ErasedEffect`).
  @usableFromInline var child: ErasedEffect = nil
  @usableFromInline var parent: ErasedEffect = nil
  /// The stack's ids before and after the parent ran, when it changed them.
  @usableFromInline var ids: (before: [StackElementID], after: [StackElementID])?
  /// Whether the parent dismissed the presented child, or presented another in its place.
  @usableFromInline var dismissed = false

  @inlinable
  init(found: Bool) { self.found = found }

  /// A step that found its child, with these effects.
  @inlinable
  init(child: ErasedEffect, parent: ErasedEffect = nil) {
    self.found = true
    self.child = child
    self.parent = parent
  }
}

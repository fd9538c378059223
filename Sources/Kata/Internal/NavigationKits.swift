/// The work a route does on a stack or a presentation at every send, compiled for the app's
/// types.
///
/// NB: A route runs unspecialised (it is made at run time, from `any Reducer`). There, every
/// use of a type built from the app's types (`StackState<Element>`, the array of its elements,
/// `StackAction<…>`, the box of a presentation) looks its metadata up in the runtime's cache:
/// a send to a stack element paid more for those look-ups than for everything else it did.
/// These closures are made in `forEach` and `ifLet`, which are inlined into the app's module,
/// where the types are known, so their code is specialised; none captures anything, so making
/// them allocates nothing.

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
  /// A route's step to a stack element, and the parent's reducers after it.
  ///
  /// Runs the element `id` of the stack at `offset` bytes into the parent's state at the
  /// address with the element's reducer (`body`, given the element's address), presented, in
  /// place; then, given the parent's action and its reducers (a `ReduceBox`), the parent, noting
  /// whether it changed the stack's ids; then `renew`s the parent's state, when given. Checks
  /// first that the element is the one with the identity given, if any. What nearly every send
  /// does ends there, with no effect: anything else (the element gone, an effect, a push or a
  /// pop) goes to `settle` (see `NavigationStep`).
  @usableFromInline let step:
    (
      UnsafeMutableRawPointer, Int, StackElementID, UnsafeMutablePointer<Int>,
      NavigationIdentifier<ElementState>, IdentityBox?, UnsafeRawPointer?, Unmanaged<AnyObject>?,
      ((UnsafeMutableRawPointer) -> Void)?, RawBody, (NavigationStep) -> ErasedEffect
    ) -> ErasedEffect
  /// `step`, with the element's reducer given its state: for a step outside a `FlatSegment`.
  @usableFromInline let typedStep:
    (
      UnsafeMutableRawPointer, Int, StackElementID, UnsafeMutablePointer<Int>,
      NavigationIdentifier<ElementState>, IdentityBox?, UnsafeRawPointer?, Unmanaged<AnyObject>?,
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
    self.step = {
      state, offset, id, hint, identifier, identity, action, parentReduce, renew, body, settle in
      Self.step(
        state, offset, id, hint, identifier, identity, action, parentReduce, renew, settle
      ) { body(UnsafeMutableRawPointer($0)) }
    }
    self.typedStep = {
      state, offset, id, hint, identifier, identity, action, parentReduce, renew, body, settle in
      Self.step(
        state, offset, id, hint, identifier, identity, action, parentReduce, renew, settle
      ) { body(&$0.pointee).erased }
    }
  }

  /// What `step` and `typedStep` do, with `body` given the element's address.
  @inlinable @inline(__always)
  static func step(
    _ state: UnsafeMutableRawPointer, _ offset: Int, _ id: StackElementID,
    _ hint: UnsafeMutablePointer<Int>, _ identifier: NavigationIdentifier<ElementState>,
    _ identity: IdentityBox?, _ action: UnsafeRawPointer?, _ parentReduce: Unmanaged<AnyObject>?,
    _ renew: ((UnsafeMutableRawPointer) -> Void)?, _ settle: (NavigationStep) -> ErasedEffect,
    _ body: (UnsafeMutablePointer<ElementState>) -> ErasedEffect
  ) -> ErasedEffect {
    let stack = (state + offset).assumingMemoryBound(to: StackState<ElementState>.self)
    if let identity {
      guard identifier.identity(of: stack.pointee[id: id]) == identity.identity else {
        return settle(NavigationStep(found: false))
      }
    }
    let outer = PresentationContext.enterPresented()
    let effect = stack.pointee.modifyElement(id: id, hint: &hint.pointee) { element in
      withUnsafeMutablePointer(to: &element, body)
    }
    PresentationContext.leavePresented(outer)
    guard let effect else { return settle(NavigationStep(found: false)) }
    if RouteSend.isAborted { return nil }
    guard let action, let parentReduce else {
      renew?(state)
      guard effect != nil else { return nil }
      var step = NavigationStep(found: true)
      step.child = effect
      return settle(step)
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
      var step = NavigationStep(found: true)
      step.child = effect
      step.parent = parentEffect
      if let idsBefore { step.ids = (idsBefore, stack.pointee.elementIDs) }
      return settle(step)
    }
    // NB: The ids before the parent runs, to tell which elements it removed. A stack of a
    // screen or a few is copied where it is, on the stack, and compared after: holding the
    // stack's array instead retained and released it, two atomic operations, a tenth of a step.
    let count = stack.pointee.elementIDs.count
    guard count <= 16 else {
      let idsBefore = stack.pointee.elementIDs
      let parentEffect = runParent()
      // NB: Held, the ids before share their storage with the stack's only while the parent
      // left the stack alone; compared where they are, without holding the stack's too.
      let unchanged = idsBefore.withUnsafeBufferPointer { before in
        stack.pointee.elementIDs.withUnsafeBufferPointer { after in
          before.baseAddress == after.baseAddress && before.count == after.count
        }
      }
      return end(
        parentEffect,
        changedFrom: unchanged || idsBefore == stack.pointee.elementIDs ? nil : idsBefore)
    }
    return withUnsafeTemporaryAllocation(of: StackElementID.self, capacity: count) { before in
      stack.pointee.elementIDs.withUnsafeBufferPointer { ids in
        if let source = ids.baseAddress, let target = before.baseAddress {
          target.initialize(from: source, count: count)
        }
      }
      let parentEffect = runParent()
      let unchanged = stack.pointee.elementIDs.withUnsafeBufferPointer { after in
        // NB: Word by word: `elementsEqual` iterates generically, four times the work.
        guard after.count == count else { return false }
        var index = 0
        while index < count, after[index] == before[index] { index &+= 1 }
        return index == count
      }
      return end(parentEffect, changedFrom: unchanged ? nil : Array(before))
    }
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
  /// A route's step to a presented child, and the parent's reducers after it.
  ///
  /// Runs the child presented at `offset` bytes into the parent's state at the address with the
  /// child's reducer (`body`, given the child's address), presented, in place, in the
  /// presentation's box made unique first; then, given the parent's action and its reducers (a
  /// `ReduceBox`), the parent, noting whether it dismissed or replaced the child. Nothing runs
  /// when nothing is presented, or, given an identity, when the child presented is not the one
  /// with that identity. What nearly every send does ends there, with no effect: anything else
  /// (the child gone, an effect, a dismissal) goes to `settle` (see `NavigationStep`).
  @usableFromInline let step:
    (
      UnsafeMutableRawPointer, Int, NavigationIdentifier<State>, IdentityBox?, UnsafeRawPointer?,
      Unmanaged<AnyObject>?, RawBody, (NavigationStep) -> ErasedEffect
    ) -> ErasedEffect
  /// `step`, with the child's reducer given its state: for a step outside a `FlatSegment`.
  @usableFromInline let typedStep:
    (
      UnsafeMutableRawPointer, Int, NavigationIdentifier<State>, IdentityBox?, UnsafeRawPointer?,
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
    self.step = { state, offset, identifier, identity, action, parentReduce, body, settle in
      Self.step(state, offset, identifier, identity, action, parentReduce, settle) {
        body(UnsafeMutableRawPointer($0))
      }
    }
    self.typedStep = { state, offset, identifier, identity, action, parentReduce, body, settle in
      Self.step(state, offset, identifier, identity, action, parentReduce, settle) {
        body(&$0.pointee).erased
      }
    }
  }

  /// What `step` and `typedStep` do, with `body` given the child's address.
  @inlinable @inline(__always)
  static func step(
    _ state: UnsafeMutableRawPointer, _ offset: Int, _ identifier: NavigationIdentifier<State>,
    _ identity: IdentityBox?, _ action: UnsafeRawPointer?, _ parentReduce: Unmanaged<AnyObject>?,
    _ settle: (NavigationStep) -> ErasedEffect,
    _ body: (UnsafeMutablePointer<State>) -> ErasedEffect
  ) -> ErasedEffect {
    typealias Storage = PresentationState<State>.Storage
    let presentation = (state + offset).assumingMemoryBound(to: PresentationState<State>.self)
    // NB: The box is made unique where it is, and the child changed in place in it, without
    // moving the presentation out and back through its key path.
    if !isKnownUniquelyReferenced(&presentation.pointee.storage) {
      guard let shared = presentation.pointee.storage else {
        return settle(NavigationStep(found: false))
      }
      presentation.pointee.storage = Storage(shared.value)
    }
    // NB: Lent rather than retained (two atomic operations, a tenth of a step): the
    // presentation holds the box, and the child's reducer cannot reach its parent's state.
    guard let boxBits = UnsafeRawPointer(presentation).load(as: UnsafeRawPointer?.self) else {
      return settle(NavigationStep(found: false))
    }
    let runsParent = action != nil && parentReduce != nil
    var found = true
    var effect: ErasedEffect = nil
    // NB: What identifies the child before the parent runs: its case, for an enum (read where
    // it is); the box itself, held, for a child with an id (compared when the box changed).
    var caseBefore: UInt32 = 0
    var heldBox: Storage?
    Unmanaged<Storage>.fromOpaque(boxBits)._withUnsafeGuaranteedRef { box in
      if let identity {
        guard identifier.identity(of: box.value) == identity.identity else {
          found = false
          return
        }
      } else {
        guard case .some = box.value else {
          found = false
          return
        }
      }
      let outer = PresentationContext.enterPresented()
      // NB: An optional lays its wrapped value out at its start.
      effect = withUnsafeMutablePointer(to: &box.value) { optional in
        body(UnsafeMutableRawPointer(optional).assumingMemoryBound(to: State.self))
      }
      PresentationContext.leavePresented(outer)
      guard runsParent else { return }
      if let reader = identifier.caseReader {
        caseBefore = withUnsafePointer(to: &box.value) { reader.tag(at: $0) }
      } else if !identifier.isTrivial {
        heldBox = box
      }
    }
    guard found else { return settle(NavigationStep(found: false)) }
    if RouteSend.isAborted { return nil }
    guard runsParent, let action, let parentReduce else {
      guard effect != nil else { return nil }
      var step = NavigationStep(found: true)
      step.child = effect
      return settle(step)
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
    var step = NavigationStep(found: true)
    step.child = effect
    step.parent = parentEffect
    step.dismissed = dismissed
    return settle(step)
  }
}

/// A child's reducer run on the child's state at an address, its effect erased (see
/// `ErasedEffect`): what a route's step through a stack or a presentation runs.
@usableFromInline typealias RawBody = (UnsafeMutableRawPointer) -> ErasedEffect

/// Where a route last found its stack element (see `StackKit.step`).
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
}

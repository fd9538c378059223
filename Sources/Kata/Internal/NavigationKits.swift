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
  /// place; then, given the parent's action and its reducers (a `ReduceBox`), the parent, with
  /// the stack's ids noted before and after it (see `NavigationStep`). Checks first that the
  /// element is the one with the identity given, if any.
  @usableFromInline let step:
    (
      UnsafeMutableRawPointer, Int, StackElementID, UnsafeMutablePointer<Int>,
      NavigationIdentifier<ElementState>, IdentityBox?, UnsafeRawPointer?, AnyObject?, RawBody
    ) -> NavigationStep
  /// `step`, with the element's reducer given its state: for a step outside a `FlatSegment`.
  @usableFromInline let typedStep:
    (
      UnsafeMutableRawPointer, Int, StackElementID, UnsafeMutablePointer<Int>,
      NavigationIdentifier<ElementState>, IdentityBox?, UnsafeRawPointer?, AnyObject?,
      (inout ElementState) -> Effect<ElementAction>
    ) -> NavigationStep

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
    let embedStackAction = makeRawEmbed(StackAction<ElementState, ElementAction>.self)
    self.embedInPlace = { embedding, id, action, parent in
      var stackAction = StackAction<ElementState, ElementAction>.element(
        id: id, action: action.assumingMemoryBound(to: ElementAction.self).pointee)
      withUnsafeMutablePointer(to: &stackAction) { stackAction in
        embedStackAction(UnsafeRawPointer(stackAction), parent, embedding)
      }
    }
    self.step = { state, offset, id, hint, identifier, identity, action, parentReduce, body in
      Self.step(state, offset, id, hint, identifier, identity, action, parentReduce) {
        body(UnsafeMutableRawPointer($0))
      }
    }
    self.typedStep = { state, offset, id, hint, identifier, identity, action, parentReduce, body in
      Self.step(state, offset, id, hint, identifier, identity, action, parentReduce) {
        body(&$0.pointee).erased
      }
    }
  }

  /// What `step` and `typedStep` do, with `body` given the element's address.
  @inlinable @inline(__always)
  static func step(
    _ state: UnsafeMutableRawPointer, _ offset: Int, _ id: StackElementID,
    _ hint: UnsafeMutablePointer<Int>, _ identifier: NavigationIdentifier<ElementState>,
    _ identity: IdentityBox?, _ action: UnsafeRawPointer?, _ parentReduce: AnyObject?,
    _ body: (UnsafeMutablePointer<ElementState>) -> ErasedEffect
  ) -> NavigationStep {
    let stack = (state + offset).assumingMemoryBound(to: StackState<ElementState>.self)
    if let identity {
      guard identifier.identity(of: stack.pointee[id: id]) == identity.identity else {
        return NavigationStep(found: false)
      }
    }
    let outer = PresentationContext.enterPresented()
    let effect = stack.pointee.modifyElement(id: id, hint: &hint.pointee) { element in
      withUnsafeMutablePointer(to: &element, body)
    }
    PresentationContext.leavePresented(outer)
    guard let effect else { return NavigationStep(found: false) }
    var step = NavigationStep(found: true)
    step.child = effect
    guard !RouteSend.isAborted, let action, let parentReduce else { return step }
    let idsBefore = stack.pointee.elementIDs
    step.parent =
      ReduceBox<ParentState, ParentAction>.reduce(parentReduce, state: state, action: action)
    // NB: Held, the ids before share their storage with the stack's only while the parent left
    // the stack alone; compared where they are, without holding the stack's too.
    let unchanged = idsBefore.withUnsafeBufferPointer { before in
      stack.pointee.elementIDs.withUnsafeBufferPointer { after in
        before.baseAddress == after.baseAddress && before.count == after.count
      }
    }
    if !unchanged {
      let idsAfter = stack.pointee.elementIDs
      if idsBefore != idsAfter { step.ids = (idsBefore, idsAfter) }
    }
    return step
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
  /// child's reducer (`body`, given the child's address), presented, in place, in the presentation's box made unique
  /// first; then, given the parent's action and its reducers (a `ReduceBox`), the parent, with
  /// the presentation's box noted before and after it (see `NavigationStep`). Nothing runs when
  /// nothing is presented, or, given an identity, when the child presented is not the one with
  /// that identity.
  @usableFromInline let step:
    (
      UnsafeMutableRawPointer, Int, NavigationIdentifier<State>, IdentityBox?, UnsafeRawPointer?,
      AnyObject?, RawBody
    ) -> NavigationStep
  /// `step`, with the child's reducer given its state: for a step outside a `FlatSegment`.
  @usableFromInline let typedStep:
    (
      UnsafeMutableRawPointer, Int, NavigationIdentifier<State>, IdentityBox?, UnsafeRawPointer?,
      AnyObject?, (inout State) -> Effect<Action>
    ) -> NavigationStep

  /// `embed`, from the child's action at one address into uninitialised memory for the
  /// parent's at another, with the embedding of a presentation action in the parent's (see
  /// `fastEmbedding`): a route's level's embedding (see `NavigationLevel`).
  @usableFromInline let embedInPlace:
    (InPlaceEmbedding, UnsafeRawPointer, UnsafeMutableRawPointer) -> Void

  @inlinable
  init() {
    self.embed = { toPresentationAction, action in toPresentationAction.embed(.presented(action)) }
    let embedPresentationAction = makeRawEmbed(PresentationAction<Action>.self)
    self.embedInPlace = { embedding, action, parent in
      var presentationAction = PresentationAction<Action>.presented(
        action.assumingMemoryBound(to: Action.self).pointee)
      withUnsafeMutablePointer(to: &presentationAction) { presentationAction in
        embedPresentationAction(UnsafeRawPointer(presentationAction), parent, embedding)
      }
    }
    self.step = { state, offset, identifier, identity, action, parentReduce, body in
      Self.step(state, offset, identifier, identity, action, parentReduce) {
        body(UnsafeMutableRawPointer($0))
      }
    }
    self.typedStep = { state, offset, identifier, identity, action, parentReduce, body in
      Self.step(state, offset, identifier, identity, action, parentReduce) {
        body(&$0.pointee).erased
      }
    }
  }

  /// What `step` and `typedStep` do, with `body` given the child's address.
  @inlinable @inline(__always)
  static func step(
    _ state: UnsafeMutableRawPointer, _ offset: Int, _ identifier: NavigationIdentifier<State>,
    _ identity: IdentityBox?, _ action: UnsafeRawPointer?, _ parentReduce: AnyObject?,
    _ body: (UnsafeMutablePointer<State>) -> ErasedEffect
  ) -> NavigationStep {
    let presentation = (state + offset).assumingMemoryBound(to: PresentationState<State>.self)
    // NB: The box is made unique where it is, and the child changed in place in it, without
    // moving the presentation out and back through its key path.
    if !isKnownUniquelyReferenced(&presentation.pointee.storage) {
      guard let shared = presentation.pointee.storage else {
        return NavigationStep(found: false)
      }
      presentation.pointee.storage = PresentationState.Storage(shared.value)
    }
    guard let box = presentation.pointee.storage else { return NavigationStep(found: false) }
    if let identity {
      guard identifier.identity(of: box.value) == identity.identity else {
        return NavigationStep(found: false)
      }
    } else {
      guard box.value != nil else { return NavigationStep(found: false) }
    }
    let outer = PresentationContext.enterPresented()
    // NB: An optional lays its wrapped value out at its start.
    let effect = withUnsafeMutablePointer(to: &box.value) { optional in
      body(UnsafeMutableRawPointer(optional).assumingMemoryBound(to: State.self))
    }
    PresentationContext.leavePresented(outer)
    var step = NavigationStep(found: true)
    step.child = effect
    guard !RouteSend.isAborted, let action, let parentReduce else { return step }
    // NB: The box before the parent runs is `box`: the child's reducer cannot reach its
    // parent's presentation. Held here, it stays alive, so the same box afterwards is the same
    // presentation.
    step.parent =
      ReduceBox<ParentState, ParentAction>.reduce(parentReduce, state: state, action: action)
    if presentation.pointee.storage !== box { step.boxes = (box, presentation.pointee.storage) }
    return step
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
  /// The presentation's boxes before and after the parent ran, when it replaced the box.
  @usableFromInline var boxes: (before: AnyObject?, after: AnyObject?)?

  @inlinable
  init(found: Bool) { self.found = found }
}

/// The levels of a `FlatSegment`, and what they pass around without types.

/// What a level without reducers after its step holds in their place.
final class NoReducers {}

/// An effect seen without its action type: `nil` for `.none`, which is what nearly every
/// reducer returns, so that passing one costs nothing; any other effect in a box.
@usableFromInline typealias ErasedEffect = AnyObject?

/// An effect other than `.none`, boxed for a `FlatSegment`.
@usableFromInline
final class EffectBox<Action> {
  @usableFromInline let effect: Effect<Action>
  @usableFromInline init(_ effect: Effect<Action>) { self.effect = effect }
}

/// Runs a reducer of a `Scope`'s parent, held by a `ReduceBox`, on the state and the action at
/// two addresses: what a `FlatLevel` does at every send for a parent that watches.
///
/// NB: Made in `Scope`'s initialisers, which are inlined into the app's module, so that it is
/// compiled for the app's types. Unspecialised, the same call copies the action and destroys the
/// copy through the type's value witnesses. The reducer comes in a box rather than as a closure
/// argument: a closure of the app's types passed to code compiled for them is converted, with
/// an allocation, at every call.
@usableFromInline
typealias RawReduce = (UnsafeMutableRawPointer, UnsafeRawPointer, AnyObject) -> ErasedEffect

/// A reducer as a closure, for a `RawReduce`.
@usableFromInline
final class ReduceBox<State, Action> {
  @usableFromInline let reduce: (inout State, Action) -> Effect<Action>

  init(_ reduce: @escaping (inout State, Action) -> Effect<Action>) { self.reduce = reduce }

  /// Runs the reducer in `box`, a `ReduceBox` of these types, on the state and the action at
  /// these addresses, and returns its effect erased: what a `RawReduce` does.
  @inlinable @inline(__always)
  static func reduce(
    _ box: AnyObject, state: UnsafeMutableRawPointer, action: UnsafeRawPointer
  ) -> ErasedEffect {
    unsafeDowncast(box, to: ReduceBox.self).reduce(
      &state.assumingMemoryBound(to: State.self).pointee,
      action.assumingMemoryBound(to: Action.self).pointee
    ).erased
  }
}

extension ReduceBox {
  /// `reduce(_:state:action:)`, for an action in a buffer a `FlatSegment` owns: the action is
  /// lent to the reducer by moving it out of the buffer and back, rather than copied and the
  /// copy destroyed.
  ///
  /// NB: For an action type whose values may hold references (a stack's, whose push carries a
  /// state), the copy and the destruction each switch over its cases through outlined code,
  /// at every level a send crosses, though the action at hand holds none.
  @inlinable @inline(__always)
  static func reduce(
    _ box: AnyObject, state: UnsafeMutableRawPointer, lending action: UnsafeRawPointer
  ) -> ErasedEffect {
    // NB: Decided where the type is known: an action that holds no references is copied.
    guard !_isPOD(Action.self) else { return reduce(box, state: state, action: action) }
    let buffer = UnsafeMutablePointer(mutating: action.assumingMemoryBound(to: Action.self))
    let lent = buffer.move()
    defer { buffer.initialize(to: lent) }
    return unsafeDowncast(box, to: ReduceBox.self).reduce(
      &state.assumingMemoryBound(to: State.self).pointee, lent
    ).erased
  }
}

/// A `RawReduce` for `State` and `Action`, compiled for them where they are known, for the
/// actions a `FlatSegment` writes (see `ReduceBox.reduce(_:state:lending:)`).
@inlinable
func makeRawReduce<State, Action>(_: State.Type, _: Action.Type) -> RawReduce {
  { state, action, box in ReduceBox<State, Action>.reduce(box, state: state, lending: action) }
}

extension Effect {
  /// This effect for a `FlatSegment`.
  @inlinable @inline(__always)
  var erased: ErasedEffect {
    if case .none = operation { return nil }
    return EffectBox(self)
  }

  /// The effect `erased` holds, of this type.
  @inline(__always)
  init(erased: ErasedEffect) {
    guard let erased else {
      self = .none
      return
    }
    // NB: A route's levels are made for these types (checked in debug builds).
    self = unsafeDowncast(erased, to: EffectBox<Action>.self).effect
  }
}

/// One `Scope` of a `FlatSegment`, seen through addresses: the level's state, its action and
/// its child's are passed as pointers, so that the loop needs no types.
///
/// NB: A class rather than a struct of closures: the loop calls a level through an unretained
/// reference, where calling a closure read from memory retains and releases its context.
class FlatLevel {
  /// Where the child state is, in bytes from the start of this level's state.
  let offset: Int
  /// The size and alignment of this level's action.
  let actionSize: Int
  let actionAlignment: Int
  /// Whether there are reducers before the step, and after it.
  let hasBefore: Bool
  let hasAfter: Bool
  /// Whether the action needs destroying (it holds references).
  let destroys: Bool
  /// Whether the child is a property `@ObservableState` tracks, so that the level's state
  /// renews its identity once the child changed (see `renew(_:)`).
  let renews: Bool
  /// Whether the level finds its child at run time, with `enter(_:_:_:)`, rather than at
  /// `offset` (see `NavigationLevel`).
  let stepsAtRunTime: Bool
  /// Whether, on the way up, the level only runs its reducers after the step: what nearly
  /// every level does, which the loop checks first.
  final let plainAfter: Bool
  /// The level's embedding as bit operations, once learned (see `BitwiseInjection`), and
  /// whether it is still to be learned.
  ///
  /// NB: Written by a send, on the main actor, and read by sends; exclusivity is checked
  /// statically only, as for `RouteSend`'s state.
  @exclusivity(unchecked) final var bitwise: BitwiseInjection?
  @exclusivity(unchecked) final var learnsBitwise: Bool
  /// Whether copying the child's action's bytes copies it (it holds no references), and whether
  /// it moves it (it holds nothing whose address is known elsewhere, such as a weak reference).
  let copiesBitwise: Bool
  let movesBitwise: Bool
  /// Runs the reducers after the step, held by `afterReducers`, on the level's state and action,
  /// compiled for the app's types (see `RawReduce`): what the loop calls itself when nothing
  /// has an effect, rather than `finish(_:_:child:first:)`.
  ///
  /// NB: An overridden method of a level of generic types sets up type metadata on every call,
  /// which the common case never needs: calling `finish` cost a third of a level.
  final let afterReduce: RawReduce
  final let afterReducers: AnyObject

  init(
    offset: Int, actionSize: Int, actionAlignment: Int, hasBefore: Bool, hasAfter: Bool,
    destroys: Bool, renews: Bool, stepsAtRunTime: Bool = false, learnsBitwise: Bool = false,
    copiesBitwise: Bool = false, movesBitwise: Bool = false,
    afterReduce: @escaping RawReduce = { _, _, _ in nil }, afterReducers: AnyObject = NoReducers()
  ) {
    self.afterReduce = afterReduce
    self.afterReducers = afterReducers
    self.offset = offset
    self.actionSize = actionSize
    self.actionAlignment = actionAlignment
    self.hasBefore = hasBefore
    self.hasAfter = hasAfter
    self.destroys = destroys
    self.renews = renews
    self.stepsAtRunTime = stepsAtRunTime
    self.plainAfter = hasAfter && !renews && !stepsAtRunTime
    self.learnsBitwise = learnsBitwise
    self.copiesBitwise = copiesBitwise
    self.movesBitwise = movesBitwise
  }

  deinit { bitwise?.deallocate() }

  /// Learns `bitwise` from the child's action at `child`, once the level's embedding knows its
  /// case: a send after the first.
  func learnBitwise(from child: UnsafeRawPointer) {}

  /// Whether the level's embedding writes the child's action in place and sets the case, once
  /// learned: its action then refers to nothing but what the child's does (not an `indirect`
  /// case's box, which the slow embedding allocates).
  var embedsInPlace: Bool { false }

  /// For a level that `stepsAtRunTime`: finds the child of the state at `state`, given the
  /// level's action, and returns its address, noting at `outer` what `leave` restores; `nil`
  /// when the child is gone (see `StepHalves`).
  func enter(
    _ state: UnsafeMutableRawPointer, _ action: UnsafeRawPointer?,
    _ outer: UnsafeMutablePointer<PresentationContext.Outer>
  ) -> UnsafeMutableRawPointer? {
    state + offset
  }

  /// For a level that `stepsAtRunTime`: ends what `enter` started, once the levels below ran,
  /// given their effect; returns the level's.
  func leave(
    _ state: UnsafeMutableRawPointer, _ action: UnsafeRawPointer?,
    _ outer: UnsafeMutablePointer<PresentationContext.Outer>, child: ErasedEffect
  ) -> ErasedEffect {
    child
  }

  /// Renews the identity of this level's state at `state`, as the `didSet` of its tracked
  /// property would after the child changed.
  func renew(_ state: UnsafeMutableRawPointer) {}

  /// Writes this level's action at `action`, wrapping a copy of the child's at `child`.
  func embed(_ child: UnsafeRawPointer, into action: UnsafeMutableRawPointer) {}
  /// Destroys this level's action at `action`.
  func destroy(_ action: UnsafeMutableRawPointer) {}
  /// Runs the reducers before the step on this level's state and action.
  func before(_ state: UnsafeMutableRawPointer, _ action: UnsafeRawPointer) -> ErasedEffect {
    nil
  }
  /// After the step: the child's effect wrapped, after `first` (the reducers' before the step),
  /// then the reducers after the step, given an action.
  func finish(
    _ state: UnsafeMutableRawPointer, _ action: UnsafeRawPointer?, child: ErasedEffect,
    first: ErasedEffect
  ) -> ErasedEffect { child }
}

/// The `FlatLevel` of a `Scope` from `State` to a child at `offset`, with the reducers around
/// it.
final class ScopeLevel<State, Action, ChildState, ChildAction>: FlatLevel {
  let embedInPlace: InPlaceEmbedding
  /// Does `embedInPlace`, in code compiled for the app's types when the `Scope` was made in its
  /// module.
  let rawEmbed: RawEmbed
  let embedEffect: @Sendable (ChildAction) -> Action
  /// The reducers before and after the step (doing nothing when there are none), for
  /// `rawReduce`, which calls them in code compiled for the app's types when the `Scope` was
  /// made in its module.
  ///
  /// NB: `rawReduce` and `afterBox` are `afterReduce` and `afterReducers` again, with their
  /// types: `before` and `finish` reading the base class's instead made the loop 5–7 % slower in
  /// two measurements, for no reason the code shows (its layout, most likely).
  let beforeBox: ReduceBox<State, Action>
  let afterBox: ReduceBox<State, Action>
  let rawReduce: RawReduce
  /// Renews the identity of the state, when the child is a tracked property.
  let renewState: ((UnsafeMutableRawPointer) -> Void)?

  init(
    offset: Int, embed: InPlaceEmbedding,
    embedEffect: @escaping @Sendable (ChildAction) -> Action,
    before: ReduceBox<State, Action>?, after: ReduceBox<State, Action>?,
    rawReduce: @escaping RawReduce, rawEmbed: @escaping RawEmbed,
    renew: ((UnsafeMutableRawPointer) -> Void)?
  ) {
    self.renewState = renew
    self.embedInPlace = embed
    self.rawEmbed = rawEmbed
    self.embedEffect = embedEffect
    let afterBox = after ?? ReduceBox { _, _ in .none }
    self.beforeBox = before ?? ReduceBox { _, _ in .none }
    self.afterBox = afterBox
    self.rawReduce = rawReduce
    super.init(
      offset: offset, actionSize: MemoryLayout<Action>.size,
      actionAlignment: MemoryLayout<Action>.alignment, hasBefore: before != nil,
      hasAfter: after != nil, destroys: !_isPOD(Action.self), renews: renew != nil,
      learnsBitwise: embed.metadata != nil, copiesBitwise: _isPOD(ChildAction.self),
      movesBitwise: _isBitwiseTakable(ChildAction.self), afterReduce: rawReduce,
      afterReducers: afterBox)
  }

  override func learnBitwise(from child: UnsafeRawPointer) {
    guard let tag = embedInPlace.injectableTag, let metadata = embedInPlace.metadata,
      let injectTag = embedInPlace.injectTagWitness
    else { return }
    learnsBitwise = false
    bitwise = BitwiseInjection.learn(
      size: MemoryLayout<Action>.size, payloadSize: MemoryLayout<ChildAction>.size,
      sample: child
    ) { injectTag($0, tag, metadata) }
  }

  override var embedsInPlace: Bool { embedInPlace.injectableTag != nil }

  override func renew(_ state: UnsafeMutableRawPointer) {
    renewState?(state)
  }

  override func embed(_ child: UnsafeRawPointer, into action: UnsafeMutableRawPointer) {
    rawEmbed(child, action, embedInPlace)
  }

  override func destroy(_ action: UnsafeMutableRawPointer) {
    action.assumingMemoryBound(to: Action.self).deinitialize(count: 1)
  }

  override func before(_ state: UnsafeMutableRawPointer, _ action: UnsafeRawPointer)
    -> ErasedEffect
  {
    rawReduce(state, action, beforeBox)
  }

  override func finish(
    _ state: UnsafeMutableRawPointer, _ action: UnsafeRawPointer?, child: ErasedEffect,
    first: ErasedEffect
  ) -> ErasedEffect {
    if child == nil, first == nil {
      // NB: What nearly every send does: a parent's `Reduce` watches, and nothing has effects.
      guard hasAfter, let action else { return nil }
      return rawReduce(state, action, afterBox)
    }
    var effect = Effect<Action>(erased: first)
    if child != nil {
      effect = effect.merge(with: Effect<ChildAction>(erased: child).map(embedEffect))
    }
    if hasAfter, let action {
      effect = effect.merge(with: Effect(erased: rawReduce(state, action, afterBox)))
    }
    return effect.erased
  }
}

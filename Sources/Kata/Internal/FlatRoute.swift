/// Consecutive `Scope`s of a route, run in one loop instead of one closure inside another.
///
/// A send through nested closures pays, at every level, a closure context, a call and a return
/// for each of the route's own closures, and a copy of the action to pass it on; through
/// twenty levels that cost several times a send to the root. A run of `Scope`s on stored
/// properties needs none of it: each child state is at a fixed offset in its parent's, so the
/// loop walks down by adding offsets, writes each level's action once into a buffer of its own,
/// and calls, at each level, only the reducers that see the action (a parent's `Reduce`).
///
/// The result is the same as the nested closures': the reducers before each step run on the
/// way down, the child's reducer at the bottom, and each level's effect (its child's, wrapped,
/// then its own reducers') on the way up.

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

/// A `RawReduce` for `State` and `Action`, compiled for them where they are known.
@inlinable
func makeRawReduce<State, Action>(_: State.Type, _: Action.Type) -> RawReduce {
  { state, action, box in ReduceBox<State, Action>.reduce(box, state: state, action: action) }
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
  /// Whether the level finds its child at run time, with `step(_:_:_:)`, rather than at
  /// `offset` (see `NavigationLevel`).
  let stepsAtRunTime: Bool
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

  init(
    offset: Int, actionSize: Int, actionAlignment: Int, hasBefore: Bool, hasAfter: Bool,
    destroys: Bool, renews: Bool, stepsAtRunTime: Bool = false, learnsBitwise: Bool = false,
    copiesBitwise: Bool = false, movesBitwise: Bool = false
  ) {
    self.offset = offset
    self.actionSize = actionSize
    self.actionAlignment = actionAlignment
    self.hasBefore = hasBefore
    self.hasAfter = hasAfter
    self.destroys = destroys
    self.renews = renews
    self.stepsAtRunTime = stepsAtRunTime
    self.learnsBitwise = learnsBitwise
    self.copiesBitwise = copiesBitwise
    self.movesBitwise = movesBitwise
  }

  deinit { bitwise?.deallocate() }

  /// Learns `bitwise` from the child's action at `child`, once the level's embedding knows its
  /// case: a send after the first.
  func learnBitwise(from child: UnsafeRawPointer) {}

  /// For a level that `stepsAtRunTime`: runs `body` on the child of the state at `state`, and
  /// the level's reducers around it, given the level's action; returns the level's effect.
  func step(
    _ state: UnsafeMutableRawPointer, _ action: UnsafeRawPointer?, _ body: RawBody
  ) -> ErasedEffect {
    body(state + offset)
  }

  /// Renews the identity of this level's state at `state`, as the `didSet` of its tracked
  /// property would after the child changed.
  func renew(_ state: UnsafeMutableRawPointer) {}

  /// Writes this level's action at `action`, wrapping the child's at `child`.
  func embed(_ child: UnsafeRawPointer, into action: UnsafeMutableRawPointer) {}
  /// `embed(_:into:)`, moving the child's action rather than copying it where the level can;
  /// returns whether it did (see `RawMove`).
  func embed(moving child: UnsafeMutableRawPointer, into action: UnsafeMutableRawPointer) -> Bool {
    embed(child, into: action)
    return false
  }
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
  let rawEmbed: RawEmbedding
  let embedEffect: @Sendable (ChildAction) -> Action
  /// The reducers before and after the step (doing nothing when there are none), for
  /// `rawReduce`, which calls them in code compiled for the app's types when the `Scope` was
  /// made in its module.
  let beforeBox: ReduceBox<State, Action>
  let afterBox: ReduceBox<State, Action>
  let rawReduce: RawReduce
  /// Renews the identity of the state, when the child is a tracked property.
  let renewState: ((UnsafeMutableRawPointer) -> Void)?

  init(
    offset: Int, embed: InPlaceEmbedding,
    embedEffect: @escaping @Sendable (ChildAction) -> Action,
    before: ReduceBox<State, Action>?, after: ReduceBox<State, Action>?,
    rawReduce: @escaping RawReduce, rawEmbed: RawEmbedding,
    renew: ((UnsafeMutableRawPointer) -> Void)?
  ) {
    self.renewState = renew
    self.embedInPlace = embed
    self.rawEmbed = rawEmbed
    self.embedEffect = embedEffect
    self.beforeBox = before ?? ReduceBox { _, _ in .none }
    self.afterBox = after ?? ReduceBox { _, _ in .none }
    self.rawReduce = rawReduce
    super.init(
      offset: offset, actionSize: MemoryLayout<Action>.size,
      actionAlignment: MemoryLayout<Action>.alignment, hasBefore: before != nil,
      hasAfter: after != nil, destroys: !_isPOD(Action.self), renews: renew != nil,
      learnsBitwise: embed.metadata != nil, copiesBitwise: _isPOD(ChildAction.self),
      movesBitwise: _isBitwiseTakable(ChildAction.self))
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

  override func renew(_ state: UnsafeMutableRawPointer) {
    renewState?(state)
  }

  override func embed(_ child: UnsafeRawPointer, into action: UnsafeMutableRawPointer) {
    rawEmbed.copy(child, action, embedInPlace)
  }

  override func embed(
    moving child: UnsafeMutableRawPointer, into action: UnsafeMutableRawPointer
  ) -> Bool {
    rawEmbed.move(child, action, embedInPlace)
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

/// Consecutive `Scope` levels at the bottom of a route, and the presentations and stacks
/// between them (see `NavigationLevel`), from `base`, the state the route reached before them,
/// down to the route's feature.
final class FlatSegment<RootState, RootAction> {
  /// Runs the given body on the base state, as the route above the segment does, given the
  /// base's action when the route passes actions; `nil` when the base is the root.
  let base: Base?
  typealias Base = (inout RootState, UnsafeRawPointer?, RawBody) -> Effect<RootAction>
  let levels: [FlatLevel]
  /// `levels`, unretained, for the loop: `levels` keeps them.
  private let level: UnsafeMutablePointer<Unmanaged<FlatLevel>>
  /// Whether any level has reducers before its step.
  let hasBefore: Bool
  /// Whether any level's action needs destroying.
  let destroys: Bool
  /// For each level, the first level from it on that `stepsAtRunTime` (`levels.count` when
  /// none does), and the offsets of the levels up to that one added up, once: the loop walks
  /// down a run of `Scope`s with one addition.
  private let runEnd: UnsafeMutablePointer<Int>
  private let runOffset: UnsafeMutablePointer<Int>
  /// A buffer for the action of each level, and for what each level's reducers before the
  /// step returned.
  private let actions: UnsafeMutablePointer<UnsafeMutableRawPointer>
  private let firsts: UnsafeMutablePointer<ErasedEffect>
  /// Whether each level's action, in a send, owns what it refers to, rather than lending it
  /// from the action it was moved into (see `run`).
  private let owns: UnsafeMutablePointer<Bool>
  /// Whether a send is using the buffers (a send from a reducer of the route, to this very
  /// route, would nest: it gets buffers of its own).
  private var isRunning = false

  init(base: Base?, levels: [FlatLevel]) {
    self.base = base
    self.levels = levels
    self.hasBefore = levels.contains { $0.hasBefore }
    self.destroys = levels.contains { $0.destroys }
    self.level = .allocate(capacity: levels.count)
    level.initialize(from: levels.map { Unmanaged.passUnretained($0) }, count: levels.count)
    self.runEnd = .allocate(capacity: levels.count + 1)
    self.runOffset = .allocate(capacity: levels.count + 1)
    var end = levels.count
    var offset = 0
    for index in stride(from: levels.count, through: 0, by: -1) {
      if index < levels.count {
        if levels[index].stepsAtRunTime {
          end = index
          offset = 0
        } else {
          offset += levels[index].offset
        }
      }
      (runEnd + index).initialize(to: end)
      (runOffset + index).initialize(to: offset)
    }
    self.actions = Self.allocateActions(levels)
    self.firsts = .allocate(capacity: levels.count)
    firsts.initialize(repeating: nil, count: levels.count)
    self.owns = .allocate(capacity: levels.count)
    owns.initialize(repeating: false, count: levels.count)
  }

  deinit {
    level.deinitialize(count: levels.count)
    level.deallocate()
    runEnd.deallocate()
    runOffset.deallocate()
    for index in 0..<levels.count { actions[index].deallocate() }
    actions.deallocate()
    firsts.deinitialize(count: levels.count)
    firsts.deallocate()
    owns.deallocate()
  }

  private static func allocateActions(
    _ levels: [FlatLevel]
  ) -> UnsafeMutablePointer<UnsafeMutableRawPointer> {
    let actions = UnsafeMutablePointer<UnsafeMutableRawPointer>.allocate(capacity: levels.count)
    for (index, level) in levels.enumerated() {
      // NB: Whole words, for `BitwiseInjection`.
      (actions + index).initialize(
        to: .allocate(
          byteCount: max((level.actionSize + 7) / 8 * 8, 8),
          alignment: max(level.actionAlignment, 8)))
    }
    return actions
  }

  /// The segment with `level` below it.
  func appending(_ level: FlatLevel) -> FlatSegment {
    FlatSegment(base: base, levels: levels + [level])
  }

  /// Writes each level's action around its child's, from the feature's `action` up.
  ///
  /// The feature's action is lent by the caller, so the lowest level copies it. Above that, in a
  /// segment whose actions hold references, a level moves its child's action into its own where
  /// it can (see `RawEmbed`), leaving the child's bytes in place, lent: every level reads its
  /// own, and only the actions that still own what they refer to are destroyed (`owns`), most
  /// often only the top one. Copying and destroying such an action at every level cost more
  /// than the levels' own work.
  @inline(__always)
  private func embed(from action: UnsafeRawPointer) {
    let count = levels.count
    var child = action
    var index = count - 1
    // NB: Two loops, so that a segment of plain actions only embeds.
    if destroys {
      level[index]._withUnsafeGuaranteedRef { level in
        if level.copiesBitwise, let bitwise = level.bitwise {
          bitwise.inject(child, into: actions[index], exact: true)
        } else {
          level.embed(child, into: actions[index])
          if level.learnsBitwise { level.learnBitwise(from: child) }
        }
      }
      index -= 1
      while index >= 0 {
        let child = actions[index + 1]
        let moved = level[index]._withUnsafeGuaranteedRef { level in
          if level.movesBitwise, let bitwise = level.bitwise {
            bitwise.inject(child, into: actions[index], exact: false)
            return true
          }
          let moved = level.embed(moving: child, into: actions[index])
          if level.learnsBitwise { level.learnBitwise(from: child) }
          return moved
        }
        owns[index + 1] = !moved
        index -= 1
      }
      owns[0] = true
    } else {
      while index >= 0 {
        let buffer = actions[index]
        level[index]._withUnsafeGuaranteedRef { level in
          if let bitwise = level.bitwise {
            bitwise.inject(child, into: buffer, exact: index == count - 1)
          } else {
            level.embed(child, into: buffer)
            if level.learnsBitwise { level.learnBitwise(from: child) }
          }
        }
        child = UnsafeRawPointer(buffer)
        index -= 1
      }
    }
  }

  /// Runs `body`, the feature's reducer, on the feature's state, with every level's reducers
  /// around it, for the feature's `action` (`nil` when no reducer on the way needs it).
  func run<State, Action>(
    _ root: inout RootState, _ action: UnsafePointer<Action>?,
    _ body: (inout State) -> Effect<Action>
  ) -> Effect<RootAction> {
    guard !isRunning else {
      return FlatSegment(base: base, levels: levels).run(&root, action, body)
    }
    isRunning = true
    defer { isRunning = false }
    let count = levels.count
    let level = self.level
    let actions = self.actions
    let owns = self.owns
    if let action { embed(from: UnsafeRawPointer(action)) }
    defer {
      if action != nil, destroys {
        for index in 0..<count where owns[index] {
          level[index]._withUnsafeGuaranteedRef { level in
            if level.destroys { level.destroy(actions[index]) }
          }
        }
      }
    }
    let hasActions = action != nil
    let hasBefore = self.hasBefore
    let firsts = self.firsts
    let runEnd = self.runEnd
    let runOffset = self.runOffset
    /// Runs the levels from `start` on, given the state of the level `start`.
    func descend(_ top: UnsafeMutableRawPointer, from start: Int) -> ErasedEffect {
      var state = top
      let end = runEnd[start]
      if hasBefore, hasActions {
        for index in start..<end {
          level[index]._withUnsafeGuaranteedRef { level in
            if level.hasBefore { firsts[index] = level.before(state, actions[index]) }
            state += level.offset
          }
        }
      } else {
        state += runOffset[start]
      }
      var effect: ErasedEffect =
        if end == count {
          body(&state.assumingMemoryBound(to: State.self).pointee).erased
        } else {
          level[end]._withUnsafeGuaranteedRef { step in
            step.step(state, hasActions ? UnsafeRawPointer(actions[end]) : nil) { child in
              descend(child, from: end + 1)
            }
          }
        }
      // NB: A presentation or a stack on the way found its child gone: nothing else runs (see
      // `RouteSend`), not even the reducers after the steps above it.
      if RouteSend.isAborted {
        if hasBefore { for index in start..<end { firsts[index] = nil } }
        return nil
      }
      var index = end - 1
      if !hasBefore {
        // NB: What nearly every send does: no reducer before a step, and no effects, so each
        // level only calls its reducers after the step. Without an effect or a first one to
        // hold, the loop retains and releases nothing.
        while index >= start, case .none = effect {
          let action = hasActions ? UnsafeRawPointer(actions[index]) : nil
          effect = level[index]._withUnsafeGuaranteedRef { level in
            state -= level.offset
            if level.renews { level.renew(state) }
            guard let action, level.hasAfter else { return nil }
            return level.finish(state, action, child: nil, first: nil)
          }
          index -= 1
        }
      }
      while index >= start {
        let action = hasActions ? UnsafeRawPointer(actions[index]) : nil
        let first: ErasedEffect = hasBefore ? firsts[index] : nil
        if hasBefore { firsts[index] = nil }
        level[index]._withUnsafeGuaranteedRef { level in
          state -= level.offset
          if level.renews { level.renew(state) }
          if first != nil || effect != nil || (action != nil && level.hasAfter) {
            effect = level.finish(state, action, child: effect, first: first)
          }
        }
        index -= 1
      }
      return effect
    }
    guard let base else { return Effect(erased: descend(raw(&root), from: 0)) }
    return base(&root, hasActions ? UnsafeRawPointer(actions[0]) : nil) {
      descend($0, from: 0)
    }
  }
}

/// Consecutive levels of a route (`Scope`s, and the presentations and stacks between them), run
/// in one loop instead of one closure inside another.
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
  /// Whether every level has learned to embed in place (see `FlatLevel.embedsInPlace`): each
  /// level's action then refers to nothing but what the feature's action does, so that for a
  /// feature whose actions refer to nothing, no action needs destroying or moving with care.
  ///
  /// NB: Learned on a send after the first, once each level knows its case; it stays learned.
  /// The levels learn their embeddings on a segment's first send, so it is asked after the
  /// first two only (`inPlaceChecks`), not at every send of a segment that never will.
  private var embedsInPlace = false
  private var inPlaceChecks = 2
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
  /// from the action it was moved into (see `embed(from:)`).
  private let owns: UnsafeMutablePointer<Bool>
  /// For each level that steps at run time, in a send: its state's address, for the way up, and
  /// what its `enter` noted for its `leave`.
  private let parents: UnsafeMutablePointer<UnsafeMutableRawPointer?>
  private let outers: UnsafeMutablePointer<PresentationContext.Outer>
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
    self.parents = .allocate(capacity: levels.count)
    parents.initialize(repeating: nil, count: levels.count)
    self.outers = .allocate(capacity: levels.count)
    outers.initialize(repeating: PresentationContext.Outer(), count: levels.count)
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
    parents.deallocate()
    outers.deinitialize(count: levels.count)
    outers.deallocate()
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
  /// it can (see `BitwiseInjection`), leaving the child's bytes in place, lent: every level
  /// reads its own, and only the actions that still own what they refer to are destroyed
  /// (`owns`), most often only the top one. Copying and destroying such an action at every
  /// level cost more than the levels' own work.
  @inline(__always)
  private func embed(from action: UnsafeRawPointer, destroys: Bool) {
    let count = levels.count
    var child = action
    var index = count - 1
    // NB: Two loops: one loop for both, choosing per level, made a segment of plain actions,
    // which only embeds, 5 % slower.
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
          level.embed(child, into: actions[index])
          if level.learnsBitwise { level.learnBitwise(from: child) }
          return false
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
    // NB: A send to a feature whose action refers to nothing (a button's tap, a counter's
    // increment), through levels that embed in place, writes actions that refer to nothing.
    let destroys = self.destroys && !(embedsInPlace && _isPOD(Action.self))
    if let action {
      embed(from: UnsafeRawPointer(action), destroys: destroys)
      if !embedsInPlace, self.destroys, inPlaceChecks > 0 {
        inPlaceChecks -= 1
        embedsInPlace = levels.allSatisfy { $0.embedsInPlace }
      }
    }
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
    let parents = self.parents
    let outers = self.outers
    /// Runs the levels, given the state of the first: down to the feature, entering each step
    /// on the way (see `NavigationLevel`), then up, leaving them.
    func descend(_ top: UnsafeMutableRawPointer) -> ErasedEffect {
      var state = top
      var start = 0
      /// The level the way up starts from.
      var index = count - 1
      var effect: ErasedEffect = nil
      while true {
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
        if end == count {
          effect = body(&state.assumingMemoryBound(to: State.self).pointee).erased
          break
        }
        parents[end] = state
        let child = level[end]._withUnsafeGuaranteedRef { step in
          step.enter(state, hasActions ? UnsafeRawPointer(actions[end]) : nil, outers + end)
        }
        guard let child else {
          // NB: The step found its child gone, and reported it or noted it in `RouteSend`: the
          // levels above it run without it, after no effect.
          index = end - 1
          break
        }
        state = child
        start = end + 1
      }
      // NB: A presentation or a stack on the way found its child gone: nothing else runs (see
      // `RouteSend`), not even the reducers after the steps above it, which only restore what
      // they noted.
      if RouteSend.isAborted {
        while index >= 0 {
          level[index]._withUnsafeGuaranteedRef { level in
            if level.stepsAtRunTime, let parent = parents[index] {
              _ = level.leave(parent, nil, outers + index, child: nil)
            }
          }
          if hasBefore { firsts[index] = nil }
          index -= 1
        }
        return nil
      }
      if !hasBefore, hasActions {
        // NB: What nearly every send does: no reducer before a step, and no effects, so each
        // level only calls its reducers after the step, given its action. Without an effect or
        // a first one to hold, the loop retains and releases nothing. Apart from the loop below,
        // for sends without actions: one loop for both, with the action optional, made a send
        // at depth 20 4 % slower.
        while index >= 0, case .none = effect {
          let action = UnsafeRawPointer(actions[index])
          effect = level[index]._withUnsafeGuaranteedRef { level in
            if level.plainAfter {
              state -= level.offset
              // NB: Not through `finish`: see `FlatLevel.afterReduce`.
              return level.afterReduce(state, action, level.afterReducers)
            }
            if level.stepsAtRunTime, let parent = parents[index] {
              state = parent
              return level.leave(parent, action, outers + index, child: nil)
            }
            state -= level.offset
            if level.renews { level.renew(state) }
            guard level.hasAfter else { return nil }
            return level.afterReduce(state, action, level.afterReducers)
          }
          index -= 1
        }
      }
      if !hasBefore, !hasActions {
        while index >= 0, case .none = effect {
          effect = level[index]._withUnsafeGuaranteedRef { level in
            if level.stepsAtRunTime, let parent = parents[index] {
              state = parent
              return level.leave(parent, nil, outers + index, child: nil)
            }
            state -= level.offset
            if level.renews { level.renew(state) }
            return nil
          }
          index -= 1
        }
      }
      while index >= 0 {
        let action = hasActions ? UnsafeRawPointer(actions[index]) : nil
        let first: ErasedEffect = hasBefore ? firsts[index] : nil
        if hasBefore { firsts[index] = nil }
        level[index]._withUnsafeGuaranteedRef { level in
          if level.stepsAtRunTime, let parent = parents[index] {
            state = parent
            effect = level.leave(parent, action, outers + index, child: effect)
            return
          }
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
    guard let base else { return Effect(erased: descend(raw(&root))) }
    return base(&root, hasActions ? UnsafeRawPointer(actions[0]) : nil) { descend($0) }
  }
}

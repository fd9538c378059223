/// A route's step through a presentation or a stack, as a level of a `FlatSegment`.
///
/// A send through a presentation or a stack in the middle of a route used to leave the flat
/// loop: the levels below it ran as a segment of their own, whose base called the step's
/// closure, which called the segment above, each boundary embedding the action again through
/// its case paths and passing effects back through closures of the app's types. Through two
/// such steps, that cost a send at depth 20 more than all of its twenty levels' own work. As a
/// level, the step is two calls inside the loop, one on the way down (`enter`, which finds the
/// child) and one on the way up (`leave`, which runs the parent's reducers): the loop embeds its
/// action with the others and walks on to the child, without a closure for the rest of the
/// descent, whose captures and frames cost more than the step's own work. A step with no run of
/// levels above it (a presented child of the root) keeps its own closure (`Hop.run`): there, a
/// segment's buffers cost more than they save.

/// A `FlatLevel` that steps into a child its reducer finds at run time (a presented child, a
/// stack element), for a parent whose actions are `Action`s.
final class NavigationLevel<Action>: FlatLevel {
  private let halves: StepHalves
  private let embedInPlace: (UnsafeRawPointer, UnsafeMutableRawPointer) -> Void
  /// The embedding of the step's action (a `PresentationAction` or a `StackAction`) in the
  /// parent's, which `embed` uses.
  private let parentEmbedding: InPlaceEmbedding

  /// A level whose `enter`, `leave` and `embed` do what these closures do, `embed` through
  /// `parentEmbedding`.
  init(
    parentEmbedding: InPlaceEmbedding,
    embed: @escaping (UnsafeRawPointer, UnsafeMutableRawPointer) -> Void,
    halves: StepHalves
  ) {
    self.halves = halves
    self.embedInPlace = embed
    self.parentEmbedding = parentEmbedding
    super.init(
      offset: 0, actionSize: MemoryLayout<Action>.size,
      actionAlignment: MemoryLayout<Action>.alignment, hasBefore: false, hasAfter: false,
      destroys: !_isPOD(Action.self), renews: false, stepsAtRunTime: true)
  }

  // NB: The step's own action wraps the child's with nothing that refers to anything (a stack
  // element's id).
  override var embedsInPlace: Bool { parentEmbedding.injectableTag != nil }

  override func embed(_ child: UnsafeRawPointer, into action: UnsafeMutableRawPointer) {
    embedInPlace(child, action)
  }

  override func destroy(_ action: UnsafeMutableRawPointer) {
    action.assumingMemoryBound(to: Action.self).deinitialize(count: 1)
  }

  override func enter(
    _ state: UnsafeMutableRawPointer, _ action: UnsafeRawPointer?,
    _ outer: UnsafeMutablePointer<PresentationContext.Outer>
  ) -> UnsafeMutableRawPointer? {
    halves.enter(state, action, outer)
  }

  override func leave(
    _ state: UnsafeMutableRawPointer, _ action: UnsafeRawPointer?,
    _ outer: UnsafeMutablePointer<PresentationContext.Outer>, child: ErasedEffect
  ) -> ErasedEffect {
    halves.leave(state, action, outer, child)
  }
}

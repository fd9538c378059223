/// How a route runs a presented child or a stack element in place (see `RouteSend`): the
/// presentation or the stack is reached by its offset in the parent's state, the child changes
/// where it is, and whether it is still the child the route was made for is checked on the way.

/// Where writing `keyPath` stores the presentation in a `Root`, in bytes from its start; `nil`
/// when it is not stored in the value itself.
///
/// `\.$destination`, the projection of `@Presents var destination`, is a computed property
/// whose setter stores the wrapper, so the key path runtime reads and writes the whole
/// presentation (and, unspecialised, looks up types) at every use. Its offset is where two
/// writes of two different boxes through the key path land, found once: a presentation is one
/// reference to its box. A presentation that no write lands on in the value itself (one behind a
/// box of the parent's, or a projection that transforms it) keeps the key path.
func presentationOffset<Root, Presented>(
  of keyPath: WritableKeyPath<Root, PresentationState<Presented>>, in state: Root
) -> Int? {
  if let offset = MemoryLayout<Root>.offset(of: keyPath) { return offset }
  typealias Storage = PresentationState<Presented>.Storage
  guard
    MemoryLayout<PresentationState<Presented>>.size == MemoryLayout<UnsafeRawPointer>.size
  else { return nil }
  var probe = state
  func landings(of box: Storage) -> [Int] {
    probe[keyPath: keyPath] = PresentationState(storage: box)
    let bits = UInt(bitPattern: ObjectIdentifier(box))
    return withUnsafeBytes(of: &probe) { bytes in
      stride(
        from: 0, through: bytes.count - MemoryLayout<UInt>.size,
        by: MemoryLayout<UInt>.alignment
      )
      .filter { bytes.loadUnaligned(fromByteOffset: $0, as: UInt.self) == bits }
    }
  }
  let first = Storage(nil)
  let second = Storage(nil)
  let offsets = landings(of: first)
  guard offsets.count == 1, landings(of: second) == offsets else { return nil }
  return offsets[0]
}

extension _PresentationReducer {
  /// The effect of a route's step that did more than nearly every send does (see
  /// `PresentationKit.leave`): the child's, then the parent's, which cancels the child's effects
  /// when the parent dismissed or replaced it.
  func finish(_ step: NavigationStep) -> Effect<Parent.Action> {
    let destinationEffect: Effect<Parent.Action> =
      step.child == nil ? .none : destinationEffect(Effect(erased: step.child))
    var effect = Effect<Parent.Action>(erased: step.parent)
    if step.dismissed {
      effect = effect.merge(
        with: .cancel(id: NavigationCancelID(path: toPresentationState, element: nil)))
    }
    return effect.merge(withFirst: destinationEffect)
  }
}

extension _PresentationReducer {
  /// Reports a route's action for a child no longer presented.
  ///
  /// NB: Apart, so that the send does not fetch the metadata of `Parent.Action?`, which only
  /// this needs, every time it starts.
  @inline(never)
  func reportAbsent(at action: UnsafePointer<Parent.Action>?) {
    reportAbsent(action?.pointee)
  }
}

extension _StackReducer {
  /// Reports a route's action for an element no longer in the stack (see
  /// `_PresentationReducer.reportAbsent(at:)`).
  @inline(never)
  func reportMissingElement(at action: UnsafePointer<Parent.Action>?) {
    report("received an action for a missing element", action?.pointee)
  }

  /// The effect of a route's step that did more than nearly every send does (see
  /// `StackKit.leave`): the element's, then the parent's, which cancels the effects of the
  /// elements it removed.
  func finish(_ step: NavigationStep, id: StackElementID) -> Effect<Parent.Action> {
    let elementEffect: Effect<Parent.Action> =
      step.child == nil ? .none : elementEffect(Effect(erased: step.child), id: id)
    var effect = Effect<Parent.Action>(erased: step.parent)
    if let (before, after) = step.ids {
      effect = cancellingElements(leaving: before, for: after, after: effect)
    }
    return effect.merge(withFirst: elementEffect)
  }
}

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
  /// `reduceDestination`, for a route, on the presentation at `offset` in the parent's state at
  /// `parent`; `nil` when it is not the child with `identity` (any child, when `nil`).
  ///
  /// NB: The box is made unique where it is, without moving the presentation out and back
  /// through its key path.
  func reducePresented(
    at parent: UnsafeMutableRawPointer, offset: Int, identity: NavigationIdentity?,
    _ reduce: (inout Destination.State) -> Effect<Destination.Action>
  ) -> Effect<Destination.Action>? {
    let presentation = address(parent, at: offset, as: PresentationState<Destination.State>.self)
    if !isKnownUniquelyReferenced(&presentation.pointee.storage) {
      guard let shared = presentation.pointee.storage else { return nil }
      presentation.pointee.storage = PresentationState.Storage(shared.value)
    }
    guard let box = presentation.pointee.storage else { return nil }
    if let identity {
      guard identifier.identity(of: box.value) == identity else { return nil }
    } else {
      guard box.value != nil else { return nil }
    }
    let outer = PresentationContext.enterPresented()
    defer { PresentationContext.leavePresented(outer) }
    return inWrapped(raw(&box.value), reduce)
  }

  /// The presentation at `offset` in `state`.
  func presentation(
    in state: inout Parent.State, at offset: Int
  ) -> PresentationState<Destination.State> {
    inPlace(&state, at: offset) { (presentation: inout PresentationState<Destination.State>) in
      presentation
    }
  }
}

extension _StackReducer {
  /// `reduceElement`, for a route, on the stack at `offset` in the parent's state at `parent`;
  /// `nil` when the element `id` is not there, or not the one with `identity` when given.
  func reduceElement(
    at parent: UnsafeMutableRawPointer, offset: Int, id: StackElementID,
    identifier: NavigationIdentifier<Element.State>, identity: NavigationIdentity?,
    _ reduce: (inout Element.State) -> Effect<Element.Action>
  ) -> Effect<Element.Action>? {
    let stack = address(parent, at: offset, as: StackState<Element.State>.self)
    if let identity {
      guard identifier.identity(of: stack.pointee[id: id]) == identity else { return nil }
    }
    let outer = PresentationContext.enterPresented()
    defer { PresentationContext.leavePresented(outer) }
    return stack.pointee.modifyElement(id: id, reduce)
  }

  /// The ids of the stack at `offset` in `state`.
  func ids(in state: inout Parent.State, at offset: Int) -> [StackElementID] {
    inPlace(&state, at: offset) { (stack: inout StackState<Element.State>) in stack.ids }
  }
}

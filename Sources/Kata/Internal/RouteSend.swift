/// What a send along a route needs while it runs, without type lookups: whether it found its
/// feature gone on the way, and the child state's address at each level.
///
/// NB: Everything here runs unspecialised (routes are made at run time, from `any Reducer`).
/// Generic code there pays a lookup in the runtime's metadata cache for every type it builds
/// from its parameters (`Optional<State>`, a key path's root, `PresentationState<State>`) each
/// time it copies, destroys or calls a method on one; these helpers work on addresses and on
/// the parameters' own types only.
@usableFromInline
enum RouteSend {
  // NB: Exclusivity is checked statically only, as for the store's own state: a dynamic check
  // of a global costs a look-up at every access, several per step of every send.
  /// Whether the send in progress checks that its feature is still there on the way, rather
  /// than before it starts (see `StoreRoute.checksAliveOnTheWay`).
  ///
  /// NB: Routes send on the main actor, and a send does not nest in another send of the same
  /// store (it queues); a send to another store from a reducer saves and restores these.
  @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) static var checksAlive = false
  /// Whether the send in progress found its feature gone: nothing more runs.
  @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) static var isAborted = false

  /// Notes that the feature is gone, for a send that checks on the way; `false` when the send
  /// checked before it started (the feature went during the send: the caller reports it).
  @inline(__always)
  static func abort() -> Bool {
    guard checksAlive else { return false }
    isAborted = true
    return true
  }
}

/// Runs `body` on the value of type `Value` at `offset` bytes into the value at `base`.
@inline(__always)
func inPlace<Base, Value, Result>(
  _ base: UnsafeMutablePointer<Base>, at offset: Int, _ body: (inout Value) -> Result
) -> Result {
  body(&(UnsafeMutableRawPointer(base) + offset).assumingMemoryBound(to: Value.self).pointee)
}

/// The address of the value at `pointer`, untyped: `raw(&state)` lends a state's address.
@inline(__always)
func raw<Value>(_ pointer: UnsafeMutablePointer<Value>) -> UnsafeMutableRawPointer {
  UnsafeMutableRawPointer(pointer)
}

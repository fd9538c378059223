extension Optional {
  /// Runs `body` on the wrapped value in place, or returns nil when there is none.
  ///
  /// NB: Moving the value out and back keeps it uniquely referenced, so `body` mutates without a
  /// copy-on-write copy.
  @usableFromInline @inline(__always)
  mutating func _modify<R>(_ body: (inout Wrapped) -> R) -> R? {
    guard case var .some(wrapped) = self else { return nil }
    self = nil
    defer { self = .some(wrapped) }
    return body(&wrapped)
  }
}

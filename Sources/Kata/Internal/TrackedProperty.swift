@_spi(Reflection) import Swift

/// A property of an `@ObservableState` struct that the macro tracks, changed where it is stored.
///
/// Such a property has a `didSet`, and the key path runtime writes a property with a `didSet`
/// by getting a copy of its value and setting the copy back. The copy shares the value's
/// storage, so the first change to an array in it copies the whole array: an action to one row
/// of 10,000 in `forEach`, or to a child holding a list in `Scope`, copied the list every time.
/// Reached by its offset instead, the property changes in place, and the state's identity is
/// renewed afterwards, as the `didSet` does.
@usableFromInline
struct TrackedProperty<Root, Value> {
  /// Where the property is stored, in bytes from the start of `Root`.
  @usableFromInline let offset: Int
  /// Calls `Root`'s `_$willModify()` on the state at an address.
  @usableFromInline let renew: (UnsafeMutableRawPointer) -> Void

  /// The property `keyPath` leads to, when it is one `@ObservableState` tracks on `Root`;
  /// `nil` for a stored property without observers (the key path already changes it in
  /// place), a computed property, a longer path, or a class (whose properties are not stored
  /// in the value a reducer is given).
  @usableFromInline
  init?(_ keyPath: WritableKeyPath<Root, Value>) {
    guard !(Root.self is AnyObject.Type), MemoryLayout<Root>.offset(of: keyPath) == nil,
      let observable = Root.self as? any ObservableState.Type,
      let name = observable._$trackedProperty(keyPath),
      let offset = Self.storedOffset(of: name)
    else { return nil }
    self.offset = offset
    self.renew = renewer(observable)
  }

  /// The offset of `Root`'s stored property `name`, when its type is `Value`.
  private static func storedOffset(of name: String) -> Int? {
    var found: Int?
    _forEachField(of: Root.self) { fieldName, offset, type, _ in
      guard String(cString: fieldName) == name else { return true }
      if type == Value.self { found = offset }
      return false
    }
    return found
  }

  /// Runs `body` on the property of `root`, in place, then renews `root`'s identity.
  @inlinable
  func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result {
    withUnsafeMutablePointer(to: &root) { pointer in
      let start = UnsafeMutableRawPointer(pointer)
      let result = body(&(start + offset).assumingMemoryBound(to: Value.self).pointee)
      renew(start)
      return result
    }
  }
}

/// `_$willModify()` of `State`, on the state at an address.
private func renewer<State: ObservableState>(_: State.Type) -> (UnsafeMutableRawPointer) -> Void {
  { $0.assumingMemoryBound(to: State.self).pointee._$willModify() }
}

extension WritableKeyPath {
  /// Runs `body` on the value this key path leads to in `root`: in place, through `tracked`
  /// when the key path leads to a property `@ObservableState` tracks.
  @inlinable @inline(__always)
  func modify<Result>(
    _ root: inout Root, tracked: TrackedProperty<Root, Value>?,
    _ body: (inout Value) -> Result
  ) -> Result {
    guard let tracked else { return body(&root[keyPath: self]) }
    return tracked.modify(&root, body)
  }
}

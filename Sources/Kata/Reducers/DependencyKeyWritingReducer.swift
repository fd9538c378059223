extension Reducer {
  /// Overrides a dependency for this reducer and the effects it returns.
  ///
  /// ```swift
  /// Feature()
  ///   .dependency(\.uuid, .incrementing)
  /// ```
  @inlinable
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> {
    // NB: The key path and value are only used synchronously while this reducer runs.
    nonisolated(unsafe) let keyPath = keyPath
    nonisolated(unsafe) let value = value
    return _DependencyKeyWritingReducer(base: self) { $0[keyPath: keyPath] = value }
  }
}

/// The reducer `dependency(_:_:)` makes.
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let update: (inout DependencyValues) -> Void

  @inlinable
  init(base: Base, update: @escaping (inout DependencyValues) -> Void) {
    self.base = base
    self.update = update
  }

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    withDependencies(update) {
      base.reduce(into: &state, action: action)
    }
  }
}

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

extension Reducer {
  /// Overrides the dependency whose key is the type of `value` itself, as a client declared
  /// with `extension NumberFactClient: DependencyKey` is.
  ///
  /// ```swift
  /// Feature()
  ///   .dependency(NumberFactClient(fetch: { "\($0) is a good number." }))
  /// ```
  @inlinable
  public func dependency<Value: TestDependencyKey>(
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> where Value.Value == Value {
    nonisolated(unsafe) let value = value
    return _DependencyKeyWritingReducer(base: self) { $0[Value.self] = value }
  }

  /// Changes a dependency for this reducer and the effects it returns, starting from its
  /// current value.
  ///
  /// ```swift
  /// Feature()
  ///   .transformDependency(\.numberFact) { numberFact in
  ///     let fetch = numberFact.fetch
  ///     numberFact.fetch = { try await fetch($0).uppercased() }
  ///   }
  /// ```
  @inlinable
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    transform: @escaping (_ dependency: inout Value) -> Void
  ) -> _DependencyKeyWritingReducer<Self> {
    nonisolated(unsafe) let keyPath = keyPath
    return _DependencyKeyWritingReducer(base: self) { transform(&$0[keyPath: keyPath]) }
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

extension Store {
  /// Calls `onChange` with the state after each `send` is processed (the action and the
  /// actions its synchronous effects sent), once per send, on the main actor.
  ///
  /// ```swift
  /// let subscription = store.observe { state in
  ///   screen.draw(state)
  /// }
  /// ```
  ///
  /// It is not called at registration: read ``state`` for the first draw. Observing stops when
  /// the returned subscription is cancelled or released, or when the presented child this
  /// store shows goes away.
  ///
  /// When `State` is `@ObservableState`, a send that wrote nothing to this store's state (an
  /// action the feature ignores, or one for a sibling feature) does not call `onChange`.
  @inlinable
  public func observe(_ onChange: @escaping @MainActor (State) -> Void) -> StoreSubscription {
    let readState = self.readState
    let isAlive = self.isAlive
    let id: Int
    if var last = ObservableStateID._$ifObservable(readState()) {
      id = core.addObserver {
        guard isAlive?() ?? true else { return }
        let state = readState()
        if let current = ObservableStateID._$ifObservable(state) {
          guard !current._isIdentical(to: last) else { return }
          last = current
        }
        onChange(state)
      }
    } else if let isAlive {
      id = core.addObserver {
        guard isAlive() else { return }
        onChange(readState())
      }
    } else {
      id = core.addObserver { onChange(readState()) }
    }
    return StoreSubscription(core: core, id: id)
  }

  /// Calls `onChange` with a value derived from the state whenever that value changes: like
  /// ReSwift's `select` with `skipRepeats`.
  ///
  /// ```swift
  /// let subscription = store.observe(\.count) { count in
  ///   print("count is now", count)
  /// }
  /// ```
  ///
  /// Only `select`'s result is kept between changes, so observing a small part of a large
  /// state costs no copy of the rest.
  public func observe<Value: Equatable>(
    _ select: @escaping @MainActor (State) -> Value,
    _ onChange: @escaping @MainActor (Value) -> Void
  ) -> StoreSubscription {
    let readState = self.readState
    let isAlive = self.isAlive
    var last = select(readState())
    let id = core.addObserver {
      guard isAlive?() ?? true else { return }
      let value = select(readState())
      guard value != last else { return }
      last = value
      onChange(value)
    }
    return StoreSubscription(core: core, id: id)
  }
}

/// Keeps an observer of a ``Store`` registered; observing stops when it is cancelled or
/// released.
@MainActor
public final class StoreSubscription {
  private weak var core: (any AnyStoreCore)?
  private var id: Int?

  @usableFromInline
  init(core: any AnyStoreCore, id: Int) {
    self.core = core
    self.id = id
  }

  /// Stops observing.
  public func cancel() {
    if let id { core?.removeObserver(id) }
    id = nil
  }

  isolated deinit {
    cancel()
  }
}

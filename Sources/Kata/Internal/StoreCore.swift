/// What scoped stores need from the root: observation and lifetime, without its types.
@MainActor
@usableFromInline
protocol AnyStoreCore: AnyObject {
  func addObserver(_ observer: @escaping @MainActor () -> Void) -> Int
  func removeObserver(_ id: Int)
}

/// The root of a store: the one state, the reducer, the running effects, the observers.
///
/// NB: The send path is `@inlinable` so that it is specialised for the app's state and action
/// types; unspecialised, generic code spends most of a send looking up type metadata.
@MainActor
@usableFromInline
final class StoreCore<State, Action>: AnyStoreCore {
  // NB: Exclusivity is checked statically only: the store is confined to the main actor and a
  // send never overlaps another (it queues), so the dynamic check, a thread-local lookup on
  // every access, would only cost time.
  @exclusivity(unchecked) @usableFromInline var state: State
  let reducer: any Reducer<State, Action>
  /// `reducer.reduce(into:action:)`, made where the reducer's type is known.
  @usableFromInline let reduce: (inout State, Action) -> Effect<Action>
  @usableFromInline let dependencies: DependencyValues
  let runtime = EffectRuntime()
  /// `runtime.tracker`, reachable from the inlined send path.
  @usableFromInline let tracker: EffectTracker
  @exclusivity(unchecked) @usableFromInline var recorders: [Int: (Action) -> Void] = [:] {
    didSet { hasRecorders = !recorders.isEmpty }
  }
  /// Whether `recorders` holds any.
  ///
  /// NB: Unspecialised (in a route's send), `recorders.isEmpty` looks up the metadata of the
  /// dictionary's element, a tuple with a function type, in the runtime's cache.
  @exclusivity(unchecked) @usableFromInline var hasRecorders = false
  var nextRecorderID = 0

  @exclusivity(unchecked) @usableFromInline var queue: [(action: Action, tag: Int?)] = [] {
    didSet { hasQueued = !queue.isEmpty }
  }
  /// Whether `queue` holds actions.
  ///
  /// NB: Unspecialised (in a route's send), any use of `queue` looks up the metadata of its
  /// element tuple in the runtime's cache; a send checks this instead.
  @exclusivity(unchecked) @usableFromInline var hasQueued = false
  @exclusivity(unchecked) @usableFromInline var isSending = false
  @exclusivity(unchecked) @usableFromInline
  var observers: [(id: Int, notify: @MainActor () -> Void)] = []
  /// How many notifications are running (an observer may send); removals wait until none is.
  @exclusivity(unchecked) @usableFromInline var notifying = 0
  @exclusivity(unchecked) @usableFromInline var pendingRemovals: [Int] = []
  private var nextObserverID = 0
  private var nextTag = 0

  @usableFromInline
  init(
    initialState: State,
    reducer: any Reducer<State, Action>,
    reduce: @escaping (inout State, Action) -> Effect<Action>,
    dependencies: DependencyValues
  ) {
    self.state = initialState
    self.reducer = reducer
    self.reduce = reduce
    self.tracker = runtime.tracker
    self.dependencies = dependencies
  }

  deinit {
    runtime.tracker.invalidate()
  }

  /// Processes `action`, then every action its synchronous effects send, then notifies the
  /// observers once.
  @inlinable
  func send(_ action: Action, tag: Int?) -> StoreTask {
    guard !isSending else {
      queue.append((action, tag))
      return task(tag: tag)
    }
    return drain { process(action, tag: tag) }
  }

  /// Processes an action of a nested feature along its route, as the root reducer would for
  /// the embedded action, without extracting it at every level on the way; nothing when the
  /// feature went away (a dismissed child).
  func send<ChildState, ChildAction>(
    _ action: ChildAction,
    along route: StoreRoute<State, Action, ChildState, ChildAction>
  ) -> StoreTask {
    let checksOnTheWay = route.checksAliveOnTheWay && !isSending && !hasRecorders
    if !checksOnTheWay, let isAlive = route.isAlive, !isAlive(state) {
      return StoreTask(tag: nil, tracker: nil)
    }
    guard !isSending else {
      enqueue(route.embed(action))
      return StoreTask(tag: nil, tracker: nil)
    }
    return drain(checkingOnTheWay: checksOnTheWay) {
      if hasRecorders { record(route.embed(action)) }
      if let statePath = route.statePath {
        let effect = route.reducer.reduce(into: &state[keyPath: statePath], action: action)
        if case .none = effect.operation { return nil }
        return start(effect.map(route.embed), tag: nil)
      }
      let reducer = route.reducer
      let effect: Effect<Action>
      if route.needsAction {
        var action = action
        effect = route.apply(&state, &action) { reducer.reduce(into: &$0, action: action) }
      } else {
        effect = route.apply(&state, nil) { reducer.reduce(into: &$0, action: action) }
      }
      if case .none = effect.operation { return nil }
      return start(effect, tag: nil)
    }
  }

  /// `drain(_:)` for a send along a route; when the route checks that its feature is there on
  /// the way (`StoreRoute.checksAliveOnTheWay`) and found it gone, nothing ran: nothing is
  /// drained and no observer is told.
  func drain(checkingOnTheWay: Bool, _ first: () -> Int?) -> StoreTask {
    // NB: Saved and restored: a reducer may send to another store.
    let outer = (RouteSend.checksAlive, RouteSend.isAborted)
    RouteSend.checksAlive = checkingOnTheWay
    RouteSend.isAborted = false
    isSending = true
    var aborted = false
    let firstTag = withDependencies {
      let firstTag = first()
      aborted = RouteSend.isAborted
      (RouteSend.checksAlive, RouteSend.isAborted) = outer
      if !aborted, hasQueued { processQueue() }
      return firstTag
    }
    if hasQueued { queue.removeAll(keepingCapacity: true) }
    isSending = false
    if aborted { return StoreTask(tag: nil, tracker: nil) }
    notifyObservers()
    return task(tag: firstTag)
  }

  /// Queues `action`, sent while another is processed.
  ///
  /// NB: Apart, and `processQueue()` too, so that the route's send, unspecialised, does not look
  /// up the metadata of the queue's element tuple on every call (the compiler fetches it where
  /// the function starts when any path uses it).
  @inline(never)
  func enqueue(_ action: Action) {
    queue.append((action, nil))
  }

  /// Processes the queued actions, in order, including those queued meanwhile.
  @inline(never)
  func processQueue() {
    var index = 0
    while index < queue.count {
      let (action, actionTag) = queue[index]
      index += 1
      _ = process(action, tag: actionTag)
    }
  }

  /// Runs `first`, then the actions queued while it ran, with this store's dependencies;
  /// then notifies the observers once.
  @inlinable
  func drain(_ first: () -> Int?) -> StoreTask {
    isSending = true
    let firstTag = withDependencies {
      let firstTag = first()
      var index = 0
      while index < queue.count {
        let (action, actionTag) = queue[index]
        index += 1
        _ = process(action, tag: actionTag)
      }
      return firstTag
    }
    // NB: `count`, not `isEmpty`: in the unspecialised route send, `isEmpty` is `Collection`'s,
    // called through a witness table looked up for the queue's type on every send.
    if queue.count != 0 { queue.removeAll(keepingCapacity: true) }
    isSending = false
    notifyObservers()
    return task(tag: firstTag)
  }

  /// The task for the effects tagged `tag`.
  @inlinable
  func task(tag: Int?) -> StoreTask {
    StoreTask(tag: tag, tracker: tag == nil ? nil : tracker)
  }

  /// Hands `action` to every recorder.
  @usableFromInline
  func record(_ action: Action) {
    for record in recorders.values { record(action) }
  }

  /// Runs `operation` with this store's dependencies: the reducer, and the effects it creates
  /// (which capture the dependencies then), see them.
  ///
  /// Pushing a task-local value costs an allocation, so it is skipped when this store's
  /// dependencies are already the current ones, as they are for a store made without
  /// overrides.
  @inlinable
  func withDependencies<R>(_ operation: () -> R) -> R {
    if DependencyValues._current.isIdentical(to: dependencies) { return operation() }
    return DependencyValues.$_current.withValue(dependencies, operation: operation)
  }

  /// Reduces one action and starts its effect.
  ///
  /// Returns the tag of its effects, if any.
  @inlinable
  func process(_ action: Action, tag: Int?) -> Int? {
    if !recorders.isEmpty { record(action) }
    let effect = reduce(&state, action)
    if case .none = effect.operation { return tag }
    return start(effect, tag: tag)
  }

  /// Starts `effect`, tagged `tag` or a new tag; returns the tag.
  @usableFromInline
  func start(_ effect: Effect<Action>, tag: Int?) -> Int {
    let tag = tag ?? makeTag()
    runtime.start(
      effect.operation,
      tag: tag,
      send: Send { [weak self] action in _ = self?.send(action, tag: tag) },
      enqueue: { queue.append(($0, tag)) }
    )
    return tag
  }

  private func makeTag() -> Int {
    defer { nextTag += 1 }
    return nextTag
  }

  @inlinable
  func notifyObservers() {
    // NB: By index, without copying the array (a copy costs a retain on every send). The
    // observers registered when it starts are told, even if one cancels another meanwhile:
    // removals wait, and observers added meanwhile come after `count`.
    let count = observers.count
    guard count > 0 else { return }
    notifying += 1
    var index = 0
    while index < count {
      observers[index].notify()
      index += 1
    }
    notifying -= 1
    if notifying == 0, !pendingRemovals.isEmpty { removePendingObservers() }
  }

  @usableFromInline
  func removePendingObservers() {
    let removed = Set(pendingRemovals)
    pendingRemovals.removeAll()
    observers.removeAll { removed.contains($0.id) }
  }

  @usableFromInline
  func addObserver(_ observer: @escaping @MainActor () -> Void) -> Int {
    defer { nextObserverID += 1 }
    observers.append((nextObserverID, observer))
    return nextObserverID
  }

  @usableFromInline
  func removeObserver(_ id: Int) {
    guard notifying == 0 else { return pendingRemovals.append(id) }
    observers.removeAll { $0.id == id }
  }
}

extension StoreCore {
  /// Reduces `actions` without running their effects, then notifies observers once.
  func apply(_ actions: [Action]) {
    withDependencies {
      for action in actions {
        for record in recorders.values { record(action) }
        _ = reduce(&state, action)
      }
    }
    notifyObservers()
  }
}

extension DependencyValues {
  /// Whether `other` is this very value, with the same storage.
  ///
  /// Making one current where the other is changes nothing then. Values that merely hold equal
  /// dependencies are not identical.
  @inlinable
  func isIdentical(to other: DependencyValues) -> Bool {
    withUnsafeBytes(of: self) { lhs in
      withUnsafeBytes(of: other) { rhs in
        var offset = 0
        while offset + 8 <= lhs.count {
          guard
            lhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
              == rhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          else { return false }
          offset += 8
        }
        while offset < lhs.count {
          guard lhs[offset] == rhs[offset] else { return false }
          offset += 1
        }
        return true
      }
    }
  }
}

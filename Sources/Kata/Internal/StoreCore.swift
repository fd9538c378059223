/// What scoped stores need from the root: observation and lifetime, without its types.
@MainActor
protocol AnyStoreCore: AnyObject {
  func addObserver(_ observer: @escaping @MainActor () -> Void) -> Int
  func removeObserver(_ id: Int)
}

/// The root of a store: the one state, the reducer, the running effects, the observers.
@MainActor
final class StoreCore<State, Action>: AnyStoreCore {
  var state: State
  let reducer: any Reducer<State, Action>
  let dependencies: DependencyValues
  let runtime = EffectRuntime()
  var recorders: [Int: (Action) -> Void] = [:]
  var nextRecorderID = 0

  private var queue: [(action: Action, tag: Int?)] = []
  private var isSending = false
  private var observers: [(id: Int, notify: @MainActor () -> Void)] = []
  private var nextObserverID = 0
  private var nextTag = 0

  init(initialState: State, reducer: any Reducer<State, Action>, dependencies: DependencyValues) {
    self.state = initialState
    self.reducer = reducer
    self.dependencies = dependencies
  }

  deinit {
    runtime.tracker.invalidate()
  }

  /// Processes `action`, then every action its synchronous effects send, then notifies the
  /// observers once.
  func send(_ action: Action, tag: Int?) -> StoreTask {
    guard !isSending else {
      queue.append((action, tag))
      return StoreTask(tag: tag, tracker: tag == nil ? nil : runtime.tracker)
    }
    isSending = true
    // NB: One task-local push for the whole batch: the reducer, and the effects it creates
    // (which capture the dependencies then), see this store's dependencies. The queue is only
    // used when effects send actions synchronously.
    let firstTag = DependencyValues.$_current.withValue(dependencies) {
      let firstTag = process(action, tag: tag)
      var index = 0
      while index < queue.count {
        let (action, actionTag) = queue[index]
        index += 1
        _ = process(action, tag: actionTag)
      }
      return firstTag
    }
    if !queue.isEmpty { queue.removeAll(keepingCapacity: true) }
    isSending = false
    notifyObservers()
    return StoreTask(tag: firstTag, tracker: firstTag == nil ? nil : runtime.tracker)
  }

  /// Reduces one action and starts its effect.
  ///
  /// Returns the tag of its effects, if any.
  private func process(_ action: Action, tag: Int?) -> Int? {
    if !recorders.isEmpty {
      for record in recorders.values { record(action) }
    }
    let effect = reducer.reduce(into: &state, action: action)
    if case .none = effect.operation { return tag }
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

  func notifyObservers() {
    for observer in observers { observer.notify() }
  }

  func addObserver(_ observer: @escaping @MainActor () -> Void) -> Int {
    defer { nextObserverID += 1 }
    observers.append((nextObserverID, observer))
    return nextObserverID
  }

  func removeObserver(_ id: Int) {
    observers.removeAll { $0.id == id }
  }
}

extension StoreCore {
  /// Reduces `actions` without running their effects, then notifies observers once.
  func apply(_ actions: [Action]) {
    DependencyValues.$_current.withValue(dependencies) {
      for action in actions {
        for record in recorders.values { record(action) }
        _ = reducer.reduce(into: &state, action: action)
      }
    }
    notifyObservers()
  }
}

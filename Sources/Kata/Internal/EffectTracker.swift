/// Every effect task a store is running, each tagged with the `send` that started it.
///
/// Actions an effect sends back join the tag of that effect, so `StoreTask.finish()` waits for
/// the whole cascade a `send` caused, and `StoreTask.cancel()` stops all of it.
@usableFromInline
final class EffectTracker: Sendable {
  private struct Storage {
    var running: [Int: (tag: Int, task: Task<Void, Never>)] = [:]
    var nextToken = 0
    var waiters: [Int: [CheckedContinuation<Void, Never>]] = [:]
    var cancelledTags: Set<Int> = []
    var isInvalidated = false
  }
  private let storage = Locked(Storage())

  /// Starts `body` as a task tagged `tag`.
  ///
  /// Returns nil when the tag was cancelled or the
  /// tracker invalidated (the store went away).
  @discardableResult
  func start(
    tag: Int,
    priority: TaskPriority?,
    name: String? = nil,
    _ body: @escaping @Sendable () async -> Void
  ) -> Task<Void, Never>? {
    storage.withLock { storage -> Task<Void, Never>? in
      guard !storage.isInvalidated, !storage.cancelledTags.contains(tag) else { return nil }
      let token = storage.nextToken
      storage.nextToken += 1
      // NB: The task removes itself under this same lock, so it cannot finish before it is
      // registered.
      let operation: @Sendable () async -> Void = { [self] in
        await body()
        self.finished(token)
      }
      let task: Task<Void, Never>
      if let name, #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
        task = Task(name: name, priority: priority, operation: operation)
      } else {
        task = Task(priority: priority, operation: operation)
      }
      storage.running[token] = (tag, task)
      return task
    }
  }

  private func finished(_ token: Int) {
    let waiters = storage.withLock { storage -> [CheckedContinuation<Void, Never>] in
      guard let tag = storage.running.removeValue(forKey: token)?.tag else { return [] }
      guard !storage.running.values.contains(where: { $0.tag == tag }) else { return [] }
      return storage.waiters.removeValue(forKey: tag) ?? []
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Whether any task tagged `tag` is running.
  func isRunning(tag: Int) -> Bool {
    storage.withLock { $0.running.values.contains { $0.tag == tag } }
  }

  /// Whether the tasks tagged `tag` were cancelled, or all tasks with the store.
  func isCancelled(tag: Int) -> Bool {
    storage.withLock { $0.isInvalidated || $0.cancelledTags.contains(tag) }
  }

  /// How many effect tasks are running.
  var runningCount: Int { storage.withLock { $0.running.count } }

  /// Waits until no task tagged `tag` is running.
  func finish(tag: Int) async {
    await withCheckedContinuation { continuation in
      let done = storage.withLock { storage -> Bool in
        guard storage.running.values.contains(where: { $0.tag == tag }) else { return true }
        storage.waiters[tag, default: []].append(continuation)
        return false
      }
      if done { continuation.resume() }
    }
  }

  /// Waits until no task at all is running.
  func finishAll() async {
    while let tag = storage.withLock({ $0.running.values.first?.tag }) {
      await finish(tag: tag)
    }
  }

  /// Cancels every task tagged `tag`; effects of that send started later are not started.
  func cancel(tag: Int) {
    let tasks = storage.withLock { storage -> [Task<Void, Never>] in
      storage.cancelledTags.insert(tag)
      return storage.running.values.filter { $0.tag == tag }.map(\.task)
    }
    for task in tasks { task.cancel() }
  }

  /// Cancels everything and refuses new tasks: the store is going away.
  func invalidate() {
    let tasks = storage.withLock { storage -> [Task<Void, Never>] in
      storage.isInvalidated = true
      return storage.running.values.map(\.task)
    }
    for task in tasks { task.cancel() }
  }

  /// Cancels everything running now, but keeps accepting new tasks.
  func cancelAll() {
    let tasks = storage.withLock { storage in storage.running.values.map(\.task) }
    for task in tasks { task.cancel() }
  }
}

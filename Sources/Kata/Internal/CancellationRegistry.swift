/// The in-flight effects of one store by cancellation identifier.
///
/// Each store (and each test store) has its own registry, so two stores using the same
/// `CancelID` never cancel each other's effects.
final class CancellationRegistry: Sendable {
  private struct Entry {
    var nextToken = 0
    var tasks: [AnyHashable: [Int: Task<Void, Never>]] = [:]
  }
  private let storage = Locked(Entry())

  /// Makes a task with `make` and registers it under every id of `ids`.
  ///
  /// NB: The task is made under the lock, and `remove` takes the same lock, so a task that
  /// finishes at once is still removed after it was inserted.
  @discardableResult
  func insert(
    ids: [AnyHashable],
    _ make: (_ token: Int) -> Task<Void, Never>?
  ) -> Task<Void, Never>? {
    storage.withLock { entry in
      let token = entry.nextToken
      entry.nextToken += 1
      guard let task = make(token) else { return nil }
      for id in ids { entry.tasks[id, default: [:]][token] = task }
      return task
    }
  }

  /// Forgets the task registered with `token`.
  func remove(ids: [AnyHashable], token: Int) {
    storage.withLock { entry in
      for id in ids {
        entry.tasks[id]?[token] = nil
        if entry.tasks[id]?.isEmpty == true { entry.tasks[id] = nil }
      }
    }
  }

  /// Cancels every effect registered under `id`.
  func cancel(id: AnyHashable) {
    let tasks = storage.withLock { entry in entry.tasks.removeValue(forKey: id) } ?? [:]
    for task in tasks.values { task.cancel() }
  }
}

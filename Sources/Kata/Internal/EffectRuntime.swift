import ConcurrencyExtras

/// Runs effect values: the one interpreter shared by ``Store`` and ``TestStore``.
struct EffectRuntime: Sendable {
  let tracker = EffectTracker()
  let cancellations = CancellationRegistry()

  /// Starts `operation` for a send tagged `tag`.
  ///
  /// Actions of `.send` effects are handed to `enqueue` synchronously, in order, so the store
  /// processes them before `send` returns; asynchronous work starts as tasks tagged `tag` that
  /// deliver their actions through `send`.
  @MainActor
  func start<Action>(
    _ operation: Effect<Action>.Operation,
    tag: Int,
    ids: [AnyHashable] = [],
    send: Send<Action>,
    enqueue: (Action) -> Void
  ) {
    switch operation {
    case .none:
      return
    case let .send(action):
      enqueue(action)
    case let .run(priority, name, body):
      startTask(tag: tag, priority: priority, name: name, ids: ids) { await body(send) }
    case let .merge(operations):
      for operation in operations {
        start(operation, tag: tag, ids: ids, send: send, enqueue: enqueue)
      }
    case let .concatenate(operations):
      if operations.allSatisfy({ $0.isSynchronous }) {
        for operation in operations {
          start(operation, tag: tag, ids: ids, send: send, enqueue: enqueue)
        }
      } else {
        // NB: Effects are values that are safe to run from any task; `Action` is unconstrained.
        nonisolated(unsafe) let operations = operations
        startTask(tag: tag, priority: nil, ids: ids) { [self] in
          for operation in operations {
            guard !Task.isCancelled else { return }
            await execute(operation, send: send)
          }
        }
      }
    case let .cancellable(operation, id, cancelInFlight):
      if cancelInFlight { cancellations.cancel(id: id) }
      start(operation, tag: tag, ids: ids + [id], send: send, enqueue: enqueue)
    case let .cancel(id):
      cancellations.cancel(id: id)
    }
  }

  private func startTask(
    tag: Int, priority: TaskPriority?, name: String? = nil, ids: [AnyHashable],
    _ body: @escaping @Sendable () async -> Void
  ) {
    guard !ids.isEmpty else {
      tracker.start(tag: tag, priority: priority, name: name, body)
      return
    }
    let cancellations = self.cancellations
    let tracker = self.tracker
    // NB: Cancellation ids are `Hashable & Sendable` values, erased to `AnyHashable`.
    nonisolated(unsafe) let ids = ids
    cancellations.insert(ids: ids) { token in
      tracker.start(tag: tag, priority: priority, name: name) {
        await body()
        cancellations.remove(ids: ids, token: token)
      }
    }
  }

  /// Runs `operation` to completion inside an effect task (for `concatenate`).
  func execute<Action>(_ operation: Effect<Action>.Operation, send: Send<Action>) async {
    switch operation {
    case .none:
      return
    case let .send(action):
      await send.deliver(action)
    case let .run(_, _, body):
      await body(send)
    case let .merge(operations):
      nonisolated(unsafe) let operations = operations
      await withTaskGroup(of: Void.self) { group in
        for operation in operations {
          nonisolated(unsafe) let operation = operation
          group.addTask { await execute(operation, send: send) }
        }
      }
    case let .concatenate(operations):
      for operation in operations {
        guard !Task.isCancelled else { return }
        await execute(operation, send: send)
      }
    case let .cancellable(operation, id, cancelInFlight):
      if cancelInFlight { cancellations.cancel(id: id) }
      let operation = UncheckedSendable(operation)
      let id = UncheckedSendable(id)
      let cancellations = self.cancellations
      let child = cancellations.insert(ids: [id.value]) { token in
        Task { [self] in
          await execute(operation.value, send: send)
          cancellations.remove(ids: [id.value], token: token)
        }
      }
      await withTaskCancellationHandler {
        await child?.value
      } onCancel: {
        child?.cancel()
      }
    case let .cancel(id):
      cancellations.cancel(id: id)
    }
  }
}

extension Effect.Operation {
  /// Whether running this effect needs no task: nothing asynchronous inside.
  var isSynchronous: Bool {
    switch self {
    case .none, .send, .cancel: return true
    case .run: return false
    case let .merge(operations), let .concatenate(operations):
      return operations.allSatisfy { $0.isSynchronous }
    case let .cancellable(operation, _, _): return operation.isSynchronous
    }
  }
}

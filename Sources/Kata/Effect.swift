/// The work a reducer asks the store to do after it changes state: nothing, an action to feed
/// back at once, or asynchronous work that sends actions over time.
///
/// ```swift
/// case .factButtonTapped:
///   return .run { [count = state.count] send in
///     await send(.factResponse(Result { try await numberFact.fetch(count) }))
///   }
///   .cancellable(id: CancelID.fact, cancelInFlight: true)
/// ```
///
/// Effects are values: building one does nothing until a ``Store`` or ``TestStore`` runs it.
public struct Effect<Action>: @unchecked Sendable {
  // NB: `@unchecked` because `Action` is unconstrained, as in TCA; actions only cross into the
  // store's main actor through `Send`.
  @usableFromInline
  indirect enum Operation {
    case none
    case send(Action)
    case run(TaskPriority?, name: String?, @Sendable (Send<Action>) async -> Void)
    case merge([Operation])
    case concatenate([Operation])
    case cancellable(Operation, id: AnyHashable, cancelInFlight: Bool)
    case cancel(id: AnyHashable)
  }

  @usableFromInline let operation: Operation

  // NB: Inlinable, so that `.none` in code unspecialised (a route's) builds the value in place
  // instead of calling this with the metadata of `Effect<Action>`, looked up at every call.
  @inlinable init(_ operation: Operation) { self.operation = operation }
}

/// The effect of the feature `R`: `EffectOf<Feature>` is `Effect<Feature.Action>`.
public typealias EffectOf<R: Reducer> = Effect<R.Action>

extension Effect {
  /// An effect that does nothing.
  @inlinable public static var none: Self { Self(.none) }

  /// An effect that feeds `action` back into the store right after the current action, before
  /// `send` returns.
  ///
  /// Prefer calling shared logic directly over sending actions to share it, as in TCA.
  public static func send(_ action: Action) -> Self { Self(.send(action)) }

  /// An effect that runs asynchronous work and can send any number of actions back.
  ///
  /// The dependencies in effect when the reducer returned this effect stay in effect while it
  /// runs. Cancellation is cooperative: `Task.isCancelled` and cancellable APIs such as
  /// `clock.sleep` stop the work.
  ///
  /// Reach the outside world through dependencies the reducer declares with `@Dependency`, so
  /// that a test can replace them:
  ///
  /// ```swift
  /// @Dependency(\.continuousClock) var clock
  /// @Dependency(\.numberFact) var numberFact
  ///
  /// case .factButtonTapped:
  ///   return .run { [count = state.count] send in
  ///     try await clock.sleep(for: .milliseconds(300))
  ///     await send(.factResponse(try await numberFact.fetch(count)))
  ///   } catch: { error, send in
  ///     await send(.factFailed)
  ///   }
  ///   .cancellable(id: CancelID.fact, cancelInFlight: true)
  /// ```
  ///
  /// - Parameters:
  ///   - name: A name for the task that runs the work, shown by debuggers and task dumps.
  ///   - priority: The priority of the task that runs the work.
  ///   - operation: The work. Call `await send(action)` to feed actions back.
  ///   - handler: Called with errors `operation` throws (other than cancellation). Without it,
  ///     a thrown error is reported as an issue, because an effect should handle its failures.
  ///   - fileID: The file an issue about this call is reported in; the caller's by default.
  ///   - filePath: The full path of that file; the caller's by default.
  ///   - line: The line an issue is reported at; the caller's by default.
  ///   - column: The column an issue is reported at; the caller's by default.
  public static func run(
    name: String? = nil,
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    let dependencies = DependencyValues._current
    return Self(
      .run(priority, name: name) { send in
        await withDependencies {
          $0 = dependencies
        } operation: {
          do {
            try await operation(send)
          } catch is CancellationError {
            return
          } catch {
            guard !Task.isCancelled else { return }
            if let handler {
              await handler(error, send)
            } else {
              reportIssue(
                """
                An "Effect.run" returned from "\(fileID):\(line)" threw an unhandled error:

                \(String(customDumping: error).indent(by: 2))

                All non-cancellation errors must be explicitly handled via the "catch" \
                parameter on "Effect.run", or via a "do" block.
                """,
                fileID: fileID, filePath: filePath, line: line, column: column
              )
            }
          }
        }
      }
    )
  }

  /// An effect that runs all of `effects` at the same time.
  public static func merge(_ effects: Self...) -> Self { merge(effects) }

  /// An effect that runs all of `effects` at the same time.
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    combine(effects, Operation.merge)
  }

  /// An effect that runs `effects` one after another, each starting when the previous finished.
  public static func concatenate(_ effects: Self...) -> Self { concatenate(effects) }

  /// An effect that runs `effects` one after another, each starting when the previous finished.
  public static func concatenate(_ effects: some Sequence<Self>) -> Self {
    combine(effects, Operation.concatenate)
  }

  /// `effects` without the `.none`s, as one effect made by `combine` when there are several.
  private static func combine(
    _ effects: some Sequence<Self>, _ combine: ([Operation]) -> Operation
  ) -> Self {
    // NB: A loop, not `map(\.operation)`: a key path literal in generic code is instantiated
    // at run time, with type lookups, on every call.
    var operations: [Operation] = []
    for effect in effects {
      if case .none = effect.operation { continue }
      operations.append(effect.operation)
    }
    switch operations.count {
    case 0: return .none
    case 1: return Self(operations[0])
    default: return Self(combine(operations))
    }
  }

  /// Merges this effect with `other`.
  public func merge(with other: Self) -> Self {
    if case .none = other.operation { return self }
    if case .none = operation { return other }
    return Self(.merge([operation, other.operation]))
  }

  /// Runs `other` after this effect finishes.
  public func concatenate(with other: Self) -> Self { .concatenate(self, other) }

  /// Transforms the actions this effect sends.
  public func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
    Effect<T>(operation.map(transform))
  }
}

extension Effect.Operation {
  func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T>.Operation {
    switch self {
    case .none: return .none
    case let .send(action): return .send(transform(action))
    case let .run(priority, name, operation):
      return .run(priority, name: name) { send in await operation(send.map(transform)) }
    case let .merge(operations): return .merge(operations.map { $0.map(transform) })
    case let .concatenate(operations): return .concatenate(operations.map { $0.map(transform) })
    case let .cancellable(operation, id, cancelInFlight):
      return .cancellable(operation.map(transform), id: id, cancelInFlight: cancelInFlight)
    case let .cancel(id): return .cancel(id: id)
    }
  }
}

extension String {
  func indent(by spaces: Int) -> String {
    let indentation = String(repeating: " ", count: spaces)
    return split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : indentation + $0 }
      .joined(separator: "\n")
  }
}

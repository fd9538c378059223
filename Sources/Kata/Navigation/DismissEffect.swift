import Foundation

/// Dismisses the presented feature it is called from: `@Dependency(\.dismiss)`.
///
/// ```swift
/// @Dependency(\.dismiss) var dismiss
/// // …
/// case .saveButtonTapped:
///   return .run { send in
///     try await save()
///     await dismiss()
///   }
/// ```
///
/// Called from an effect of a feature presented with `ifLet(\.$destination, …)`, it sends
/// `.dismiss` to the parent; from an element of a stack run by `forEach(\.path, …)`, it sends
/// `.popFrom(id:)` for that element. Either way the child's state goes away and its effects,
/// this one included, are cancelled, so nothing after `await dismiss()` runs. Called from a
/// feature that is not presented, it reports an issue; check `@Dependency(\.isPresented)` first
/// in a feature that can be both.
public struct DismissEffect: Sendable {
  /// Makes the dependency; the presentation it dismisses is found when it is called.
  public init() {}

  /// Dismisses the feature this effect belongs to.
  public func callAsFunction(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard let dismiss = PresentationContext.dismiss else {
      reportIssue(
        """
        A reducer requested dismissal at "\(fileID):\(line)", but couldn't be dismissed. …

        "dismiss" only works in an effect of a feature presented with \
        "ifLet(\\.$destination, action: \\.destination)" or of a stack element run by \
        "forEach(\\.path, action: \\.path)". When a feature can run both presented and at the \
        root, check @Dependency(\\.isPresented) before calling @Dependency(\\.dismiss).
        """,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
      return
    }
    await dismiss()
  }
}

/// What a presented feature's effects know about their presentation, while they run.
@usableFromInline
enum PresentationContext {
  /// Sends the dismissal of the innermost presentation the running effect belongs to.
  @TaskLocal static var dismiss: (@Sendable () async -> Void)?

  /// How deep in presented features' reducers the thread `reducingThread` is.
  ///
  /// NB: Reducers run synchronously, on the main actor for a store, and a task-local value
  /// would cost an allocation per action to set. These are written only by the thread that
  /// reduces, around a presented feature's reducer, and another thread only compares them with
  /// itself; effects, which run later and elsewhere, see `dismiss` instead.
  @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) static var reducingDepth = 0
  @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) static var reducingThread:
    pthread_t?

  /// Whether the code running now belongs to a presented feature.
  static var isPresented: Bool {
    if dismiss != nil { return true }
    guard reducingDepth > 0, let reducingThread else { return false }
    return pthread_equal(reducingThread, pthread_self()) != 0
  }

  /// What `leavePresented(_:)` restores: the thread that was running a presented feature.
  @usableFromInline
  struct Outer {
    @usableFromInline let thread: pthread_t?

    @usableFromInline init(thread: pthread_t?) { self.thread = thread }

    /// Nothing to restore yet.
    @usableFromInline init() { self.thread = nil }
  }

  /// Starts running a presented feature's reducer, which then sees itself presented; returns
  /// what `leavePresented(_:)` restores.
  ///
  /// NB: Not generic, unlike `reducingPresented`: unspecialised, a generic call looks up the
  /// metadata of its result type.
  @inlinable @inline(__always)
  static func enterPresented() -> Outer {
    let outerThread = reducingThread
    reducingThread = pthread_self()
    reducingDepth += 1
    return Outer(thread: outerThread)
  }

  /// Ends what `enterPresented()` started.
  @inlinable @inline(__always)
  static func leavePresented(_ outer: Outer) {
    reducingDepth -= 1
    reducingThread = outer.thread
  }

  /// Runs `reduce`, a presented feature's reducer, so that it sees itself presented.
  static func reducingPresented<R>(_ reduce: () -> R) -> R {
    let outerThread = reducingThread
    reducingThread = pthread_self()
    reducingDepth += 1
    defer {
      reducingDepth -= 1
      reducingThread = outerThread
    }
    return reduce()
  }
}

private enum DismissEffectKey: DependencyKey {
  static let liveValue = DismissEffect()
  static let testValue = DismissEffect()
}

extension DependencyValues {
  /// Dismisses the presented feature whose effect calls it: `await dismiss()`.
  public var dismiss: DismissEffect {
    get { self[DismissEffectKey.self] }
    set { self[DismissEffectKey.self] = newValue }
  }

  /// Whether the feature reading it is presented (by `ifLet` on a ``PresentationState`` or as
  /// an element of a ``StackState``), in its reducer and in its effects.
  ///
  /// ```swift
  /// @Dependency(\.isPresented) var isPresented
  /// // …
  /// case .closeButtonTapped:
  ///   return isPresented ? .run { _ in await dismiss() } : .none
  /// ```
  public var isPresented: Bool { PresentationContext.isPresented }
}

import Foundation

/// Tests a feature step by step: each action sent and each action its effects feed back must be
/// asserted, with the exact state change it caused.
///
/// ```swift
/// @MainActor
/// @Test func incrementAndFetchFact() async {
///   let store = TestStore(initialState: Counter.State()) {
///     Counter()
///   } withDependencies: {
///     $0.numberFact.fetch = { "\($0) is a good number." }
///   }
///   await store.send(.incrementButtonTapped) { $0.count = 1 }
///   await store.send(.factButtonTapped) { $0.isLoading = true }
///   await store.receive(\.factResponse) {
///     $0.isLoading = false
///     $0.fact = "1 is a good number."
///   }
/// }
/// ```
///
/// Every mismatch is reported through IssueReporting with a diff, so it fails the running
/// Swift Testing or XCTest test. On Linux, link `KataTestSupport` into the test target so that
/// reports reach the test framework.
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// The current state of the feature.
  public private(set) var state: State
  /// The dependencies the reducer and its effects use; change them between steps as needed.
  public var dependencies: DependencyValues
  /// How strictly the test is checked; `.on` by default.
  public var exhaustivity: Exhaustivity = .on {
    didSet { completion.withLock { $0.isExhaustive = exhaustivity == .on } }
  }
  /// How long `receive(_:)` and ``finish(timeout:fileID:filePath:line:column:)`` wait by
  /// default.
  public var timeout: Duration = .seconds(1)

  let reducer: any Reducer<State, Action>
  let runtime = EffectRuntime()
  /// The state as of the last assertion.
  var assertedState: State {
    didSet { assertedSharedValues = sharedValues(in: assertedState) }
  }
  /// The values of the shared values in the state as of the last assertion, by reference.
  var assertedSharedValues: [ObjectIdentifier: Any] = [:]
  var receivedActions: [(action: Action, state: State)] = [] {
    didSet {
      let received = UncheckedSendable(receivedActions.map { $0.action as Any })
      completion.withLock { $0.receivedActions = received }
    }
  }
  /// Where each send that started effects was made, by effect tag.
  var effectOrigins: [Int: (action: Action, location: _SourceLocation)] = [:] {
    didSet {
      let origins = UncheckedSendable(
        effectOrigins.mapValues { (action: $0.action as Any, location: $0.location) })
      completion.withLock { $0.effectOrigins = origins }
    }
  }
  /// What the end-of-test checks need, readable from `deinit` wherever it runs.
  ///
  /// NB: `deinit` runs synchronously where the test releases the store, inside the test's task,
  /// so its reports are attributed to the test (an `isolated deinit` runs as a separate job).
  let completion = Locked(Completion())
  private var nextTag = 0

  /// Makes a test store for the feature `reducer` builds, starting from `initialState`.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: Builds the feature's reducer.
  ///   - prepareDependencies: Overrides dependencies; dependencies not overridden use their
  ///     test values, which report an issue when used.
  public init<R: Reducer<State, Action>>(
    initialState: State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in }
  ) {
    let dependencies = Dependencies.withDependencies {
      $0.context = .test
      $0.stackElementID = .incrementing()
      prepareDependencies(&$0)
    } operation: {
      DependencyValues._current
    }
    self.dependencies = dependencies
    self.reducer = Dependencies.withDependencies {
      $0 = dependencies
    } operation: {
      reducer()
    }
    self.state = initialState
    self.assertedState = initialState
    self.assertedSharedValues = sharedValues(in: initialState)
  }

  deinit {
    completion.withLock { $0.report(tracker: runtime.tracker) }
  }

  func reportInFlightEffects() {
    completion.withLock { $0.reportInFlightEffects(tracker: runtime.tracker) }
  }
}

/// The end-of-test checks of a ``TestStore``.
struct Completion: Sendable {
  var isExhaustive = true
  // NB: The values are only described (custom-dumped) when a report is made.
  var receivedActions = UncheckedSendable<[Any]>([])
  var effectOrigins = UncheckedSendable<[Int: (action: Any, location: _SourceLocation)]>([:])

  /// Reports what is left unasserted when the test store goes away.
  func report(tracker: EffectTracker) {
    guard isExhaustive else { return }
    // NB: An effect that has just delivered its last action may not have returned yet: its
    // tail runs on another thread and needs no main actor, so give it a moment.
    var waited = 0
    while waited < 200, effectOrigins.value.keys.contains(where: { tracker.isRunning(tag: $0) }) {
      usleep(500)
      waited += 1
    }
    let receivedActions = receivedActions.value.map { String(customDumping: $0) }
    if !receivedActions.isEmpty {
      reportIssue(
        """
        The store received \(receivedActions.count) unexpected \
        action\(receivedActions.count == 1 ? "" : "s"):

        \(receivedActions.map { "  " + $0 }.joined(separator: "\n"))

        Assert them with "receive", or skip them with "skipReceivedActions".
        """
      )
    }
    reportInFlightEffects(tracker: tracker)
  }

  func reportInFlightEffects(tracker: EffectTracker) {
    for (tag, origin) in effectOrigins.value.sorted(by: { $0.key < $1.key })
    where tracker.isRunning(tag: tag) {
      origin.location.report(
        """
        An effect returned for this action is still running. It must complete before the end \
        of the test:

          \(String(customDumping: origin.action).indent(by: 2).dropFirst(2))

        Wait for it with "await store.finish()", cancel it (for a long-living effect such as a \
        timer, send the action that stops it, or "await task.cancel()" on the task "send" \
        returned), or skip it with "await store.skipInFlightEffects()".
        """
      )
    }
  }
}

extension TestStore {

  /// Sends `action` and asserts the state it changes to.
  ///
  /// - Parameters:
  ///   - action: The action a user (or front end) sends.
  ///   - updateStateToExpectedResult: Mutates the state before the action into the state
  ///     expected after it. Omit it when the action should not change the state.
  ///   - fileID: The file an issue about this call is reported in; the caller's by default.
  ///   - filePath: The full path of that file; the caller's by default.
  ///   - line: The line an issue is reported at; the caller's by default.
  ///   - column: The column an issue is reported at; the caller's by default.
  /// - Returns: A task for the effects the action started.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if !receivedActions.isEmpty {
      if exhaustivity == .on {
        location.report(
          """
          Must handle \(receivedActions.count) received \
          action\(receivedActions.count == 1 ? "" : "s") before sending an action:

          \(receivedActions.map { "  " + String(customDumping: $0.action) }.joined(separator: "\n"))
          """
        )
      }
      skipReceived(showing: exhaustivity, location: location)
    }
    let before = state
    // NB: The assertion runs with the stack element ids as they were before the action, so
    // `$0.path.append(…)` in it gets the id the reducer's `append` got.
    let stackElementIDs = dependencies.stackElementID.copy()
    let tag = makeTag()
    let after = reduce(action, tag: tag, isReceived: false)
    effectOrigins[tag] = (action, location)
    let update = updateStateToExpectedResult.map { update in
      { (state: inout State) throws -> Void in
        try withDependencies {
          $0.stackElementID = stackElementIDs
        } operation: {
          try update(&state)
        }
      }
    }
    expectState(from: before, to: after, update, location: location)
    assertedState = after
    await Task.megaYield()
    return TestStoreTask(tag: tag, tracker: runtime.tracker)
  }

  private func makeTag() -> Int {
    defer { nextTag += 1 }
    return nextTag
  }

  /// Runs the reducer for `action` and starts its effect.
  ///
  /// Actions effects send are reduced as they arrive and queued for `receive`, as is
  /// `action` itself when an effect sent it (`isReceived`). Returns the state right after
  /// `action`.
  @discardableResult
  func reduce(_ action: Action, tag: Int, isReceived: Bool) -> State {
    var queue = [action]
    var stateAfterAction = state
    var index = 0
    while index < queue.count {
      let current = queue[index]
      let effect = DependencyValues.$_current.withValue(dependencies) {
        reducer.reduce(into: &state, action: current)
      }
      if index > 0 || isReceived {
        receivedActions.append((current, state))
      }
      if index == 0 { stateAfterAction = state }
      index += 1
      runtime.start(
        effect.operation,
        tag: tag,
        send: Send { [weak self] in self?.reduce($0, tag: tag, isReceived: true) },
        enqueue: { queue.append($0) }
      )
    }
    return stateAfterAction
  }

  /// Checks that applying `update` to `before` gives `after`, as the exhaustivity asks.
  func expectState(
    from before: State,
    to after: State,
    _ update: ((inout State) throws -> Void)?,
    location: _SourceLocation
  ) {
    // NB: Shared values read and write expected copies while the assertion runs; see
    // `SharedAssertionContext`.
    let expectedShared = exhaustivity == .on ? assertedSharedValues : sharedValues(in: after)
    let context = SharedAssertionContext(expected: expectedShared)
    SharedAssertionContext.$current.withValue(context) {
      expectStateComparingShared(from: before, to: after, update, location: location)
    }
  }

  private func expectStateComparingShared(
    from before: State,
    to after: State,
    _ update: ((inout State) throws -> Void)?,
    location: _SourceLocation
  ) {
    do {
      switch exhaustivity {
      case .on:
        var expected = before
        try update?(&expected)
        guard expected != after else { return }
        let difference =
          [
            diff(expected, after, format: .proportional),
            SharedAssertionContext.current?.describeSharedDifferences(),
          ]
          .compactMap { $0 }.joined(separator: "\n\n")
        location.report(
          update == nil
            ? """
            State was not expected to change, but a change occurred: …

            \(difference.indent(by: 2))

            (Expected: −, Actual: +)
            """
            : """
            A state change does not match expectation: …

            \(difference.indent(by: 2))

            (Expected: −, Actual: +)
            """
        )
      case let .off(showSkippedAssertions):
        var expected = after
        try update?(&expected)
        if expected != after {
          let difference = diff(expected, after, format: .proportional) ?? ""
          location.report(
            """
            A state change does not match expectation: …

            \(difference.indent(by: 2))

            (Expected: −, Actual: +)
            """
          )
          return
        }
        guard showSkippedAssertions else { return }
        var exhaustive = before
        try update?(&exhaustive)
        if exhaustive != after, let difference = diff(exhaustive, after, format: .proportional) {
          withExpectedIssue {
            location.report(
              """
              A state change was not asserted (skipped in a non-exhaustive test): …

              \(difference.indent(by: 2))

              (Expected: −, Actual: +)
              """
            )
          }
        }
      }
    } catch {
      location.report("Threw error while asserting the state: \(error)")
    }
  }

  /// Applies the state changes of received actions without asserting them.
  func skipReceived(showing exhaustivity: Exhaustivity, location: _SourceLocation) {
    if case .off(showSkippedAssertions: true) = exhaustivity {
      for received in receivedActions {
        withExpectedIssue {
          location.report("Skipped receiving \(String(customDumping: received.action))")
        }
      }
    }
    if let last = receivedActions.last { assertedState = last.state }
    receivedActions.removeAll()
  }
}

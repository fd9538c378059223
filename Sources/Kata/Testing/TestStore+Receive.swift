import Foundation

extension TestStore where Action: Equatable {
  /// Asserts that the next action an effect sent is `expectedAction`, and the state it changed
  /// to.
  ///
  /// ```swift
  /// await store.receive(.timerTicked) { $0.count = 1 }
  /// ```
  public func receive(
    _ expectedAction: Action,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      matching: { $0 == expectedAction },
      description: String(customDumping: expectedAction),
      expected: expectedAction,
      timeout: timeout,
      updateStateToExpectedResult,
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

extension TestStore {
  /// Asserts that the next action an effect sent is of the case `actionCase`, and the state it
  /// changed to.
  ///
  /// ```swift
  /// await store.receive(\.factResponse) { $0.fact = "1 is a good number." }
  /// ```
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let casePath = AnyCasePath(actionCase)
    await receiveAction(
      matching: { casePath.extract(from: $0) != nil },
      description: "an action of the case \(actionCase)",
      expected: nil,
      timeout: timeout,
      updateStateToExpectedResult,
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that the next action an effect sent is of the case `actionCase` with the
  /// associated value `value`, and the state it changed to.
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let casePath = AnyCasePath(actionCase)
    await receiveAction(
      matching: { casePath.extract(from: $0) == value },
      description: "an action of the case \(actionCase) with \(String(customDumping: value))",
      expected: nil,
      timeout: timeout,
      updateStateToExpectedResult,
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that the next action an effect sent satisfies `isMatching`.
  public func receive(
    _ isMatching: @escaping (_ action: Action) -> Bool,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      matching: isMatching,
      description: "an action matching the predicate",
      expected: nil,
      timeout: timeout,
      updateStateToExpectedResult,
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  private func receiveAction(
    matching isMatching: (Action) -> Bool,
    description: String,
    expected: Action?,
    timeout: Duration?,
    _ updateStateToExpectedResult: ((inout State) throws -> Void)?,
    location: _SourceLocation
  ) async {
    let timeout = timeout ?? self.timeout
    let found = await waitForReceivedAction(timeout: timeout) {
      self.exhaustivity == .on ? !$0.isEmpty : $0.contains { isMatching($0.action) }
    }
    guard found else {
      let running = runtime.tracker.runningCount > 0
      location.report(
        running
          ? """
          Expected to receive \(description), but received none after \(timeout).

          Effects are still running: if the action comes later (a debounce, a clock), advance \
          the test clock first or pass a longer "timeout".
          """
          : "Expected to receive \(description), but no action was received and no effect is running."
      )
      return
    }
    if exhaustivity != .on,
      let index = receivedActions.firstIndex(where: { isMatching($0.action) }),
      index > 0
    {
      let skipped = Array(receivedActions[..<index])
      receivedActions.removeFirst(index)
      if case .off(showSkippedAssertions: true) = exhaustivity {
        for received in skipped {
          withExpectedIssue {
            location.report("Skipped receiving \(String(customDumping: received.action))")
          }
        }
      }
      if let last = skipped.last { assertedState = last.state }
    }
    let (action, stateAfter) = receivedActions.removeFirst()
    guard isMatching(action) else {
      let difference = expected.flatMap { diff($0, action, format: .proportional) }
      location.report(
        """
        Received unexpected action: …

        \((difference ?? "  " + String(customDumping: action)).indent(by: difference == nil ? 0 : 2))
        \(difference == nil ? "\nExpected: \(description)" : "\n(Expected: −, Received: +)")
        """
      )
      assertedState = stateAfter
      return
    }
    expectState(
      from: assertedState, to: stateAfter, updateStateToExpectedResult, location: location)
    assertedState = stateAfter
    await Task.megaYield()
  }

  /// Waits until `isReady` holds for the received actions, no effect is left that could send
  /// one, or `timeout` passes.
  func waitForReceivedAction(
    timeout: Duration,
    until isReady: ([(action: Action, state: State)]) -> Bool
  ) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var spins = 0
    while !isReady(receivedActions) {
      if runtime.tracker.runningCount == 0 { await Task.megaYield() }
      if isReady(receivedActions) { return true }
      if runtime.tracker.runningCount == 0 || clock.now >= deadline { return false }
      spins += 1
      if spins < 100 {
        await Task.yield()
      } else {
        try? await Task.sleep(for: .milliseconds(1))
      }
    }
    return true
  }

  /// Asserts that every effect has finished, waiting up to `timeout` for them.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let timeout = timeout ?? self.timeout
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var spins = 0
    while runtime.tracker.runningCount > 0, clock.now < deadline {
      spins += 1
      if spins < 100 {
        await Task.yield()
      } else {
        try? await Task.sleep(for: .milliseconds(1))
      }
    }
    await Task.megaYield()
    guard runtime.tracker.runningCount > 0 else { return }
    if exhaustivity == .on {
      reportInFlightEffects()
    }
  }

  /// Cancels every effect still running, so they are not reported at the end of the test.
  public func skipInFlightEffects() async {
    runtime.tracker.cancelAll()
    await runtime.tracker.finishAll()
  }
}

/// The effects started by one `TestStore.send`.
public struct TestStoreTask: Sendable {
  let tag: Int
  let tracker: EffectTracker

  /// Cancels the effects and waits until they stopped.
  public func cancel() async {
    tracker.cancel(tag: tag)
    await tracker.finish(tag: tag)
  }

  /// Waits until the effects have finished (they must, within the store's timeout).
  public func finish() async {
    await tracker.finish(tag: tag)
  }

  /// Whether the effects were cancelled or finished.
  public var isCancelled: Bool { !tracker.isRunning(tag: tag) }
}

extension Task where Success == Never, Failure == Never {
  /// Yields many times, so work started by an effect gets to its next suspension point.
  static func megaYield(count: Int = 20) async {
    for _ in 0..<count { await Task.yield() }
  }
}

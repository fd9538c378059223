/// The test store of the feature `R`: `TestStoreOf<Feature>` is
/// `TestStore<Feature.State, Feature.Action>`.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable

extension TestStore {
  /// Sends the action of the case `actionCase` with `value`, and asserts the state it changes
  /// to.
  ///
  /// ```swift
  /// await store.send(\.queryChanged, "Kyoto") { $0.query = "Kyoto" }
  /// ```
  @discardableResult
  public func send<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      actionCase(value), assert: updateStateToExpectedResult, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Sends the action of the case `actionCase`, which has no associated value, and asserts the
  /// state it changes to.
  ///
  /// ```swift
  /// await store.send(\.view.incrementButtonTapped) { $0.count = 1 }
  /// ```
  @discardableResult
  public func send(
    _ actionCase: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      actionCase(()), assert: updateStateToExpectedResult, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// Asserts the current state without sending an action: what changed since the last
  /// assertion (a shared value another feature wrote, say) must be exactly what
  /// `updateStateToExpectedResult` does.
  ///
  /// ```swift
  /// store.assert {
  ///   $0.count = 3
  /// }
  /// ```
  public func assert(
    _ updateStateToExpectedResult: @escaping (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    expectState(
      from: assertedState, to: state, updateStateToExpectedResult,
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    assertedState = state
  }

  /// Runs `operation` with ``exhaustivity`` set to `exhaustivity`, then restores it.
  ///
  /// ```swift
  /// await store.withExhaustivity(.off) {
  ///   await store.send(.refresh)
  ///   await store.receive(\.refreshResponse) { $0.isLoading = false }
  /// }
  /// ```
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () async throws -> R
  ) async rethrows -> R {
    let previous = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = previous }
    return try await operation()
  }

  /// Runs `operation` with ``exhaustivity`` set to `exhaustivity`, then restores it.
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () throws -> R
  ) rethrows -> R {
    let previous = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = previous }
    return try operation()
  }

  /// Applies the state changes of every action received so far without asserting them.
  ///
  /// - Parameters:
  ///   - strict: When `true` (the default), it is an issue that there was nothing to skip: the
  ///     test no longer does what it says.
  ///   - fileID: The file an issue about this call is reported in; the caller's by default.
  ///   - filePath: The full path of that file; the caller's by default.
  ///   - line: The line an issue is reported at; the caller's by default.
  ///   - column: The column an issue is reported at; the caller's by default.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.megaYield()
    let location = _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if strict, receivedActions.isEmpty {
      location.report("There were no received actions to skip.")
      return
    }
    skipReceived(showing: exhaustivity, location: location)
  }
}

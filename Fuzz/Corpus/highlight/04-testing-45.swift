import CounterCore

// snippet.hide
await withIssueReporters([PrintingReporter()]) {
// snippet.show
@MainActor func factNeverReceived() async {
  let store = TestStore(initialState: Counter.State()) {
    Counter()
  } withDependencies: {
    $0.numberFact.fetch = { "\($0) is zero." }
  }
  await store.send(.factButtonTapped) { $0.isLoadingFact = true }
  await store.finish()
}

@MainActor func timerLeftRunning() async {
  let store = TestStore(initialState: Counter.State()) {
    Counter()
  } withDependencies: {
    $0.continuousClock = TestClock()
  }
  await store.send(.toggleTimerButtonTapped) { $0.isTimerRunning = true }
}

await factNeverReceived()
await timerLeftRunning()
// snippet.hide
}

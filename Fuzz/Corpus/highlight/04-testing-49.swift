import CounterCore

// snippet.hide
await withIssueReporters([PrintingReporter()]) {
// snippet.show
let store = TestStore(initialState: Counter.State()) {
  Counter()
} withDependencies: {
  $0.numberFact.fetch = { "\($0) is a fine number." }
}
store.exhaustivity = .off(showSkippedAssertions: true)

await store.send(.incrementButtonTapped)
await store.send(.incrementButtonTapped)
await store.send(.factButtonTapped)
await store.receive(\.factResponse) {
  $0.fact = "2 is a fine number."
}
// snippet.hide
}

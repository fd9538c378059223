import CounterCore

// snippet.hide
await withIssueReporters([PrintingReporter()]) {
// snippet.show
let store = TestStore(initialState: Counter.State(count: 2)) {
  Counter()
} withDependencies: {
  $0.numberFact.fetch = { "\($0) is even." }
}
await store.send(.factButtonTapped) { $0.isLoadingFact = true }
await store.receive(.factResponse("2 is prime.")) {
  $0.isLoadingFact = false
  $0.fact = "2 is prime."
}
// snippet.hide
}

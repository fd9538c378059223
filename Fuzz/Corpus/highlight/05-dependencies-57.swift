let store = Store(initialState: Counter.State()) {
  Counter()
} withDependencies: {
  $0.numberFact = numberFact
}

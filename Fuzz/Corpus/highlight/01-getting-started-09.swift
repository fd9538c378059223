let store = Store(initialState: FactCounter.State()) {
  FactCounter()
}
store.send(.incrementButtonTapped)
await store.send(.factButtonTapped).finish()
print(store.state.fact ?? "no fact")

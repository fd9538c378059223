let store = Store(initialState: Groceries.State()) {
  Groceries().logActions()
}
await store.send(.loadButtonTapped).finish()
store.send(.draftChanged("Eggs"))

let store = Store(initialState: Counter.State()) {
  Counter()
}
store.send(.incrementButtonTapped)
store.send(.incrementButtonTapped)
store.send(.decrementButtonTapped)
print("count:", store.state.count)

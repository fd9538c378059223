import CounterCore
import Kata

let store = Store(initialState: Counter.State()) {
  Counter()._printChanges(.actionLabels)
}
store.send(.incrementButtonTapped)
store.send(.incrementButtonTapped)
store.send(.decrementButtonTapped)

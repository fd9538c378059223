import Kata

struct Counter: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action { case incrementButtonTapped }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.count += 1
      return .none
    }
  }
}

let store = Store(initialState: Counter.State()) { Counter() }
store.send(.incrementButtonTapped)

import Kata

@Reducer
struct Account {
  struct State: Equatable {
    var log: [String] = []
  }

  enum Action: Equatable {
    case draftSaved
    case sessionCleared
    case signOutButtonTapped
    case signedOut
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .signOutButtonTapped:
        return .concatenate(
          .run { send in
            try await Task.sleep(for: .milliseconds(20))  // writing the draft to disk
            await send(.draftSaved)
          },
          .run { send in await send(.sessionCleared) },
          .send(.signedOut)
        )

      case .draftSaved, .sessionCleared, .signedOut:
        state.log.append("\(action)")
        return .none
      }
    }
  }
}

let store = Store(initialState: Account.State()) { Account() }
await store.send(.signOutButtonTapped).finish()
print(store.log)

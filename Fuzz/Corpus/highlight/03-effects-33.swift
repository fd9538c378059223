import Kata

@Reducer
struct Countdown {
  struct State: Equatable {
    var secondsLeft = 0
  }

  enum Action: Equatable {
    case startButtonTapped
    case timerTicked
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startButtonTapped:
        state.secondsLeft = 3
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.timerTicked)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)

      case .timerTicked:
        state.secondsLeft -= 1
        return state.secondsLeft == 0 ? .cancel(id: CancelID.timer) : .none
      }
    }
  }
}

let store = Store(initialState: Countdown.State()) {
  Countdown()
} withDependencies: {
  $0.continuousClock = ImmediateClock()
}
let subscription = store.observe(\.secondsLeft) { print("seconds left:", $0) }
await store.send(.startButtonTapped).finish()
print("the timer has stopped")
subscription.cancel()

import Foundation
import Kata

/// A counter with a fact effect, a timer and a debounced search: the features the tests use.
struct Counter: Reducer {
  struct State: Equatable, Codable {
    var count = 0
    var fact: String?
    var isTimerOn = false
  }

  @CasePathable
  enum Action: Equatable, Codable {
    case decrementButtonTapped
    case factButtonTapped
    case factResponse(String)
    case incrementButtonTapped
    case timerTicked
    case toggleTimerButtonTapped
  }

  enum CancelID { case fact, timer }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .factButtonTapped:
        return .run { [count = state.count] send in
          try await clock.sleep(for: .seconds(1))
          await send(.factResponse("\(count) is a number."))
        }
        .cancellable(id: CancelID.fact, cancelInFlight: true)
      case let .factResponse(fact):
        state.fact = fact
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .timerTicked:
        state.count += 1
        return .none
      case .toggleTimerButtonTapped:
        state.isTimerOn.toggle()
        guard state.isTimerOn else { return .cancel(id: CancelID.timer) }
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.timerTicked)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)
      }
    }
  }
}

/// Records the order effects deliver in.
struct Sequencer: Reducer {
  struct State: Equatable { var log: [String] = [] }
  @CasePathable
  enum Action: Equatable {
    case merged, concatenated, sent, log(String)
  }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .merged:
      return .merge(
        .run { send in
          try await clock.sleep(for: .seconds(2))
          await send(.log("slow"))
        },
        .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.log("fast"))
        }
      )
    case .concatenated:
      return .concatenate(
        .run { send in
          try await clock.sleep(for: .seconds(2))
          await send(.log("slow"))
        },
        .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.log("fast"))
        },
        .send(.log("last"))
      )
    case .sent:
      return .merge(.send(.log("a")), .send(.log("b")))
    case let .log(entry):
      state.log.append(entry)
      return .none
    }
  }
}

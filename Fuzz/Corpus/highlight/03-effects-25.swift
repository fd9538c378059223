@Reducer
struct Facts {
  struct State: Equatable {
    var count = 0
    var facts: [String] = []
  }

  enum Action: Equatable {
    case factButtonTapped
    case factResponse(String)
    case incrementButtonTapped
    case resetButtonTapped
  }

  enum CancelID { case fact }

  @Dependency(\.numberFact) var numberFact

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .factButtonTapped:
        return .run { [count = state.count] send in
          await send(.factResponse(try await numberFact.fetch(count)))
        } catch: { error, send in
          await send(.factResponse("No fact: \(error)"))
        }
        .cancellable(id: CancelID.fact, cancelInFlight: true)

      case .factResponse(let fact):
        state.facts.append(fact)
        return .none

      case .incrementButtonTapped:
        state.count += 1
        return .none

      case .resetButtonTapped:
        state.count = 0
        return .cancel(id: CancelID.fact)
      }
    }
  }
}

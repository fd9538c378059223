import Kata
import SearchCore

struct CitySearch: Reducer {
  struct State: Equatable {
    var searchQuery = ""
    var results: [City] = []
  }

  @CasePathable
  enum Action: Equatable {
    case searchQueryChanged(String)
    case searchQueryChangeDebounced
    case searchResponse([City])
  }

  enum CancelID { case debounce, search }

  @Dependency(\.cityClient) var cityClient
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .searchQueryChanged(query):
        state.searchQuery = query
        guard !query.isEmpty else {
          state.results = []
          return .merge(.cancel(id: CancelID.debounce), .cancel(id: CancelID.search))
        }
        return .run { send in
          try await clock.sleep(for: .milliseconds(300))
          await send(.searchQueryChangeDebounced)
        }
        .cancellable(id: CancelID.debounce, cancelInFlight: true)

      case .searchQueryChangeDebounced:
        return .run { [query = state.searchQuery] send in
          await send(.searchResponse(try await cityClient.search(query, 10)))
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)

      case let .searchResponse(cities):
        state.results = cities
        return .none
      }
    }
  }
}

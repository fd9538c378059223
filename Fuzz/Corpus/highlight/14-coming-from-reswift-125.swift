import Kata

struct GroceryStorage: DependencyKey, Sendable {
  var load: @Sendable () async throws -> [String]

  static let liveValue = GroceryStorage { ["Bread", "Milk"] }
  static let testValue = GroceryStorage(load: unimplemented("GroceryStorage.load"))
}

@Reducer
struct Groceries {
  @ObservableState
  struct State: Equatable {
    var draft = ""
    var isLoading = false
    var items: [String] = []
  }

  enum Action: Equatable, Codable {
    case addButtonTapped
    case draftChanged(String)
    case loadButtonTapped
    case savedListLoaded([String])
  }

  @Dependency(GroceryStorage.self) var storage

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        guard !state.draft.isEmpty else { return .none }
        state.items.append(state.draft)
        state.draft = ""
        return .none

      case let .draftChanged(draft):
        state.draft = draft
        return .none

      case .loadButtonTapped:
        state.isLoading = true
        return .run { send in
          await send(.savedListLoaded(try await storage.load()))
        }

      case let .savedListLoaded(items):
        state.isLoading = false
        state.items = items
        return .none
      }
    }
  }
}

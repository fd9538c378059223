import ReSwift

struct AppState: Equatable {
  var draft = ""
  var isLoading = false
  var items: [String] = []
}

enum GroceryAction: Action {
  case addButtonTapped
  case draftChanged(String)
  case loadButtonTapped
  case savedListLoaded([String])
}

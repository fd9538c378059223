@Reducer
struct Inbox {
  struct State: Equatable {
    @Presents var sheet: Detail.State?
  }
  enum Action: Equatable {
    case sheet(PresentationAction<Detail.Action>)
    case composeButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .composeButtonTapped:
        state.sheet = Detail.State(title: "New")
        return .none
      case .sheet:
        return .none
      }
    }
    .ifLet(\.$sheet, action: \.sheet) {
      Detail()
    }
  }
}

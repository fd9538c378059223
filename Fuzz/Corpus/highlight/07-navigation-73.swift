public var body: some ReducerOf<Self> {
  Reduce { state, action in
    switch action {
    case .computerPlayerChanged(let computer):
      state.computer = computer
      return .none

    case .game:
      return .none

    case .letsPlayButtonTapped:
      guard state.isLetsPlayButtonEnabled else { return .none }
      state.game = Game.State(
        oPlayerName: state.computer == .o ? Self.computerName : state.oPlayerName,
        xPlayerName: state.computer == .x ? Self.computerName : state.xPlayerName,
        computer: state.computer)
      return .none

    case .logoutButtonTapped:
      return .none

    case .oPlayerNameChanged(let name):
      state.oPlayerName = name
      return .none

    case .xPlayerNameChanged(let name):
      state.xPlayerName = name
      return .none
    }
  }
  .ifLet(\.$game, action: \.game) {
    Game()
  }
}

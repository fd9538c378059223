public var body: some ReducerOf<Self> {
  Reduce { state, action in
    switch action {
    case .cellTapped(let row, let column):
      guard (0..<3).contains(row), (0..<3).contains(column),
        state.board[row, column] == nil,
        !state.board.hasWinner,
        state.currentPlayer != state.computer
      else { return .none }
      state.play(row * 3 + column)
      state.playComputerMove()
      return .none

    case .playAgainButtonTapped:
      state = State(
        oPlayerName: state.oPlayerName, xPlayerName: state.xPlayerName,
        computer: state.computer)
      return .none

    case .quitButtonTapped:
      return .run { _ in await dismiss() }
    }
  }
}

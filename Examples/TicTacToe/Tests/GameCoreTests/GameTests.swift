import GameCore
import Kata
import KataTestSupport
import Testing

@MainActor
@Suite struct GameTests {
  @Test func winnerFlowStopsTheGameOnThreeInALine() async {
    let store = TestStore(
      initialState: Game.State(oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr.")
    ) {
      Game()
    }

    await store.send(.cellTapped(row: 0, column: 0)) {
      $0.board[0, 0] = .x
      $0.currentPlayer = .o
    }
    await store.send(.cellTapped(row: 2, column: 1)) {
      $0.board[2, 1] = .o
      $0.currentPlayer = .x
    }
    await store.send(.cellTapped(row: 1, column: 0)) {
      $0.board[1, 0] = .x
      $0.currentPlayer = .o
    }
    await store.send(.cellTapped(row: 1, column: 1)) {
      $0.board[1, 1] = .o
      $0.currentPlayer = .x
    }
    await store.send(.cellTapped(row: 2, column: 0)) {
      $0.board[2, 0] = .x
    }
    #expect(store.state.board.winner == .x)
    #expect(store.state.board.winningLine == [0, 3, 6])
    // NB: The game is over: a tap on an empty cell changes nothing.
    await store.send(.cellTapped(row: 2, column: 2))
  }

  @Test func tieFlowThenPlayAgainClearsTheBoard() async {
    let store = TestStore(
      initialState: Game.State(oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr.")
    ) {
      Game()
    }

    let moves: [(row: Int, column: Int, player: Player)] = [
      (0, 0, .x), (2, 2, .o), (1, 0, .x), (2, 0, .o), (2, 1, .x), (1, 2, .o), (0, 2, .x),
      (0, 1, .o), (1, 1, .x),
    ]
    for move in moves {
      await store.send(.cellTapped(row: move.row, column: move.column)) {
        $0.board[move.row, move.column] = move.player
        $0.currentPlayer = move.player.opponent
      }
    }
    #expect(store.state.board.isFilled)
    #expect(store.state.board.winner == nil)

    await store.send(.playAgainButtonTapped) {
      $0 = Game.State(oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr.")
    }
  }

  @Test func tapOnAMarkedOrMissingCellDoesNothing() async {
    let store = TestStore(initialState: Game.State(oPlayerName: "O", xPlayerName: "X")) {
      Game()
    }

    await store.send(.cellTapped(row: 1, column: 1)) {
      $0.board[1, 1] = .x
      $0.currentPlayer = .o
    }
    await store.send(.cellTapped(row: 1, column: 1))
    await store.send(.cellTapped(row: 3, column: 0))
    await store.send(.cellTapped(row: 0, column: -1))
  }

  @Test func computerAnswersEachMoveAtOnce() async {
    let store = TestStore(
      initialState: Game.State(oPlayerName: "Computer", xPlayerName: "Blob", computer: .o)
    ) {
      Game()
    }

    await store.send(.cellTapped(row: 0, column: 0)) {
      $0.board[0, 0] = .x
      // NB: The only answer to a corner that does not lose is the centre.
      $0.board[1, 1] = .o
    }
    await store.send(.cellTapped(row: 2, column: 2)) {
      $0.board[2, 2] = .x
      $0.board[0, 1] = .o
    }
  }

  @Test func computerPlayingXMovesFirstAndAgainAfterPlayAgain() async throws {
    let state = Game.State(oPlayerName: "Blob", xPlayerName: "Computer", computer: .x)
    #expect(state.board.emptyCells.count == 8, "the computer has made its first move")
    #expect(state.currentPlayer == .o)
    let store = TestStore(initialState: state) { Game() }

    let first = try #require(state.board.cells.firstIndex(of: .x))
    let reply = first == 4 ? 0 : 4
    await store.send(.cellTapped(row: reply / 3, column: reply % 3)) {
      $0.board[reply] = .o
      let answer = ComputerPlayer.bestMove(on: $0.board) ?? -1
      $0.board[answer] = .x
    }
    await store.send(.playAgainButtonTapped) {
      $0 = state
    }
  }

  @Test func tapsDuringTheComputersTurnAreIgnored() async {
    var state = Game.State(oPlayerName: "Computer", xPlayerName: "Blob", computer: .o)
    // NB: A state where it is the computer's turn, as a recording could replay it.
    state.currentPlayer = .o
    let store = TestStore(initialState: state) { Game() }

    await store.send(.cellTapped(row: 0, column: 0))
  }
}

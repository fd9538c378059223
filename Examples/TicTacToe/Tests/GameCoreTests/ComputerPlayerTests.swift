import GameCore
import Testing

@Suite struct ComputerPlayerTests {
  /// Plays every game a human can play against the computer, through the game's reducer.
  @Test(arguments: [Player.x, Player.o])
  func computerNeverLoses(computer: Player) {
    var results: [String: Int] = [:]
    var lost: [String] = []

    func play(_ state: Game.State) {
      guard !state.board.isOver else {
        switch state.board.winner {
        case computer: results["computer wins", default: 0] += 1
        case nil: results["tie", default: 0] += 1
        default:
          results["human wins", default: 0] += 1
          lost.append(state.board.notation)
        }
        return
      }
      #expect(state.currentPlayer == computer.opponent, "the computer has answered")
      for cell in state.board.emptyCells {
        var next = state
        _ = Game().reduce(into: &next, action: .cellTapped(row: cell / 3, column: cell % 3))
        #expect(next.board.emptyCells.count < state.board.emptyCells.count)
        play(next)
      }
    }
    play(Game.State(oPlayerName: "O", xPlayerName: "X", computer: computer))

    #expect(lost.isEmpty, "the computer lost: \(lost.prefix(5))")
    #expect(results["human wins"] == nil)
    #expect((results["tie"] ?? 0) > 0, "a perfect human draws")
    #expect((results["computer wins"] ?? 0) > 0, "a careless human loses")
  }

  /// Checks every position a game can reach against a plain minimax written apart from it.
  @Test func everyMoveKeepsTheBestOutcome() throws {
    var solver = PlainMinimax()
    var positions = Set<Board>()
    func visit(_ board: Board) {
      guard positions.insert(board).inserted, let player = board.playerToMove else { return }
      for cell in board.emptyCells {
        var next = board
        next[cell] = player
        visit(next)
      }
    }
    visit(Board())
    #expect(positions.count == 5_478, "every position a game reaches")

    for board in positions where !board.isOver {
      let value = solver.value(of: board)
      let move = try #require(ComputerPlayer.bestMove(on: board), "\(board.notation)")
      #expect(board[move] == nil, "\(board.notation): \(move) is taken")
      var next = board
      next[move] = board.playerToMove
      #expect(
        -solver.value(of: next) == value,
        "\(board.notation): cell \(move) gives away the best outcome, \(value)")
      let expected: ComputerPlayer.Outcome = value > 0 ? .win : value < 0 ? .loss : .draw
      #expect(ComputerPlayer.outcome(of: board) == expected, "\(board.notation)")
    }
  }

  @Test func takesAWinAtOnceAndBlocksALoss() throws {
    #expect(ComputerPlayer.bestMove(on: try Board(notation: "XX.OO....")) == 2)
    #expect(ComputerPlayer.bestMove(on: try Board(notation: "XX.O.....")) == 2)
    #expect(ComputerPlayer.bestMove(on: try Board(notation: "OO.XX.X..")) == 2)
    #expect(ComputerPlayer.bestMove(on: try Board(notation: "X.X.O....")) == 1)
  }

  @Test func noMoveOnAFinishedBoard() throws {
    #expect(ComputerPlayer.bestMove(on: try Board(notation: "XOXXOOOXX")) == nil)
    #expect(ComputerPlayer.bestMove(on: try Board(notation: "XXXOO....")) == nil)
  }
}

/// Minimax as a textbook writes it: +1 when the side to move wins, 0 draw, -1 loss.
private struct PlainMinimax {
  private var memo: [Board: Int] = [:]

  mutating func value(of board: Board) -> Int {
    if let known = memo[board] { return known }
    let value: Int
    if board.winner != nil {
      value = -1
    } else if let player = board.playerToMove {
      value =
        board.emptyCells.map { cell -> Int in
          var next = board
          next[cell] = player
          return -self.value(of: next)
        }.max() ?? 0
    } else {
      value = 0
    }
    memo[board] = value
    return value
  }
}

@Suite struct BestMoveNotationTests {
  @Test func numbersTheMoveFromOneRowByRow() throws {
    #expect(try ComputerPlayer.bestMove(notation: "XX.OO....") == 3)
    #expect(try ComputerPlayer.bestMove(notation: "OO.XX.X..") == 3)
    #expect(try ComputerPlayer.bestMove(notation: "X........") == 5)
  }

  @Test func aFinishedBoardHasNoMove() {
    #expect(throws: BoardError.gameOver(winner: nil)) {
      try ComputerPlayer.bestMove(notation: "XOXXOOOXX")
    }
    #expect(throws: BoardError.gameOver(winner: .x)) {
      try ComputerPlayer.bestMove(notation: "XXXOO....")
    }
    #expect(throws: BoardError.wrongLength(0)) { try ComputerPlayer.bestMove(notation: "") }
  }
}

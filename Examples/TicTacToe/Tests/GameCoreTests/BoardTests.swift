import GameCore
import Testing

@Suite struct BoardTests {
  @Test func everyLineOfThreeWins() throws {
    for line in Board.lines {
      var board = Board()
      for cell in line { board[cell] = .o }
      #expect(board.winner == .o, "line \(line)")
      #expect(board.winningLine == line)
      #expect(board.isOver)
    }
  }

  @Test func twoInALineIsNotAWin() throws {
    let board = try Board(notation: "XX.OO....")
    #expect(board.winner == nil)
    #expect(!board.isOver)
    #expect(board.playerToMove == .x)
  }

  @Test func aFullBoardWithoutALineIsATie() throws {
    let board = try Board(notation: "XOXXOOOXX")
    #expect(board.isFilled)
    #expect(board.winner == nil)
    #expect(board.playerToMove == nil)
  }

  @Test func notationRoundTrips() throws {
    let board = try Board(notation: "x.o.X...O")
    #expect(board.notation == "X.O.X...O")
    #expect(board[0, 0] == .x)
    #expect(board[0, 2] == .o)
    #expect(board[2, 2] == .o)
    #expect(board.playerToMove == .x)
  }

  @Test func malformedNotationSaysWhatIsWrong() {
    #expect(throws: BoardError.wrongLength(8)) { try Board(notation: "X.O.X...") }
    #expect(throws: BoardError.wrongLength(10)) { try Board(notation: "X.O.X.....") }
    #expect(throws: BoardError.invalidCharacter("-", position: 4)) {
      try Board(notation: "X.O-X....")
    }
    #expect(throws: BoardError.impossibleCounts(xs: 1, os: 2)) { try Board(notation: "XOO......") }
    #expect(throws: BoardError.impossibleCounts(xs: 3, os: 1)) { try Board(notation: "XXXO.....") }
    #expect(throws: BoardError.bothWin) { try Board(notation: "XXXOOO...") }
  }

  @Test func errorMessagesAreOneActionableLine() {
    let errors: [BoardError] = [
      .wrongLength(1), .invalidCharacter("?", position: 9), .impossibleCounts(xs: 0, os: 1),
      .bothWin,
    ]
    for error in errors {
      #expect(!error.description.contains("\n"))
    }
    #expect(
      BoardError.wrongLength(1).description
        == "the board has 1 character, not 9; write nine characters X, O or . row by row, "
        + "such as X...O....")
  }
}

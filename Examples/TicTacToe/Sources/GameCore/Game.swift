import Kata

/// A game of tic-tac-toe between two players, or a player and the ``ComputerPlayer``.
///
/// X moves first. A tap on an empty cell marks it for the player whose turn it is and hands
/// the turn over, unless the move wins; once someone wins or the board is full, taps do
/// nothing. When the computer plays a side, it answers each move at once, in the same action,
/// and moves first when it plays X. Quitting dismisses the game: it is presented by the
/// new-game form, which it does not know.
public struct Game: Reducer, Sendable {
  /// The board, whose turn it is, and who plays.
  public struct State: Equatable, Codable, Sendable {
    /// The marks so far.
    public var board = Board()
    /// Whose turn it is; after a win, the winner.
    public var currentPlayer = Player.x
    /// The name of the player playing O.
    public var oPlayerName: String
    /// The name of the player playing X.
    public var xPlayerName: String
    /// The side the computer plays, if it plays.
    public var computer: Player?

    /// Starts a game; when the computer plays X, it has already made its first move.
    public init(oPlayerName: String, xPlayerName: String, computer: Player? = nil) {
      self.oPlayerName = oPlayerName
      self.xPlayerName = xPlayerName
      self.computer = computer
      playComputerMove()
    }

    /// The name of the player playing `player`.
    public func name(of player: Player) -> String {
      player == .x ? xPlayerName : oPlayerName
    }

    /// Marks `cell` for the current player and hands the turn over, unless the move won.
    mutating func play(_ cell: Int) {
      board[cell] = currentPlayer
      if !board.hasWinner {
        currentPlayer.toggle()
      }
    }

    /// Lets the computer move if it is its turn and the game goes on.
    mutating func playComputerMove() {
      guard currentPlayer == computer, let cell = ComputerPlayer.bestMove(on: board) else {
        return
      }
      play(cell)
    }
  }

  /// What a player can do.
  @CasePathable
  public enum Action: Equatable, Codable, Sendable {
    /// A tap on the cell at `row` and `column`, each 0, 1 or 2.
    case cellTapped(row: Int, column: Int)
    /// Clears the board for another game between the same players.
    case playAgainButtonTapped
    /// Leaves the game.
    case quitButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  /// Creates the game feature.
  public init() {}

  // snippet.reducer
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
  // snippet.end
}

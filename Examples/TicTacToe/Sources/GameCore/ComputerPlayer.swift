/// A player that never loses: perfect minimax, worked out once for every position.
///
/// The first question solves the whole game (the 5,478 positions a game can reach, each
/// searched once) and keeps every position's best move in a table; every move after that is a
/// lookup. Among moves that are equally good it wins soonest, or loses latest, then takes the
/// lowest cell, so it always plays the same move in the same position.
///
/// ```swift
/// let board = try Board(notation: "XX.OO....")
/// ComputerPlayer.bestMove(on: board)  // 2: X completes the top row
/// ```
public enum ComputerPlayer {
  /// The best cell (0 to 8, row by row) for the side to move; `nil` when the game is over.
  public static func bestMove(on board: Board) -> Int? {
    guard !board.isOver else { return nil }
    let move = solution.moves[Solution.code(of: board)]
    return move < 0 ? nil : Int(move)
  }

  /// The best move on the board written as `notation`, numbered 1 to 9 row by row.
  ///
  /// What `tic-tac-toe best-move --board NINE` prints: the side to move is the one with fewer
  /// marks, X when they have as many.
  ///
  /// - Throws: ``BoardError`` when the notation is malformed or the game on it is over.
  public static func bestMove(notation: String) throws(BoardError) -> Int {
    let board = try Board(notation: notation)
    guard let cell = bestMove(on: board) else {
      throw .gameOver(winner: board.winner)
    }
    return cell + 1
  }

  /// How the game ends from `board` when both sides play perfectly, for the side to move.
  public static func outcome(of board: Board) -> Outcome {
    let score = solution.scores[Solution.code(of: board)]
    return score > 0 ? .win : score < 0 ? .loss : .draw
  }

  /// The result of a game, for one side.
  public enum Outcome: Sendable, Equatable {
    case win, draw, loss
  }

  // NB: A static let is made once, on first use, safely from any thread.
  private static let solution = Solution()
}

/// The solved game: for each position, encoded in base 3, its score and best move.
private struct Solution: Sendable {
  /// 3⁹ positions: each cell 0 (empty), 1 (X) or 2 (O).
  static let positionCount = 19_683
  static let unsolved = Int8.min

  /// The score for the side to move: positive wins (the sooner the higher), 0 draws, negative
  /// loses (the later the higher).
  private(set) var scores = [Int8](repeating: unsolved, count: positionCount)
  /// The best cell to play, or -1 when the game is over.
  private(set) var moves = [Int8](repeating: -1, count: positionCount)

  init() {
    var cells = [Int8](repeating: 0, count: 9)
    _ = solve(&cells, code: 0, toMove: 1, empty: 9)
  }

  static func code(of board: Board) -> Int {
    board.cells.reversed().reduce(0) { code, cell in
      code * 3 + (cell == .x ? 1 : cell == .o ? 2 : 0)
    }
  }

  /// What a mark in each cell adds to a code, per unit of its digit.
  private static let powers = [1, 3, 9, 27, 81, 243, 729, 2_187, 6_561]

  private mutating func solve(_ cells: inout [Int8], code: Int, toMove: Int8, empty: Int) -> Int8 {
    if scores[code] != Self.unsolved { return scores[code] }
    let opponent: Int8 = toMove == 1 ? 2 : 1
    let score: Int8
    if Board.lines.contains(where: { line in line.allSatisfy { cells[$0] == opponent } }) {
      score = -Int8(empty + 1)
    } else if empty == 0 {
      score = 0
    } else {
      var best = Int8.min
      var bestMove: Int8 = -1
      for cell in 0..<9 where cells[cell] == 0 {
        cells[cell] = toMove
        let value = -solve(
          &cells, code: code + Int(toMove) * Self.powers[cell], toMove: opponent, empty: empty - 1)
        cells[cell] = 0
        if value > best {
          best = value
          bestMove = Int8(cell)
        }
      }
      score = best
      moves[code] = bestMove
    }
    scores[code] = score
    return score
  }
}

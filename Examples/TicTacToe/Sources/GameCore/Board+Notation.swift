extension Board {
  /// Reads a board written as nine characters row by row: `X`, `O` or `.` (`x` and `o` too).
  ///
  /// ```swift
  /// let board = try Board(notation: "X.O.X....")
  /// board.playerToMove  // .o
  /// ```
  ///
  /// - Throws: ``BoardError`` when the text is not nine such characters, or describes a board
  ///   no game can reach (X moves first, so X has as many marks as O or one more).
  public init(notation: String) throws(BoardError) {
    let characters = Array(notation)
    guard characters.count == 9 else {
      throw .wrongLength(characters.count)
    }
    self.init()
    for (cell, character) in characters.enumerated() {
      switch character {
      case "X", "x": self[cell] = .x
      case "O", "o": self[cell] = .o
      case ".": break
      default: throw .invalidCharacter(character, position: cell + 1)
      }
    }
    let xs = cells.count { $0 == .x }
    let os = cells.count { $0 == .o }
    guard xs == os || xs == os + 1 else {
      throw .impossibleCounts(xs: xs, os: os)
    }
    let winners = Set(
      Self.lines.compactMap { line -> Player? in
        guard let player = cells[line[0]], cells[line[1]] == player, cells[line[2]] == player
        else { return nil }
        return player
      })
    guard winners.count < 2 else { throw .bothWin }
  }
}

/// Why a board's notation could not be read.
public enum BoardError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The text is not nine characters long.
  case wrongLength(Int)
  /// A character is not `X`, `O` or `.`; `position` counts from 1.
  case invalidCharacter(Character, position: Int)
  /// The marks cannot come from a game where X moves first and the sides alternate.
  case impossibleCounts(xs: Int, os: Int)
  /// Both players have three in a line, which no game reaches.
  case bothWin
  /// The game on the board is over, won by `winner` or tied, so there is no move to make.
  case gameOver(winner: Player?)

  public var description: String {
    let format = "write nine characters X, O or . row by row, such as X...O...."
    switch self {
    case .wrongLength(let count):
      return "the board has \(count) character\(count == 1 ? "" : "s"), not 9; \(format)"
    case .invalidCharacter(let character, let position):
      return "character \(position) of the board is '\(character)'; \(format)"
    case .impossibleCounts(let xs, let os):
      return
        "the board has \(xs) X and \(os) O; X moves first, so X has as many marks as O or one more"
    case .bothWin:
      return "both X and O have three in a line, which no game reaches"
    case .gameOver(let winner?):
      return "\(winner.mark) has already won on this board; there is no move to make"
    case .gameOver(nil):
      return "the board is full; there is no move to make"
    }
  }
}

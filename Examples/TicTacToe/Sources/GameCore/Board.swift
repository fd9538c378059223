/// A 3×3 tic-tac-toe board: nine cells, each empty or marked by a player.
///
/// Cells are numbered 0 to 8 row by row; `board[row, column]` reads and writes one by its row
/// and column (each 0, 1 or 2).
///
/// ```swift
/// var board = Board()
/// board[1, 1] = .x
/// board.notation  // "....X...."
/// ```
public struct Board: Hashable, Codable, Sendable {
  /// The cells, row by row.
  public private(set) var cells: [Player?]

  /// The eight lines of three that win: the rows, the columns and the two diagonals.
  public static let lines: [[Int]] = [
    [0, 1, 2], [3, 4, 5], [6, 7, 8],
    [0, 3, 6], [1, 4, 7], [2, 5, 8],
    [0, 4, 8], [2, 4, 6],
  ]

  /// An empty board.
  public init() {
    cells = Array(repeating: nil, count: 9)
  }

  /// The cell at `row` and `column`, each 0, 1 or 2.
  public subscript(row: Int, column: Int) -> Player? {
    get { cells[row * 3 + column] }
    set { cells[row * 3 + column] = newValue }
  }

  /// The cell numbered `cell`, 0 to 8 row by row.
  public subscript(cell: Int) -> Player? {
    get { cells[cell] }
    set { cells[cell] = newValue }
  }

  /// The player with three in a line, if any.
  public var winner: Player? {
    winningLine.flatMap { cells[$0[0]] }
  }

  /// The first line of three marks of one player, if any.
  public var winningLine: [Int]? {
    Self.lines.first { line in
      guard let player = cells[line[0]] else { return false }
      return cells[line[1]] == player && cells[line[2]] == player
    }
  }

  /// Whether someone has three in a line.
  public var hasWinner: Bool { winningLine != nil }

  /// Whether every cell is marked.
  public var isFilled: Bool { !cells.contains(nil) }

  /// Whether the game is over: a winner, or no cell left.
  public var isOver: Bool { hasWinner || isFilled }

  /// The cells nobody has marked yet, in order.
  public var emptyCells: [Int] {
    cells.indices.filter { cells[$0] == nil }
  }

  /// Whose turn it is, counting marks (X moves first); `nil` when the game is over.
  public var playerToMove: Player? {
    guard !isOver else { return nil }
    let xs = cells.count { $0 == .x }
    let os = cells.count { $0 == .o }
    return xs > os ? .o : .x
  }

  /// The board as nine characters row by row: `X`, `O` or `.` for an empty cell.
  public var notation: String {
    String(cells.map { $0?.mark ?? "." })
  }
}

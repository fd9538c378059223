/// One of the two sides of a game: X moves first.
public enum Player: String, CaseIterable, Codable, Hashable, Sendable {
  case x = "X"
  case o = "O"

  /// The other side.
  public var opponent: Player {
    self == .x ? .o : .x
  }

  /// Hands the turn to the other side.
  public mutating func toggle() {
    self = opponent
  }

  /// The side's mark on the board: `X` or `O`.
  public var mark: Character {
    self == .x ? "X" : "O"
  }
}

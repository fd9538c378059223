import AppCore
import GameCore
import LoginCore
import NewGameCore
import TerminalUI
import TwoFactorCore

/// How the app looks: plain text for scripts, and the pieces of the full-screen frame.
enum TicTacToeView {
  /// The screen on top as plain text, one fact per line.
  static func describe(_ state: TicTacToe.State) -> String {
    var lines: [String]
    switch Route(state) {
    case .login(let login):
      lines = [
        "[login]", "email: \(login.email)",
        "password: \(String(repeating: "*", count: login.password.count))",
      ]
      if login.isLoginRequestInFlight { lines.append("logging in…") }
      if let alert = login.alert { lines.append("alert: \(alert)") }
    case .twoFactor(let twoFactor):
      lines = ["[two-factor]", "code: \(twoFactor.code)"]
      if twoFactor.isTwoFactorRequestInFlight { lines.append("checking the code…") }
      if let alert = twoFactor.alert { lines.append("alert: \(alert)") }
    case .newGame(let newGame):
      lines = [
        "[new game]",
        "X: \(newGame.computer == .x ? NewGame.computerName : newGame.xPlayerName)",
        "O: \(newGame.computer == .o ? NewGame.computerName : newGame.oPlayerName)",
      ]
    case .game(let game):
      lines = ["[game] \(game.xPlayerName) (X) vs \(game.oPlayerName) (O)"]
      lines += rows(game.board)
      lines.append(status(game))
    }
    // NB: An empty field prints as "email:", with no space at the end of the line.
    return lines.map { $0.hasSuffix(" ") ? String($0.dropLast()) : $0 }.joined(separator: "\n")
  }

  /// The board as three lines: a mark, or the number of an empty cell.
  static func rows(_ board: Board, mark: (Int, String) -> String = { $1 }) -> [String] {
    (0..<3).map { row in
      (0..<3).map { column in
        let cell = row * 3 + column
        return mark(cell, board[cell].map { String($0.mark) } ?? String(cell + 1))
      }.joined(separator: " ")
    }
  }

  /// Whose turn it is, or how the game ended.
  static func status(_ game: Game.State) -> String {
    if let winner = game.board.winner {
      return "\(game.name(of: winner)) wins!"
    }
    if game.board.isFilled {
      return "Tied game."
    }
    return "\(game.name(of: game.currentPlayer)), place your \(game.currentPlayer.mark)."
  }
}

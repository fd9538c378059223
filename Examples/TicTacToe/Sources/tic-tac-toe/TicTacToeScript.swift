import AppCore
import GameCore
import TerminalUI

/// The app's commands in scripted mode; each works on one screen.
enum TicTacToeScript {
  static let commands = CommandTable([
    ScriptCommand("email", arguments: "TEXT", summary: "type the email [login]"),
    ScriptCommand("password", arguments: "TEXT", summary: "type the password [login]"),
    ScriptCommand("login", summary: "log in [login]"),
    ScriptCommand("code", arguments: "TEXT", summary: "type the code [two-factor]"),
    ScriptCommand("submit", summary: "send the code [two-factor]"),
    ScriptCommand("back", summary: "leave for the login form [two-factor]"),
    ScriptCommand("dismiss", summary: "close the message [login, two-factor]"),
    ScriptCommand("x", arguments: "NAME", summary: "name the X player [new game]"),
    ScriptCommand("o", arguments: "NAME", summary: "name the O player [new game]"),
    ScriptCommand(
      "computer", arguments: "x|o|off", summary: "choose the computer's side [new game]"),
    ScriptCommand("play", summary: "start the game [new game]"),
    ScriptCommand("logout", summary: "log out [new game]"),
    ScriptCommand("move", arguments: "N", summary: "mark cell N, 1–9 row by row [game]"),
    ScriptCommand("again", summary: "clear the board for another game [game]"),
    ScriptCommand("quit-game", summary: "leave the game for the new-game screen [game]"),
    ScriptCommand("quit", summary: "stop"),
  ])

  static func action(
    for command: ParsedCommand, state: TicTacToe.State
  ) throws(ScriptError) -> TicTacToe.Action? {
    let route = Route(state)
    switch (command.command.name, route) {
    case ("quit", _):
      try expectArguments(0, command)
      return nil

    case ("email", .login):
      return .login(.emailChanged(try text(command)))
    case ("password", .login):
      return .login(.passwordChanged(try text(command)))
    case ("login", .login(let login)):
      try expectArguments(0, command)
      guard login.isFormValid else {
        throw command.invalid("type the email and the password first")
      }
      return .login(.loginButtonTapped)
    case ("dismiss", .login(let login)) where login.alert != nil:
      try expectArguments(0, command)
      return .login(.alertDismissed)

    case ("code", .twoFactor):
      return .twoFactor(.codeChanged(try text(command)))
    case ("submit", .twoFactor(let twoFactor)):
      try expectArguments(0, command)
      guard twoFactor.isFormValid else { throw command.invalid("type the four-digit code first") }
      return .twoFactor(.submitButtonTapped)
    case ("back", .twoFactor):
      try expectArguments(0, command)
      return .twoFactorDismissed
    case ("dismiss", .twoFactor(let twoFactor)) where twoFactor.alert != nil:
      try expectArguments(0, command)
      return .twoFactor(.alertDismissed)

    case ("x", .newGame):
      return .newGame(.xPlayerNameChanged(try text(command)))
    case ("o", .newGame):
      return .newGame(.oPlayerNameChanged(try text(command)))
    case ("computer", .newGame):
      try expectArguments(1, command)
      switch command.arguments[0].lowercased() {
      case "x": return .newGame(.computerPlayerChanged(.x))
      case "o": return .newGame(.computerPlayerChanged(.o))
      case "off": return .newGame(.computerPlayerChanged(nil))
      default: throw command.invalid("say x, o or off, not '\(command.arguments[0])'")
      }
    case ("play", .newGame(let newGame)):
      try expectArguments(0, command)
      guard newGame.isLetsPlayButtonEnabled else {
        throw command.invalid("name every player the computer does not play first")
      }
      return .newGame(.letsPlayButtonTapped)
    case ("logout", .newGame):
      try expectArguments(0, command)
      return .newGame(.logoutButtonTapped)

    case ("move", .game(let game)):
      try expectArguments(1, command)
      let number = try command.number(at: 0, "N")
      guard (1...9).contains(number) else {
        throw command.invalid("cells are numbered 1 to 9 row by row, not \(number)")
      }
      guard !game.board.isOver else {
        throw command.invalid("the game is over; say 'again' or 'quit-game'")
      }
      guard game.board[number - 1] == nil else {
        throw command.invalid("cell \(number) is taken")
      }
      return .game(.cellTapped(row: (number - 1) / 3, column: (number - 1) % 3))
    case ("again", .game):
      try expectArguments(0, command)
      return .game(.playAgainButtonTapped)
    case ("quit-game", .game):
      try expectArguments(0, command)
      return .game(.quitButtonTapped)

    case ("dismiss", _):
      throw command.invalid("there is no message to close")
    default:
      let screens = command.command.summary.split(separator: "[").last?.dropLast() ?? ""
      throw command.invalid("only on the \(screens) screen; this is the \(route.name) screen")
    }
  }

  private static func text(_ command: ParsedCommand) throws(ScriptError) -> String {
    let text = command.text(from: 0)
    guard !text.isEmpty else { throw command.invalid("missing \(command.command.arguments)") }
    return text
  }

  private static func expectArguments(_ count: Int, _ command: ParsedCommand) throws(ScriptError) {
    guard command.arguments.count == count else {
      throw command.invalid(count == 0 ? "takes no arguments" : "expects \(count) argument")
    }
  }
}

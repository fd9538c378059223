import AppCore
import GameCore
import LoginCore
import NewGameCore
import TwoFactorCore

/// The screen the app shows, and the app's actions for each, in one place for both front ends.
enum Route {
  case login(Login.State)
  case twoFactor(TwoFactor.State)
  case newGame(NewGame.State)
  case game(Game.State)

  /// The screen on top: a presented feature covers the one that presents it.
  init(_ state: TicTacToe.State) {
    switch state {
    case .login(let login):
      self = login.twoFactor.map(Route.twoFactor) ?? .login(login)
    case .newGame(let newGame):
      self = newGame.game.map(Route.game) ?? .newGame(newGame)
    }
  }

  /// The screen's name in messages.
  var name: String {
    switch self {
    case .login: "login"
    case .twoFactor: "two-factor"
    case .newGame: "new game"
    case .game: "game"
    }
  }
}

extension TicTacToe.Action {
  /// An action of the presented two-factor screen.
  static func twoFactor(_ action: TwoFactor.Action) -> Self {
    .login(.twoFactor(.presented(action)))
  }

  /// Leaves the two-factor screen for the login form.
  static let twoFactorDismissed = Self.login(.twoFactor(.dismiss))

  /// An action of the presented game.
  static func game(_ action: Game.Action) -> Self {
    .newGame(.game(.presented(action)))
  }
}

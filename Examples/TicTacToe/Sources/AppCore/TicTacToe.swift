import AuthenticationClient
import GameCore
import Kata
import LoginCore
import NewGameCore
import TwoFactorCore

// snippet.app
/// The whole app: the login screens, then the new-game screens, one at a time.
///
/// The state is an enum, so the app is on exactly one of them: a successful login (with its
/// second factor when the account needs one) moves to a new game, and logging out comes back
/// to an empty login form.
public struct TicTacToe: Reducer, Sendable {
  /// The screen the app is on.
  @CasePathable
  public enum State: Equatable, Codable, Sendable {
    case login(Login.State)
    case newGame(NewGame.State)

    /// Starts at an empty login form.
    public init() {
      self = .login(Login.State())
    }
  }

  /// The actions of the screen the app is on.
  @CasePathable
  public enum Action: Equatable, Codable, Sendable {
    case login(Login.Action)
    case newGame(NewGame.Action)
  }

  /// The side the computer plays after each login, or `nil` for two people.
  public let computer: Player?

  /// Creates the app; pass `computer` to offer games against the computer after login.
  public init(computer: Player? = nil) {
    self.computer = computer
  }

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .login(.loginResponse(let response)) where !response.twoFactorRequired,
        .login(.twoFactor(.presented(.twoFactorResponse(let response))))
      where !response.twoFactorRequired:
        state = .newGame(NewGame.State())
        // NB: The choice reaches the form as an action, so a recording holds it and a replay,
        // which runs no effects, needs no flag to reach the same state.
        guard let computer else { return .none }
        return .send(.newGame(.computerPlayerChanged(computer)))

      case .login:
        return .none

      case .newGame(.logoutButtonTapped):
        state = .login(Login.State())
        return .none

      case .newGame:
        return .none
      }
    }
    .ifCaseLet(\.login, action: \.login) {
      Login()
    }
    .ifCaseLet(\.newGame, action: \.newGame) {
      NewGame()
    }
  }
}
// snippet.end

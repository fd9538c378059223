import GameCore
import Kata

/// The new-game form: two names, or one name and the computer, then the game on top.
///
/// "Let's play" presents a ``Game`` for the names typed; the game dismisses itself when the
/// players quit, back to this form with the names kept. Logging out is the app's to handle.
public struct NewGame: Reducer, Sendable {
  /// The form, and the game while it is presented.
  public struct State: Equatable, Codable, Sendable {
    /// The side the computer plays, or `nil` for two people.
    public var computer: Player?
    /// The game, while it is presented.
    @Presents public var game: Game.State?
    /// The name of the player playing O.
    public var oPlayerName = ""
    /// The name of the player playing X.
    public var xPlayerName = ""

    /// Creates the form; pass `computer` to play against the computer from the start.
    public init(computer: Player? = nil) {
      self.computer = computer
    }

    /// Whether every side a person plays has a name.
    public var isLetsPlayButtonEnabled: Bool {
      (computer == .x || !xPlayerName.isEmpty) && (computer == .o || !oPlayerName.isEmpty)
    }
  }

  /// What the user does on the form, and what the game does.
  @CasePathable
  public enum Action: Equatable, Codable, Sendable {
    case computerPlayerChanged(Player?)
    case game(PresentationAction<Game.Action>)
    case letsPlayButtonTapped
    case logoutButtonTapped
    case oPlayerNameChanged(String)
    case xPlayerNameChanged(String)
  }

  /// The name a side played by the computer goes by.
  public static let computerName = "Computer"

  /// Creates the new-game feature.
  public init() {}

  // snippet.reducer
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .computerPlayerChanged(let computer):
        state.computer = computer
        return .none

      case .game:
        return .none

      case .letsPlayButtonTapped:
        guard state.isLetsPlayButtonEnabled else { return .none }
        state.game = Game.State(
          oPlayerName: state.computer == .o ? Self.computerName : state.oPlayerName,
          xPlayerName: state.computer == .x ? Self.computerName : state.xPlayerName,
          computer: state.computer)
        return .none

      case .logoutButtonTapped:
        return .none

      case .oPlayerNameChanged(let name):
        state.oPlayerName = name
        return .none

      case .xPlayerNameChanged(let name):
        state.xPlayerName = name
        return .none
      }
    }
    .ifLet(\.$game, action: \.game) {
      Game()
    }
  }
  // snippet.end
}

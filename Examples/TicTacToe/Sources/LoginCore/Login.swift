import AuthenticationClient
import Kata
import TwoFactorCore

/// The login form: email and password, then a second factor for accounts that need one.
///
/// The form is valid once both fields hold something. While the request runs the form shows
/// progress; a failure shows a message and keeps what was typed. An account that needs a
/// second factor presents ``TwoFactor`` on top; the app moves on from a login that needs
/// none, or from a second factor that succeeded.
public struct Login: Reducer, Sendable {
  /// The form, the request, and the second factor when it is presented.
  public struct State: Equatable, Codable, Sendable {
    /// What to tell the user after a failed request, until they dismiss it.
    public var alert: String?
    /// The email typed so far.
    public var email = ""
    /// Whether both fields hold something.
    public var isFormValid = false
    /// Whether the login request is running.
    public var isLoginRequestInFlight = false
    /// The password typed so far.
    public var password = ""
    /// The second factor, while it is presented.
    @Presents public var twoFactor: TwoFactor.State?

    /// Creates an empty form.
    public init() {}
  }

  /// What the user does, what the server answers, and what the second factor does.
  @CasePathable
  public enum Action: Equatable, Codable, Sendable {
    case alertDismissed
    case emailChanged(String)
    case loginButtonTapped
    case loginFailed(AuthenticationError)
    case loginResponse(AuthenticationResponse)
    case passwordChanged(String)
    case twoFactor(PresentationAction<TwoFactor.Action>)
  }

  @Dependency(\.authenticationClient) var authenticationClient

  /// Creates the login feature.
  public init() {}

  // snippet.reducer
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alertDismissed:
        state.alert = nil
        return .none

      case .emailChanged(let email):
        state.email = email
        state.isFormValid = !state.email.isEmpty && !state.password.isEmpty
        return .none

      case .loginButtonTapped:
        guard state.isFormValid, !state.isLoginRequestInFlight else { return .none }
        state.isLoginRequestInFlight = true
        return .run { [email = state.email, password = state.password] send in
          await send(.loginResponse(try await authenticationClient.login(email, password)))
        } catch: { error, send in
          await send(.loginFailed(AuthenticationError(error)))
        }

      case .loginFailed(let error):
        state.alert = error.description
        state.isLoginRequestInFlight = false
        return .none

      case .loginResponse(let response):
        state.isLoginRequestInFlight = false
        if response.twoFactorRequired {
          state.twoFactor = TwoFactor.State(token: response.token)
        }
        return .none

      case .passwordChanged(let password):
        state.password = password
        state.isFormValid = !state.email.isEmpty && !state.password.isEmpty
        return .none

      case .twoFactor:
        return .none
      }
    }
    .ifLet(\.$twoFactor, action: \.twoFactor) {
      TwoFactor()
    }
  }
  // snippet.end
}

import AuthenticationClient
import Kata

/// The second step of logging in for accounts that need it: a four-digit code.
///
/// The form is valid once the code has four characters. Submitting sends the code with the
/// token the login gave; a wrong code shows a message and keeps the form. Leaving the screen
/// while the request runs cancels it.
public struct TwoFactor: Reducer, Sendable {
  /// The form and the request.
  public struct State: Equatable, Codable, Sendable {
    /// What to tell the user after a failed request, until they dismiss it.
    public var alert: String?
    /// The code typed so far.
    public var code = ""
    /// Whether the code is long enough to submit.
    public var isFormValid = false
    /// Whether the code is being checked.
    public var isTwoFactorRequestInFlight = false
    /// The token the login gave, sent with the code.
    public let token: String

    /// Creates the form for the login that gave `token`.
    public init(token: String) {
      self.token = token
    }
  }

  /// What the user does, and what the server answers.
  @CasePathable
  public enum Action: Equatable, Codable, Sendable {
    case alertDismissed
    case codeChanged(String)
    case submitButtonTapped
    case twoFactorFailed(AuthenticationError)
    case twoFactorResponse(AuthenticationResponse)
  }

  @Dependency(\.authenticationClient) var authenticationClient

  /// Creates the two-factor feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alertDismissed:
        state.alert = nil
        return .none

      case .codeChanged(let code):
        state.code = code
        state.isFormValid = code.count >= 4
        return .none

      case .submitButtonTapped:
        guard state.isFormValid, !state.isTwoFactorRequestInFlight else { return .none }
        state.isTwoFactorRequestInFlight = true
        return .run { [code = state.code, token = state.token] send in
          await send(.twoFactorResponse(try await authenticationClient.twoFactor(code, token)))
        } catch: { error, send in
          await send(.twoFactorFailed(AuthenticationError(error)))
        }

      case .twoFactorFailed(let error):
        state.alert = error.description
        state.isTwoFactorRequestInFlight = false
        return .none

      case .twoFactorResponse:
        state.isTwoFactorRequestInFlight = false
        return .none
      }
    }
  }
}

import Kata

/// Logs a user in: email and password first, then, for some accounts, a second factor.
///
/// A dependency: the login and two-factor features ask for it with
/// `@Dependency(\.authenticationClient)`, the app runs ``liveValue``, and tests give each
/// closure an answer.
///
/// ```swift
/// let store = TestStore(initialState: Login.State()) {
///   Login()
/// } withDependencies: {
///   $0.authenticationClient.login = { _, _ in
///     AuthenticationResponse(token: "deadbeef", twoFactorRequired: false)
///   }
/// }
/// ```
public struct AuthenticationClient: Sendable {
  /// Checks an email and password; throws an ``AuthenticationError`` when they are wrong.
  public var login:
    @Sendable (_ email: String, _ password: String) async throws -> AuthenticationResponse
  /// Checks the code of the second factor for the `token` a login gave.
  public var twoFactor:
    @Sendable (_ code: String, _ token: String) async throws -> AuthenticationResponse

  /// Creates a client from its two requests.
  public init(
    login:
      @escaping @Sendable (_ email: String, _ password: String) async throws ->
      AuthenticationResponse,
    twoFactor:
      @escaping @Sendable (_ code: String, _ token: String) async throws ->
      AuthenticationResponse
  ) {
    self.login = login
    self.twoFactor = twoFactor
  }
}

/// What a successful login or second factor answers.
public struct AuthenticationResponse: Equatable, Codable, Sendable {
  /// The session's token; after a login that needs a second factor, the token to send with it.
  public var token: String
  /// Whether the user must enter a second factor before they are logged in.
  public var twoFactorRequired: Bool

  /// Creates a response.
  public init(token: String, twoFactorRequired: Bool) {
    self.token = token
    self.twoFactorRequired = twoFactorRequired
  }
}

extension AuthenticationClient: TestDependencyKey {
  /// Fails the test that calls it without saying what it should answer.
  public static let testValue = AuthenticationClient(
    login: unimplemented("AuthenticationClient.login"),
    twoFactor: unimplemented("AuthenticationClient.twoFactor")
  )
}

extension DependencyValues {
  /// The client the login and two-factor features log in with.
  public var authenticationClient: AuthenticationClient {
    get { self[AuthenticationClient.self] }
    set { self[AuthenticationClient.self] = newValue }
  }
}

import Kata

extension AuthenticationClient: DependencyKey {
  /// A pretend server with the rules of TCA's example, answering after a second on the
  /// injected clock.
  ///
  /// - Login: the email must contain `@` and the password is `password`; an email containing
  ///   `2fa` needs a second factor.
  /// - Second factor: the code is `1234`, sent with the token the login gave.
  ///
  /// Both wait a second on `@Dependency(\.continuousClock)` before answering, right or wrong,
  /// so a test controls the wait with a `TestClock`.
  public static let liveValue = AuthenticationClient(
    login: { email, password in
      @Dependency(\.continuousClock) var clock
      try await clock.sleep(for: responseDelay)
      guard email.contains("@"), password == "password" else {
        throw AuthenticationError.invalidUserPassword
      }
      return AuthenticationResponse(
        token: intermediateToken, twoFactorRequired: email.contains("2fa"))
    },
    twoFactor: { code, token in
      @Dependency(\.continuousClock) var clock
      try await clock.sleep(for: responseDelay)
      guard token == intermediateToken else {
        throw AuthenticationError.invalidIntermediateToken
      }
      guard code == "1234" else {
        throw AuthenticationError.invalidTwoFactor
      }
      return AuthenticationResponse(token: sessionToken, twoFactorRequired: false)
    }
  )

  /// How long the live client takes to answer.
  public static let responseDelay = Duration.seconds(1)

  /// The token a live login gives: the session's, or the one to send with the second factor.
  static let intermediateToken = "deadbeef"
  /// The token a live second factor gives.
  static let sessionToken = "deadbeefdeadbeef"
}

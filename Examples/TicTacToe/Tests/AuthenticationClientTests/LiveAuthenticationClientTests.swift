import AuthenticationClient
import Kata
import KataTestSupport
import Testing

/// The live client's rules, on the clock a test controls.
@Suite struct LiveAuthenticationClientTests {
  let client = AuthenticationClient.liveValue

  @Test func loginAnswersAfterOneSecondOnTheInjectedClock() async throws {
    let clock = TestClock()
    let answered = LockIsolated(false)
    let login = Task {
      try await withDependencies {
        $0.continuousClock = clock
      } operation: {
        defer { answered.setValue(true) }
        return try await client.login("blob@pointfree.co", "password")
      }
    }

    await clock.advanceOnceAsleep(by: .milliseconds(999))
    #expect(!answered.value, "no answer before a second has passed")
    await clock.advance(by: .milliseconds(1))
    let response = try await login.value
    #expect(response == AuthenticationResponse(token: "deadbeef", twoFactorRequired: false))
  }

  @Test func loginRules() async throws {
    try await withDependencies {
      $0.continuousClock = ImmediateClock()
    } operation: { () async throws in
      let response = try await client.login("2fa@pointfree.co", "password")
      #expect(response == AuthenticationResponse(token: "deadbeef", twoFactorRequired: true))
      await #expect(throws: AuthenticationError.invalidUserPassword) {
        try await client.login("blob@pointfree.co", "Password")
      }
      await #expect(throws: AuthenticationError.invalidUserPassword) {
        try await client.login("blob.pointfree.co", "password")
      }
    }
  }

  @Test func twoFactorRules() async throws {
    try await withDependencies {
      $0.continuousClock = ImmediateClock()
    } operation: { () async throws in
      let response = try await client.twoFactor("1234", "deadbeef")
      #expect(
        response == AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false))
      await #expect(throws: AuthenticationError.invalidTwoFactor) {
        try await client.twoFactor("4321", "deadbeef")
      }
      await #expect(throws: AuthenticationError.invalidIntermediateToken) {
        try await client.twoFactor("1234", "cafebabe")
      }
    }
  }

  @Test func cancellingARequestStopsItsWait() async {
    let clock = TestClock()
    let login = Task {
      try await withDependencies {
        $0.continuousClock = clock
      } operation: {
        try await client.login("blob@pointfree.co", "password")
      }
    }
    login.cancel()

    await #expect(throws: CancellationError.self) { try await login.value }
  }
}

import AuthenticationClient
import Kata
import KataTestSupport
import LoginCore
import Testing
import TwoFactorCore

@MainActor
@Suite struct LoginTests {
  @Test func successWithTwoFactor() async {
    let store = TestStore(initialState: Login.State()) {
      Login()
    } withDependencies: {
      $0.authenticationClient.login = { _, _ in
        AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: true)
      }
      $0.authenticationClient.twoFactor = { _, _ in
        AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)
      }
    }

    await store.send(.emailChanged("2fa@pointfree.co")) {
      $0.email = "2fa@pointfree.co"
    }
    await store.send(.passwordChanged("password")) {
      $0.password = "password"
      $0.isFormValid = true
    }
    await store.send(.loginButtonTapped) {
      $0.isLoginRequestInFlight = true
    }
    await store.receive(\.loginResponse) {
      $0.isLoginRequestInFlight = false
      $0.twoFactor = TwoFactor.State(token: "deadbeefdeadbeef")
    }
    await store.send(.twoFactor(.presented(.codeChanged("1234")))) {
      $0.twoFactor?.code = "1234"
      $0.twoFactor?.isFormValid = true
    }
    await store.send(.twoFactor(.presented(.submitButtonTapped))) {
      $0.twoFactor?.isTwoFactorRequestInFlight = true
    }
    await store.receive(\.twoFactor.twoFactorResponse) {
      $0.twoFactor?.isTwoFactorRequestInFlight = false
    }
  }

  // snippet.dismiss-early
  @Test func dismissingTwoFactorEarlyCancelsItsRequest() async {
    let clock = TestClock()
    let store = TestStore(initialState: Login.State()) {
      Login()
    } withDependencies: {
      $0.authenticationClient = .liveValue
      $0.continuousClock = clock
    }

    await store.send(.emailChanged("2fa@pointfree.co")) {
      $0.email = "2fa@pointfree.co"
    }
    await store.send(.passwordChanged("password")) {
      $0.password = "password"
      $0.isFormValid = true
    }
    await store.send(.loginButtonTapped) {
      $0.isLoginRequestInFlight = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.loginResponse) {
      $0.isLoginRequestInFlight = false
      $0.twoFactor = TwoFactor.State(token: "deadbeef")
    }
    await store.send(.twoFactor(.presented(.codeChanged("1234")))) {
      $0.twoFactor?.code = "1234"
      $0.twoFactor?.isFormValid = true
    }
    await store.send(.twoFactor(.presented(.submitButtonTapped))) {
      $0.twoFactor?.isTwoFactorRequestInFlight = true
    }
    await store.send(.twoFactor(.dismiss)) {
      $0.twoFactor = nil
    }
    // NB: The request was cancelled with the screen: a second later nothing answers.
    await clock.advance(by: .seconds(1))
    await store.finish()
  }
  // snippet.end

  @Test func wrongPasswordShowsTheErrorAndKeepsTheForm() async {
    let clock = TestClock()
    let store = TestStore(initialState: Login.State()) {
      Login()
    } withDependencies: {
      $0.authenticationClient = .liveValue
      $0.continuousClock = clock
    }

    await store.send(.emailChanged("blob@pointfree.co")) {
      $0.email = "blob@pointfree.co"
    }
    await store.send(.passwordChanged("hunter2")) {
      $0.password = "hunter2"
      $0.isFormValid = true
    }
    await store.send(.loginButtonTapped) {
      $0.isLoginRequestInFlight = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.loginFailed, .invalidUserPassword) {
      $0.alert = AuthenticationError.invalidUserPassword.description
      $0.isLoginRequestInFlight = false
    }
    await store.send(.alertDismissed) {
      $0.alert = nil
    }
  }

  @Test func loginDoesNothingUntilBothFieldsAreFilled() async {
    let store = TestStore(initialState: Login.State()) { Login() }

    await store.send(.emailChanged("blob@pointfree.co")) {
      $0.email = "blob@pointfree.co"
    }
    await store.send(.loginButtonTapped)
  }
}

import AuthenticationClient
import Kata
import KataTestSupport
import Testing
import TwoFactorCore

@MainActor
@Suite struct TwoFactorTests {
  @Test func successFlow() async {
    let store = TestStore(initialState: TwoFactor.State(token: "deadbeefdeadbeef")) {
      TwoFactor()
    } withDependencies: {
      $0.authenticationClient.twoFactor = { _, _ in
        AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)
      }
    }

    await store.send(.codeChanged("1")) {
      $0.code = "1"
    }
    await store.send(.codeChanged("12")) {
      $0.code = "12"
    }
    await store.send(.codeChanged("123")) {
      $0.code = "123"
    }
    await store.send(.codeChanged("1234")) {
      $0.code = "1234"
      $0.isFormValid = true
    }
    await store.send(.submitButtonTapped) {
      $0.isTwoFactorRequestInFlight = true
    }
    await store.receive(
      \.twoFactorResponse,
      AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)
    ) {
      $0.isTwoFactorRequestInFlight = false
    }
  }

  @Test func failureFlowShowsTheErrorAndKeepsTheForm() async {
    let store = TestStore(initialState: TwoFactor.State(token: "deadbeefdeadbeef")) {
      TwoFactor()
    } withDependencies: {
      $0.authenticationClient.twoFactor = { _, _ in
        throw AuthenticationError.invalidTwoFactor
      }
    }

    await store.send(.codeChanged("1234")) {
      $0.code = "1234"
      $0.isFormValid = true
    }
    await store.send(.submitButtonTapped) {
      $0.isTwoFactorRequestInFlight = true
    }
    await store.receive(\.twoFactorFailed, .invalidTwoFactor) {
      $0.alert = "Wrong code; the code is 1234."
      $0.isTwoFactorRequestInFlight = false
    }
    await store.send(.alertDismissed) {
      $0.alert = nil
    }
  }

  @Test func submitDoesNothingUntilTheCodeIsComplete() async {
    let store = TestStore(initialState: TwoFactor.State(token: "deadbeef")) { TwoFactor() }

    await store.send(.codeChanged("12")) {
      $0.code = "12"
    }
    await store.send(.submitButtonTapped)
  }
}

import AppCore
import AuthenticationClient
import GameCore
import Kata
import KataTestSupport
import LoginCore
import NewGameCore
import Testing
import TwoFactorCore

@MainActor
@Suite struct TicTacToeTests {
  @Test func loginThenLogout() async {
    let store = TestStore(initialState: TicTacToe.State()) {
      TicTacToe()
    } withDependencies: {
      $0.authenticationClient.login = { _, _ in
        AuthenticationResponse(token: "deadbeef", twoFactorRequired: false)
      }
    }

    await store.send(.login(.emailChanged("blob@pointfree.co"))) {
      $0.modify(\.login) { $0.email = "blob@pointfree.co" }
    }
    await store.send(.login(.passwordChanged("bl0bbl0b"))) {
      $0.modify(\.login) {
        $0.password = "bl0bbl0b"
        $0.isFormValid = true
      }
    }
    await store.send(.login(.loginButtonTapped)) {
      $0.modify(\.login) { $0.isLoginRequestInFlight = true }
    }
    await store.receive(\.login.loginResponse) {
      $0 = .newGame(NewGame.State())
    }
    await store.send(.newGame(.oPlayerNameChanged("Blob Sr."))) {
      $0.modify(\.newGame) { $0.oPlayerName = "Blob Sr." }
    }
    await store.send(.newGame(.logoutButtonTapped)) {
      $0 = .login(Login.State())
    }
  }

  @Test func loginWithTwoFactor() async {
    let store = TestStore(initialState: TicTacToe.State()) {
      TicTacToe()
    } withDependencies: {
      $0.authenticationClient.login = { _, _ in
        AuthenticationResponse(token: "deadbeef", twoFactorRequired: true)
      }
      $0.authenticationClient.twoFactor = { _, _ in
        AuthenticationResponse(token: "deadbeef", twoFactorRequired: false)
      }
    }

    await store.send(.login(.emailChanged("2fa@pointfree.co"))) {
      $0.modify(\.login) { $0.email = "2fa@pointfree.co" }
    }
    await store.send(.login(.passwordChanged("bl0bbl0b"))) {
      $0.modify(\.login) {
        $0.password = "bl0bbl0b"
        $0.isFormValid = true
      }
    }
    await store.send(.login(.loginButtonTapped)) {
      $0.modify(\.login) { $0.isLoginRequestInFlight = true }
    }
    await store.receive(\.login.loginResponse) {
      $0.modify(\.login) {
        $0.isLoginRequestInFlight = false
        $0.twoFactor = TwoFactor.State(token: "deadbeef")
      }
    }
    await store.send(.login(.twoFactor(.presented(.codeChanged("1234"))))) {
      $0.modify(\.login) {
        $0.twoFactor?.code = "1234"
        $0.twoFactor?.isFormValid = true
      }
    }
    await store.send(.login(.twoFactor(.presented(.submitButtonTapped)))) {
      $0.modify(\.login) { $0.twoFactor?.isTwoFactorRequestInFlight = true }
    }
    await store.receive(\.login.twoFactor.twoFactorResponse) {
      $0 = .newGame(NewGame.State())
    }
  }

  @Test func gamesAfterLoginAreAgainstTheComputerWhenAsked() async {
    let store = TestStore(initialState: TicTacToe.State()) {
      TicTacToe(computer: .o)
    } withDependencies: {
      $0.authenticationClient.login = { _, _ in
        AuthenticationResponse(token: "deadbeef", twoFactorRequired: false)
      }
    }
    store.exhaustivity = .off

    await store.send(.login(.emailChanged("blob@pointfree.co")))
    await store.send(.login(.passwordChanged("password")))
    await store.send(.login(.loginButtonTapped))
    await store.receive(\.login.loginResponse) {
      $0 = .newGame(NewGame.State())
    }
    store.exhaustivity = .on
    await store.receive(\.newGame.computerPlayerChanged, .o) {
      $0 = .newGame(NewGame.State(computer: .o))
    }
    await store.send(.newGame(.logoutButtonTapped)) {
      $0 = .login(Login.State())
    }
  }
}

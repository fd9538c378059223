import GameCore
import Kata
import KataTestSupport
import NewGameCore
import Testing

@MainActor
@Suite struct NewGameTests {
  // snippet.flow
  @Test func newGameFlow() async {
    let store = TestStore(initialState: NewGame.State()) { NewGame() }

    await store.send(.oPlayerNameChanged("Blob Sr.")) {
      $0.oPlayerName = "Blob Sr."
    }
    await store.send(.xPlayerNameChanged("Blob Jr.")) {
      $0.xPlayerName = "Blob Jr."
    }
    await store.send(.letsPlayButtonTapped) {
      $0.game = Game.State(oPlayerName: "Blob Sr.", xPlayerName: "Blob Jr.")
    }
    await store.send(.game(.presented(.cellTapped(row: 0, column: 0)))) {
      $0.game?.board[0, 0] = .x
      $0.game?.currentPlayer = .o
    }
    await store.send(.game(.presented(.quitButtonTapped)))
    await store.receive(\.game.dismiss) {
      $0.game = nil
    }
    await store.send(.letsPlayButtonTapped) {
      $0.game = Game.State(oPlayerName: "Blob Sr.", xPlayerName: "Blob Jr.")
    }
    await store.send(.game(.dismiss)) {
      $0.game = nil
    }
    await store.send(.logoutButtonTapped)
  }
  // snippet.end

  @Test func computerTakesTheSideItPlaysAndItsName() async {
    let store = TestStore(initialState: NewGame.State(computer: .x)) { NewGame() }

    await store.send(.oPlayerNameChanged("Blob")) {
      $0.oPlayerName = "Blob"
    }
    await store.send(.letsPlayButtonTapped) {
      $0.game = Game.State(oPlayerName: "Blob", xPlayerName: "Computer", computer: .x)
    }
    #expect(store.state.game?.board.emptyCells.count == 8, "the computer has moved first")
  }

  @Test func letsPlayNeedsANameForEachPerson() async {
    let store = TestStore(initialState: NewGame.State()) { NewGame() }

    await store.send(.xPlayerNameChanged("Blob")) {
      $0.xPlayerName = "Blob"
    }
    await store.send(.letsPlayButtonTapped)
    await store.send(.computerPlayerChanged(.o)) {
      $0.computer = .o
    }
    await store.send(.letsPlayButtonTapped) {
      $0.game = Game.State(oPlayerName: "Computer", xPlayerName: "Blob", computer: .o)
    }
  }
}

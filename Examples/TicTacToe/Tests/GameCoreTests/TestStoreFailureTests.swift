import GameCore
import Kata
import KataTestSupport
import Testing

/// Proves that a `TestStore` mismatch fails a test in this target.
///
/// On Linux it does only when the target links `KataTestSupport`; this test expects the
/// failure, so it fails if that link is ever dropped from this target.
@MainActor
@Suite struct TestStoreFailureTests {
  @Test func aWrongStateAssertionFailsThisTarget() async {
    let store = TestStore(initialState: Game.State(oPlayerName: "O", xPlayerName: "X")) {
      Game()
    }

    await withKnownIssue("X marks the cell, not O") {
      await store.send(.cellTapped(row: 0, column: 0)) {
        $0.board[0, 0] = .o
        $0.currentPlayer = .o
      }
    }
  }
}

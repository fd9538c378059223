import Kata
import KataTestSupport
import Testing
import TodosCore

/// Proves that a `TestStore` mismatch fails a test in this target.
///
/// On Linux it does only when the target links `KataTestSupport`; these tests expect the failure, so they fail if that link is ever dropped from this target.
@MainActor
@Suite struct TestStoreFailureTests {
  @Test func aWrongStateAssertionOnAReceivedActionFailsThisTarget() async {
    let store = TestStore(initialState: Todos.State()) {
      Todos()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addTodoSubmitted("Milk"))
    await withKnownIssue("the todo is added, so the list is not empty") {
      await store.receive(\.todoCreated) { $0.todos = [] }
    }
  }
}

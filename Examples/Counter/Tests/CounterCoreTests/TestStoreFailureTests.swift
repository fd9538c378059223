import CounterCore
import Kata
import KataTestSupport
import Testing

/// Proves that a `TestStore` mismatch fails a test in this target.
///
/// On Linux it does only when the target links `KataTestSupport`; these tests expect the failure, so they fail if that link is ever dropped from this target.
@MainActor
@Suite struct TestStoreFailureTests {
  @Test func aWrongStateAssertionFailsThisTarget() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }

    await withKnownIssue("the count becomes 1, not 2") {
      await store.send(.incrementButtonTapped) { $0.count = 2 }
    }
  }
}

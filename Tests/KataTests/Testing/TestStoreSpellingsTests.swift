import Kata
import KataTestSupport
import Testing

@MainActor
@Suite struct TestStoreSpellingsTests {
  @Test func sendByCaseKeyPathWithAValue() async {
    let store = TestStoreOf<Feature>(initialState: Feature.State()) {
      Feature()
    }
    await store.send(\.numberFactResponse, "1 is a number.") { $0.numberFact = "1 is a number." }
    await store.send(\.incrementButtonTapped) { $0.count = 1 }
  }

  @Test func assertChecksStateWithoutSending() async {
    let store = TestStoreOf<Feature>(initialState: Feature.State(count: 2)) { Feature() }
    store.assert { $0.count = 2 }
    await withKnownIssue {
      store.assert { $0.count = 3 }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
    }
  }

  @Test func withExhaustivityRestoresTheSetting() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.withExhaustivity(.off) {
      await store.send(.incrementButtonTapped)
      await store.send(.factButtonTapped)
      await store.receive(\.factResponse) { $0.fact = "1 is a number." }
    }
    #expect(store.exhaustivity == .on)
    await withKnownIssue {
      await store.send(.incrementButtonTapped)
    } matching: { issue in
      issue.description.contains("State was not expected to change")
    }
  }

  @Test func strictSkipReceivedActionsFailsWhenThereIsNothingToSkip() async {
    let store = TestStore(initialState: Sequencer.State()) { Sequencer() }
    await withKnownIssue {
      await store.skipReceivedActions()
    } matching: { issue in
      issue.description.contains("There were no received actions to skip")
    }
    await store.skipReceivedActions(strict: false)
    await store.send(.sent)
    await store.skipReceivedActions()
    #expect(store.state.log == ["a", "b"])
  }
}

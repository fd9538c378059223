import Foundation
import Kata
import KataTestSupport
import Testing

@MainActor
@Suite struct TestStoreTests {
  @Test func exhaustiveSendAndReceivePass() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.factButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(\.factResponse) { $0.fact = "1 is a number." }
  }

  @Test func receiveByEquatableActionAndByCaseWithValue() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.factButtonTapped)
    await store.receive(.factResponse("0 is a number.")) { $0.fact = "0 is a number." }
    await store.send(.factButtonTapped)
    await store.receive(\.factResponse, "0 is a number.")
  }

  @Test func timerOnATestClockIsCancelledByTheStopAction() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.toggleTimerButtonTapped) { $0.isTimerOn = true }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) { $0.count = 1 }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) { $0.count = 2 }
    await store.send(.toggleTimerButtonTapped) { $0.isTimerOn = false }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func mergedEffectsDeliverByTimeAndConcatenatedInOrder() async {
    let clock = TestClock()
    let store = TestStore(initialState: Sequencer.State()) {
      Sequencer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.merged)
    await clock.advance(by: .seconds(2))
    await store.receive(.log("fast")) { $0.log = ["fast"] }
    await store.receive(.log("slow")) { $0.log = ["fast", "slow"] }

    await store.send(.concatenated)
    await clock.advance(by: .seconds(2))
    await store.receive(.log("slow")) { $0.log += ["slow"] }
    await clock.advance(by: .seconds(1))
    await store.receive(.log("fast")) { $0.log += ["fast"] }
    await store.receive(.log("last")) { $0.log += ["last"] }
  }

  @Test func synchronousSendEffectsMustBeReceived() async {
    let store = TestStore(initialState: Sequencer.State()) { Sequencer() }
    await store.send(.sent)
    await store.receive(.log("a")) { $0.log = ["a"] }
    await store.receive(.log("b")) { $0.log = ["a", "b"] }
  }

  @Test func cancelInFlightDropsTheEarlierRequest() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.factButtonTapped)
    await clock.advance(by: .milliseconds(500))
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.factButtonTapped)
    await clock.advance(by: .milliseconds(500))
    // The first request would have answered now: it was cancelled.
    await clock.advance(by: .milliseconds(500))
    await store.receive(.factResponse("1 is a number.")) { $0.fact = "1 is a number." }
    await store.finish()
  }

  // MARK: Failure modes

  @Test func wrongExpectedStateFails() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { $0.count = 2 }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
        && issue.description.contains("count: 2") && issue.description.contains("count: 1")
    }
  }

  @Test func unassertedStateChangeFails() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await withKnownIssue {
      await store.send(.incrementButtonTapped)
    } matching: { issue in
      issue.description.contains("State was not expected to change, but a change occurred")
    }
  }

  @Test func receivedActionNotAssertedFails() async {
    await withKnownIssue {
      let store = TestStore(initialState: Sequencer.State()) { Sequencer() }
      await store.send(.sent)
      await store.receive(.log("a")) { $0.log = ["a"] }
    } matching: { issue in
      issue.description.contains("The store received 1 unexpected action")
    }
  }

  @Test func sendingBeforeHandlingReceivedActionsFails() async {
    await withKnownIssue {
      let store = TestStore(initialState: Sequencer.State()) { Sequencer() }
      await store.send(.sent)
      await store.send(.log("c")) { $0.log = ["a", "b", "c"] }
    } matching: { issue in
      issue.description.contains("Must handle 2 received actions before sending an action")
    }
  }

  @Test func effectStillRunningAtTheEndFails() async {
    let clock = TestClock()
    await withKnownIssue {
      let store = TestStore(initialState: Counter.State()) {
        Counter()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.toggleTimerButtonTapped) { $0.isTimerOn = true }
      await store.finish(timeout: .milliseconds(50))
      await store.skipInFlightEffects()
    } matching: { issue in
      issue.description.contains("An effect returned for this action is still running")
    }
  }

  @Test func effectStillRunningWhenTheStoreGoesAwayFails() async {
    let clock = TestClock()
    await withKnownIssue {
      let store = TestStore(initialState: Counter.State()) {
        Counter()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.toggleTimerButtonTapped) { $0.isTimerOn = true }
    } matching: { issue in
      issue.description.contains("An effect returned for this action is still running")
    }
  }

  @Test func receivingTheWrongActionFails() async {
    let store = TestStore(initialState: Sequencer.State()) { Sequencer() }
    await store.send(.sent)
    await withKnownIssue {
      await store.receive(.log("b")) { $0.log = ["b"] }
    } matching: { issue in
      issue.description.contains("Received unexpected action")
    }
    await store.skipReceivedActions()
  }

  @Test func receivingWhenNothingComesFails() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await withKnownIssue {
      await store.receive(\.timerTicked)
    } matching: { issue in
      issue.description.contains("no action was received and no effect is running")
    }
  }

  // MARK: Non-exhaustive testing

  @Test func nonExhaustiveChecksOnlyWhatIsAsserted() async {
    let store = TestStore(initialState: Sequencer.State()) { Sequencer() }
    store.exhaustivity = .off
    await store.send(.sent)
    await store.receive(.log("b")) { $0.log = ["a", "b"] }
    await store.send(.log("c"))
    #expect(store.state.log == ["a", "b", "c"])
  }

  @Test func nonExhaustiveStillFailsOnAWrongAssertion() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    store.exhaustivity = .off
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { $0.count = 5 }
    }
  }

  @Test func showSkippedAssertionsReportsThemAsKnownIssues() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.incrementButtonTapped)
    #expect(store.state.count == 1)
  }

  @Test func skipInFlightEffectsCancelsThem() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.toggleTimerButtonTapped) { $0.isTimerOn = true }
    await store.skipInFlightEffects()
    await clock.advance(by: .seconds(3))
  }

  @Test func dependenciesCanChangeBetweenSteps() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    store.dependencies.continuousClock = ImmediateClock()
    await store.send(.factButtonTapped)
    await store.receive(\.factResponse) { $0.fact = "0 is a number." }
  }

  @Test func taskCancelStopsTheEffectsOfOneSend() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.toggleTimerButtonTapped) { $0.isTimerOn = true }
    await task.cancel()
    #expect(task.isCancelled)
    await clock.advance(by: .seconds(2))
  }
}

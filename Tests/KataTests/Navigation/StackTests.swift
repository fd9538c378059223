import Foundation
import Kata
import KataTestSupport
import Testing

@MainActor
@Suite struct StackTests {
  func makeStore(
    _ state: Navigator.State = Navigator.State(), clock: TestClock<Duration> = TestClock()
  ) -> TestStore<Navigator.State, Navigator.Action> {
    TestStore(initialState: state) {
      Navigator()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func elementIDsAreDeterministicInTestsAndAssertionsCanAppend() async {
    let store = makeStore()
    await store.send(.pushButtonTapped) { $0.path[id: 0] = Ticker.State() }
    await store.send(.pushButtonTapped) { $0.path.append(Ticker.State()) }
    #expect(store.state.path.ids == [0, 1])
  }

  @Test func elementActionsRunOnTheirElement() async {
    let store = makeStore()
    await store.send(.pushButtonTapped) { $0.path[id: 0] = Ticker.State() }
    await store.send(.pushButtonTapped) { $0.path[id: 1] = Ticker.State() }
    await store.send(.path(.element(id: 1, action: .tick))) { $0.path[id: 1]?.count = 1 }
  }

  @Test func pushInsertsWithTheGivenIDAndLaterIDsComeAfterIt() async {
    let store = makeStore()
    await store.send(.path(.push(id: 5, state: Ticker.State(count: 3)))) {
      $0.path[id: 5] = Ticker.State(count: 3)
    }
    await store.send(.pushButtonTapped) { $0.path[id: 6] = Ticker.State() }
  }

  @Test func popFromRemovesTheElementAndThoseAboveAfterTheParentRan() async {
    let store = makeStore()
    await store.send(.pushButtonTapped) { $0.path[id: 0] = Ticker.State() }
    await store.send(.pushButtonTapped) { $0.path[id: 1] = Ticker.State() }
    await store.send(.pushButtonTapped) { $0.path[id: 2] = Ticker.State() }
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
      $0.popped = 1
    }
    #expect(store.state.path.ids == [0])
  }

  @Test func poppingCancelsTheElementsEffects() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.pushButtonTapped) { $0.path[id: 0] = Ticker.State() }
    await store.send(.path(.element(id: 0, action: .startTimer)))
    await clock.advanceOnceAsleep(by: .seconds(1))
    await store.receive(\.path[id: 0].tick) { $0.path[id: 0]?.count = 1 }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path = []
      $0.popped = 1
    }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func removingAnElementInTheParentCancelsItsEffects() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.pushButtonTapped) { $0.path[id: 0] = Ticker.State() }
    await store.send(.pushButtonTapped) { $0.path[id: 1] = Ticker.State() }
    await store.send(.path(.element(id: 0, action: .startTimer)))
    await store.send(.path(.element(id: 1, action: .startTimer)))
    await store.send(.removeFirst) { $0.path.removeFirst() }
    await clock.advanceOnceAsleep(by: .seconds(1))
    await store.receive(\.path[id: 1].tick) { $0.path[id: 1]?.count = 1 }
    await store.send(.path(.element(id: 1, action: .stopTimer)))
  }

  @Test func twoElementsOfOneFeatureHaveTheirOwnCancellationIDs() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.pushButtonTapped) { $0.path[id: 0] = Ticker.State() }
    await store.send(.pushButtonTapped) { $0.path[id: 1] = Ticker.State() }
    await store.send(.path(.element(id: 0, action: .startTimer)))
    // Same feature, same `CancelID.timer`, `cancelInFlight: true`: element 0's timer survives.
    await store.send(.path(.element(id: 1, action: .startTimer)))
    await clock.advanceOnceAsleep(by: .seconds(1))
    await store.receive(\.path[id: 0].tick) { $0.path[id: 0]?.count = 1 }
    await store.receive(\.path[id: 1].tick) { $0.path[id: 1]?.count = 1 }
    await store.send(.path(.element(id: 1, action: .stopTimer)))
    await clock.advanceOnceAsleep(by: .seconds(1))
    await store.receive(\.path[id: 0].tick) { $0.path[id: 0]?.count = 2 }
    await store.send(.path(.element(id: 0, action: .stopTimer)))
  }

  @Test func dismissFromAnElementPopsIt() async {
    let store = makeStore()
    await store.send(.pushButtonTapped) { $0.path[id: 0] = Ticker.State() }
    await store.send(.pushButtonTapped) { $0.path[id: 1] = Ticker.State() }
    await store.send(.path(.element(id: 0, action: .closeButtonTapped)))
    await store.receive(\.path.popFrom, 0) {
      $0.path = []
      $0.popped = 1
    }
  }

  @Test func isPresentedIsTrueInAnElement() async {
    let store = makeStore()
    await store.send(.pushButtonTapped) { $0.path[id: 0] = Ticker.State() }
    await store.send(.path(.element(id: 0, action: .checkPresented))) {
      $0.path[id: 0]?.wasPresented = true
    }
    await store.receive(\.path[id: 0].presentedInEffect, true)
  }

  @Test func actionForAMissingElementIsReported() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.path(.element(id: 3, action: .tick)))
    } matching: { issue in
      issue.description.contains("received an action for a missing element")
    }
  }

  @Test func popFromAMissingElementIsReported() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.path(.popFrom(id: 3))) { $0.popped = 1 }
    } matching: { issue in
      issue.description.contains("received a \"popFrom\" action for a missing element")
    }
  }

  @Test func pushOfAnExistingIDIsReported() async {
    let store = makeStore()
    await store.send(.pushButtonTapped) { $0.path[id: 0] = Ticker.State() }
    await withKnownIssue {
      await store.send(.path(.push(id: 0, state: Ticker.State(count: 9))))
    } matching: { issue in
      issue.description.contains("received a \"push\" action for an element it already contains")
    }
  }

  @Test func anElementsEffectStillRunningAfterItWasPoppedIsReported() async {
    await withKnownIssue {
      let store = makeStore()
      await store.send(.pushButtonTapped) { $0.path[id: 0] = Ticker.State() }
      await store.send(.path(.element(id: 0, action: .startStubbornWork)))
      await store.send(.path(.popFrom(id: 0))) {
        $0.path = []
        $0.popped = 1
      }
    } matching: { issue in
      issue.description.contains("An effect returned for this action is still running")
    }
  }

  @Test func aDiffShowsElementsByID() async {
    let store = makeStore()
    await store.send(.pushButtonTapped) { $0.path[id: 0] = Ticker.State() }
    await withKnownIssue {
      await store.send(.path(.element(id: 0, action: .tick))) { $0.path[id: 0]?.count = 2 }
    } matching: { issue in
      issue.description.contains("#0: Ticker.State(") && issue.description.contains("count: 2")
    }
  }

  @Test func nonExhaustiveTestsOfAStack() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    store.exhaustivity = .off
    await store.send(.pushButtonTapped)
    await store.send(.pushButtonTapped)
    await store.send(.path(.element(id: 1, action: .startTimer)))
    // NB: a second at a time, so that each tick's next sleep has begun before time moves on.
    await clock.advanceOnceAsleep(by: .seconds(1))
    await clock.advanceOnceAsleep(by: .seconds(1))
    await store.receive(\.path[id: 1].tick)
    await store.receive(\.path[id: 1].tick) { $0.path[id: 1]?.count = 2 }
    await store.send(.path(.popFrom(id: 1))) { $0.path.pop(from: 1) }
  }
}

@Suite struct StackStateTests {
  @Test func collectionOperationsKeepIDs() {
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      var stack: StackState<String> = ["a", "b", "c"]
      #expect(stack.ids == [0, 1, 2])
      stack.append("d")
      stack.removeFirst()
      #expect(stack.ids == [1, 2, 3])
      #expect(Array(stack) == ["b", "c", "d"])
      stack[id: 2] = "C"
      stack[id: 9] = "z"
      #expect(Array(stack) == ["b", "C", "d", "z"])
      stack.append("y")
      #expect(stack.ids.last == 10)
      stack.pop(to: 2)
      #expect(stack.ids == [1, 2])
      stack[id: 1] = nil
      #expect(Array(stack) == ["C"])
    }
  }
}

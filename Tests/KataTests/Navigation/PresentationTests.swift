import Foundation
import Kata
import KataTestSupport
import Testing

@MainActor
@Suite struct PresentationTests {
  func makeStore(clock: TestClock<Duration> = TestClock()) -> TestStore<
    Presenter.State, Presenter.Action
  > {
    TestStore(initialState: Presenter.State()) {
      Presenter()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func presentedChildRunsOnItsState() async {
    let store = makeStore()
    await store.send(.presentChild(id: 1)) { $0.child = Ticker.State(id: 1) }
    await store.send(.child(.presented(.tick))) { $0.child?.count = 1 }
  }

  @Test func dismissActionRemovesTheChildAfterTheParentRanAndCancelsItsEffects() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.presentChild(id: 1)) { $0.child = Ticker.State(id: 1) }
    await store.send(.child(.presented(.startTimer)))
    await clock.advanceOnceAsleep(by: .seconds(1))
    await store.receive(\.child.presented.tick) { $0.child?.count = 1 }
    await store.send(.child(.dismiss)) {
      $0.child = nil
      $0.dismissals = 1
    }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func settingTheStateToNilCancelsTheChildsEffects() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.presentChild(id: 1)) { $0.child = Ticker.State(id: 1) }
    await store.send(.child(.presented(.startTimer)))
    await store.send(.clearChild) { $0.child = nil }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func replacingTheChildWithAnotherIDCancelsItsEffects() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.presentChild(id: 1)) { $0.child = Ticker.State(id: 1) }
    await store.send(.child(.presented(.startTimer)))
    await store.send(.presentChild(id: 2)) { $0.child = Ticker.State(id: 2) }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func changingTheSameChildKeepsItsEffects() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.presentChild(id: 1)) { $0.child = Ticker.State(id: 1) }
    await store.send(.child(.presented(.tick))) { $0.child?.count = 1 }
    await store.send(.child(.presented(.startTimer)))
    await store.send(.resetChild) { $0.child?.count = 0 }
    await store.send(.presentChild(id: 1))
    await clock.advanceOnceAsleep(by: .seconds(1))
    await store.receive(\.child.presented.tick) { $0.child?.count = 1 }
    await store.send(.child(.presented(.stopTimer)))
  }

  @Test func replacingTheDestinationWithAnotherCaseCancelsItsEffects() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.presentTicker) { $0.destination = .ticker(Ticker.State()) }
    await store.send(.destination(.presented(.ticker(.startTimer))))
    await clock.advanceOnceAsleep(by: .seconds(1))
    await store.receive(\.destination.ticker.tick) {
      $0.destination = .ticker(Ticker.State(count: 1))
    }
    await store.send(.presentOther) { $0.destination = .other(Ticker.State()) }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func dismissDependencySendsDismissFromTheChildsEffect() async {
    let store = makeStore()
    await store.send(.presentChild(id: 1)) { $0.child = Ticker.State(id: 1) }
    await store.send(.child(.presented(.closeButtonTapped)))
    await store.receive(\.child.dismiss) {
      $0.child = nil
      $0.dismissals = 1
    }
  }

  @Test func dismissFromADestinationCaseDismissesTheDestination() async {
    let store = makeStore()
    await store.send(.presentTicker) { $0.destination = .ticker(Ticker.State()) }
    await store.send(.destination(.presented(.ticker(.closeButtonTapped))))
    await store.receive(\.destination.dismiss) { $0.destination = nil }
  }

  @Test func isPresentedIsTrueInAPresentedChildAndItsEffects() async {
    let store = makeStore()
    await store.send(.presentChild(id: 1)) { $0.child = Ticker.State(id: 1) }
    await store.send(.child(.presented(.checkPresented))) { $0.child?.wasPresented = true }
    await store.receive(\.child.presented.presentedInEffect, true)
  }

  @Test func isPresentedIsFalseAtTheRoot() async {
    let store = TestStore(initialState: Ticker.State()) { Ticker() }
    await store.send(.checkPresented) { $0.wasPresented = false }
    await store.receive(.presentedInEffect(false))
  }

  @Test func dismissAtTheRootIsReported() async {
    await withKnownIssue {
      let store = TestStore(initialState: Ticker.State()) { Ticker() }
      await store.send(.closeButtonTapped)
      await store.finish()
    } matching: { issue in
      issue.description.contains("A reducer requested dismissal at")
        && issue.description.contains("but couldn't be dismissed")
    }
  }

  @Test func presentedActionWhileNothingIsPresentedIsReported() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.child(.presented(.tick)))
    } matching: { issue in
      issue.description.contains(
        "received a presentation action when destination state was absent")
    }
  }

  @Test func theChildsCancellationIDsAreItsOwn() async {
    let clock = TestClock()
    let store = TestStore(initialState: Presenter.State()) {
      Presenter()
      Reduce { _, action in
        // The parent cancelling the child's id does not reach the child's effect.
        guard case .resetChild = action else { return .none }
        return .cancel(id: Ticker.CancelID.timer)
      }
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.presentChild(id: 1)) { $0.child = Ticker.State(id: 1) }
    await store.send(.child(.presented(.startTimer)))
    await store.send(.resetChild)
    await clock.advanceOnceAsleep(by: .seconds(1))
    await store.receive(\.child.presented.tick) { $0.child?.count = 1 }
    await store.send(.child(.dismiss)) {
      $0.child = nil
      $0.dismissals = 1
    }
  }

  @Test func anEffectStillRunningAfterDismissalIsReported() async {
    await withKnownIssue {
      let store = makeStore()
      await store.send(.presentChild(id: 1)) { $0.child = Ticker.State(id: 1) }
      await store.send(.child(.presented(.startStubbornWork)))
      await store.send(.child(.dismiss)) {
        $0.child = nil
        $0.dismissals = 1
      }
    } matching: { issue in
      issue.description.contains("An effect returned for this action is still running")
        && issue.description.contains("startStubbornWork")
    }
  }

  @Test func nonExhaustiveTestsAssertOnlyWhatTheyCareAbout() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    store.exhaustivity = .off
    await store.send(.presentChild(id: 1))
    await store.send(.child(.presented(.startTimer)))
    // NB: a second at a time, so that each tick's next sleep has begun before time moves on.
    await clock.advanceOnceAsleep(by: .seconds(1))
    await clock.advanceOnceAsleep(by: .seconds(1))
    await store.receive(\.child.presented.tick)
    await store.receive(\.child.presented.tick) { $0.child?.count = 2 }
    await store.send(.child(.presented(.closeButtonTapped)))
    await store.receive(\.child.dismiss) { $0.child = nil }
  }
}

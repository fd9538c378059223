import CounterCore
import Kata
import KataTestSupport
import Testing

@MainActor
@Suite struct CounterTests {
  let clock = TestClock()

  @Test func incrementAndDecrementChangeTheCount() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }

    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.incrementButtonTapped) { $0.count = 2 }
    await store.send(.decrementButtonTapped) { $0.count = 1 }
    await store.send(.decrementButtonTapped) { $0.count = 0 }
    await store.send(.decrementButtonTapped) { $0.count = -1 }
  }

  @Test func changingTheCountClearsTheFact() async {
    let store = TestStore(initialState: Counter.State(count: 3, fact: "3 is prime.")) {
      Counter()
    }

    await store.send(.incrementButtonTapped) {
      $0.count = 4
      $0.fact = nil
    }
  }

  @Test func factButtonFetchesAFactAboutTheCount() async {
    let store = TestStore(initialState: Counter.State(count: 7)) {
      Counter()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is a lucky number." }
    }

    await store.send(.factButtonTapped) { $0.isLoadingFact = true }
    await store.receive(\.factResponse) {
      $0.isLoadingFact = false
      $0.fact = "7 is a lucky number."
    }
  }

  @Test func factFailureIsShown() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.numberFact.fetch = { _ in
        throw NumberFactError.offline(host: "numbersapi.com", reason: "no network")
      }
    }

    await store.send(.factButtonTapped) { $0.isLoadingFact = true }
    await store.receive(\.factRequestFailed) {
      $0.isLoadingFact = false
      $0.factError =
        "offline: cannot reach numbersapi.com (no network); run without --online for built-in facts"
    }
  }

  @Test func newerFactRequestCancelsTheOlderOne() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: { [clock] in
      $0.numberFact.fetch = { number in
        try await clock.sleep(for: .seconds(1))
        return "fact about \(number)"
      }
    }

    await store.send(.factButtonTapped) { $0.isLoadingFact = true }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.factButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(\.factResponse) {
      $0.isLoadingFact = false
      $0.fact = "fact about 1"
    }
  }

  @Test func resetClearsEverythingAndCancelsTheFact() async {
    let store = TestStore(initialState: Counter.State(count: 5)) {
      Counter()
    } withDependencies: { [clock] in
      $0.numberFact.fetch = { number in
        try await clock.sleep(for: .seconds(1))
        return "fact about \(number)"
      }
    }

    await store.send(.factButtonTapped) { $0.isLoadingFact = true }
    await store.send(.resetButtonTapped) {
      $0.count = 0
      $0.isLoadingFact = false
    }
    // The cancelled request never answers: the store would report a received action.
    await clock.advance(by: .seconds(2))
    await store.finish()
  }

  @Test func timerCountsUpEverySecondUntilStopped() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.toggleTimerButtonTapped) { $0.isTimerRunning = true }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) { $0.count = 1 }
    // NB: One second at a time: the timer re-arms on another thread after each tick, and a
    // longer advance can pass before it has.
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) { $0.count = 2 }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) { $0.count = 3 }
    await store.send(.toggleTimerButtonTapped) { $0.isTimerRunning = false }
    await clock.advance(by: .seconds(5))
  }
}

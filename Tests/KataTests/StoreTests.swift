import Foundation
import Kata
import KataTestSupport
import Testing

@MainActor
@Suite struct StoreTests {
  @Test func sendRunsTheReducerAndReturnsAfterSynchronousEffects() {
    let store = Store(initialState: Sequencer.State()) { Sequencer() }
    store.send(.sent)
    #expect(store.state.log == ["a", "b"])
  }

  @Test func finishWaitsForEffectsAndTheActionsTheySend() async {
    let store = Store(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    store.send(.incrementButtonTapped)
    await store.send(.factButtonTapped).finish()
    #expect(store.state.fact == "1 is a number.")
  }

  @Test func observersAreToldOncePerSend() {
    let store = Store(initialState: Sequencer.State()) { Sequencer() }
    var seen: [[String]] = []
    let subscription = store.observe { seen.append($0.log) }
    store.send(.sent)
    store.send(.log("c"))
    #expect(seen == [["a", "b"], ["a", "b", "c"]])
    subscription.cancel()
    store.send(.log("d"))
    #expect(seen.count == 2)
  }

  @Test func selectingObserversSkipRepeats() {
    let store = Store(initialState: Counter.State()) { Counter() }
    var counts: [Int] = []
    let subscription = store.observe(\.count) { counts.append($0) }
    store.send(.incrementButtonTapped)
    store.send(.factResponse("ignored by the observer"))
    store.send(.incrementButtonTapped)
    #expect(counts == [1, 2])
    _ = subscription
  }

  @Test func releasedSubscriptionStopsObserving() {
    let store = Store(initialState: Counter.State()) { Counter() }
    var calls = 0
    do {
      let subscription = store.observe { _ in calls += 1 }
      store.send(.incrementButtonTapped)
      _ = subscription
    }
    store.send(.incrementButtonTapped)
    #expect(calls == 1)
  }

  @Test func storeTaskCancelStopsItsEffects() async {
    let clock = TestClock()
    let store = Store(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = store.send(.factButtonTapped)
    #expect(task.isRunning)
    task.cancel()
    await task.finish()
    #expect(!task.isRunning)
    await clock.advance(by: .seconds(5))
    #expect(store.state.fact == nil)
  }

  @Test func effectsAreCancelledWhenTheStoreGoesAway() async {
    let clock = TestClock()
    let ticks = LockIsolated(0)
    var store: Store<Counter.State, Counter.Action>? = Store(initialState: Counter.State()) {
      Counter()
      Reduce { _, action in
        if action == .timerTicked { ticks.withValue { $0 += 1 } }
        return .none
      }
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = store?.send(.toggleTimerButtonTapped)
    // NB: A plain store does not wait for effects the way a TestStore does: step the clock a
    // second at a time and let each tick arrive. The effect starts on another thread, and a
    // step taken before its timer waits moves nothing (this failed on a loaded machine), so
    // the clock is stepped again when no tick came.
    for second in 1...2 {
      for _ in 0..<10 where ticks.value < second {
        await clock.advance(by: .seconds(1))
        await eventually { ticks.value == second }
      }
    }
    #expect(ticks.value == 2)
    store = nil
    await task?.finish()
    await clock.advance(by: .seconds(5))
    #expect(ticks.value == 2)
  }

  @Test func cancelInFlightLetsOnlyTheLatestRequestDeliver() async {
    let clock = TestClock()
    let store = Store(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let first = store.send(.factButtonTapped)
    store.send(.incrementButtonTapped)
    let second = store.send(.factButtonTapped)
    await first.finish()
    #expect(store.state.fact == nil, "the first request was cancelled before it answered")
    // NB: Step the clock until the second request's sleep, started on another thread, is over.
    await eventually {
      Task { await clock.advance(by: .seconds(1)) }
      return store.state.fact != nil
    }
    await second.finish()
    #expect(store.state.fact == "1 is a number.")
  }

  @Test func dynamicMemberReadsState() {
    let store = Store(initialState: Counter.State(count: 41)) { Counter() }
    store.send(.incrementButtonTapped)
    #expect(store.count == 42)
  }
}

/// Yields until `condition` holds, for at most about five seconds of a busy machine.
@MainActor
func eventually(_ condition: () -> Bool) async {
  for _ in 0..<5_000 where !condition() {
    try? await Task.sleep(for: .milliseconds(1))
  }
}

/// A value a test can override, to see which dependencies a reducer ran with.
private enum GreetingKey: DependencyKey {
  static let liveValue = "live"
  static let testValue = "test"
}

extension DependencyValues {
  fileprivate var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
}

/// Copies the greeting dependency into its state.
private struct GreetingReader: Reducer {
  struct State: Equatable { var greeting = "" }
  enum Action { case read }
  @Dependency(\.greeting) var greeting

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.greeting = greeting
    return .none
  }
}

/// Builds its reducer from the greeting dependency it sees when its body is evaluated.
private struct BodyGreeter: Reducer {
  struct State: Equatable { var greeting = "" }
  enum Action { case read }
  @Dependency(\.greeting) var greeting
  let bodies: LockIsolated<Int>

  var body: some ReducerOf<Self> {
    let greeting = self.greeting
    let _ = bodies.withValue { $0 += 1 }
    Reduce { state, _ in
      state.greeting = greeting
      return .none
    }
  }
}

@MainActor
@Suite struct StoreDependencyTests {
  @Test func aStoreEvaluatesABodyOnceNotOnEveryAction() {
    let bodies = LockIsolated(0)
    let store = Store(initialState: BodyGreeter.State()) { BodyGreeter(bodies: bodies) }
    store.send(.read)
    store.send(.read)
    #expect(bodies.value == 1)
    #expect(store.state.greeting == "test")
  }

  @Test func aBodyUnderADependencyOverrideIsBuiltWithIt() {
    let store = Store(initialState: BodyGreeter.State()) {
      BodyGreeter(bodies: LockIsolated(0)).dependency(\.greeting, "modified")
    }
    store.send(.read)
    #expect(store.state.greeting == "modified")
  }

  @Test func aStoreKeepsItsDependenciesWhenSentToFromAnOverride() {
    let store = Store(initialState: GreetingReader.State()) { GreetingReader() }
    withDependencies {
      $0.greeting = "ambient"
    } operation: {
      store.send(.read)
    }
    #expect(store.state.greeting == "test")
  }

  @Test func aStoreMadeInsideAnOverrideKeepsItOutside() {
    let store = withDependencies {
      $0.greeting = "captured"
    } operation: {
      Store(initialState: GreetingReader.State()) { GreetingReader() }
    }
    store.send(.read)
    #expect(store.state.greeting == "captured")
  }

  @Test func overridesOfTheStoreWin() {
    let store = Store(initialState: GreetingReader.State()) {
      GreetingReader()
    } withDependencies: {
      $0.greeting = "override"
    }
    store.send(.read)
    #expect(store.state.greeting == "override")
  }
}

@MainActor
@Suite struct StoreObserverTests {
  @Test func anObserverCancelledDuringANotificationIsToldNoMore() {
    let store = Store(initialState: Counter.State()) { Counter() }
    var calls: [String] = []
    var second: StoreSubscription?
    let first = store.observe { _ in
      calls.append("first")
      second?.cancel()
    }
    second = store.observe { _ in calls.append("second") }
    let third = store.observe { _ in calls.append("third") }
    store.send(.incrementButtonTapped)
    store.send(.incrementButtonTapped)
    #expect(calls == ["first", "second", "third", "first", "third"])
    _ = (first, third)
  }
}

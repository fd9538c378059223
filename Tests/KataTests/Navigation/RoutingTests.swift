import Foundation
import KataTestSupport
import Testing

@testable import Kata

/// A feature at every level of which a parent `Reduce` watches the child's actions, and which
/// presents and stacks its children: what a scoped store's route must get exactly right.
struct Watcher: Reducer {
  struct State: Equatable {
    var counter = Counter.State()
    @Presents var child: Ticker.State?
    var path = StackState<Ticker.State>()
    var seen: [String] = []
  }
  @CasePathable
  enum Action: Equatable {
    case counter(Counter.Action)
    case child(PresentationAction<Ticker.Action>)
    case path(StackActionOf<Ticker>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.seen.append("before \(String(describing: action).prefix(12))")
      return .none
    }
    Scope(state: \.counter, action: \.counter) { Counter() }
    Reduce { state, action in
      state.seen.append("after \(String(describing: action).prefix(12))")
      if case .child(.presented(.tick)) = action, state.child?.count == 2 { state.child = nil }
      return .none
    }
    .ifLet(\.$child, action: \.child) { Ticker() }
    .forEach(\.path, action: \.path) { Ticker() }
  }
}

@MainActor
@Suite struct RoutingTests {
  func makeState() -> Watcher.State {
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      Watcher.State(child: Ticker.State(id: 7), path: [Ticker.State(), Ticker.State()])
    }
  }

  @Test func aRoutedSendDoesWhatTheRootDoesForAScopedChild() {
    let viaRoot = Store(initialState: makeState()) { Watcher() }
    viaRoot.send(.counter(.incrementButtonTapped))
    let store = Store(initialState: makeState()) { Watcher() }
    let counter = store.scope(state: \.counter, action: \.counter)
    counter.send(.incrementButtonTapped)
    #expect(store.state == viaRoot.state)
    #expect(store.state.seen.count == 2, "both Reduces saw the action, in order")
    #expect(
      counter.access is RoutedAccess<Watcher.State, Watcher.Action, Counter.State, Counter.Action>
    )
  }

  @Test func aRoutedSendDoesWhatTheRootDoesForAPresentedChild() throws {
    let viaRoot = Store(initialState: makeState()) { Watcher() }
    viaRoot.send(.child(.presented(.tick)))
    viaRoot.send(.child(.presented(.tick)))
    let store = Store(initialState: makeState()) { Watcher() }
    let child = try #require(store.scope(state: \.child, action: \.child.presented))
    child.send(.tick)
    child.send(.tick)
    #expect(store.state == viaRoot.state)
    #expect(store.state.child == nil, "the parent dismissed it on the second tick")
    #expect(
      child.access is RoutedAccess<Watcher.State, Watcher.Action, Ticker.State, Ticker.Action>)
    child.send(.tick)
    #expect(store.state == viaRoot.state, "a dismissed child's store sends nothing")
  }

  @Test func aRoutedSendDoesWhatTheRootDoesForAStackElement() throws {
    let viaRoot = Store(initialState: makeState()) { Watcher() }
    viaRoot.send(.path(.element(id: 1, action: .tick)))
    let store = Store(initialState: makeState()) { Watcher() }
    let element = try #require(store.scope(state: \.path[id: 1], action: \.path[id: 1]))
    element.send(.tick)
    #expect(store.state == viaRoot.state)
    #expect(store.state.path[id: 1]?.count == 1)
    #expect(
      element.access is RoutedAccess<Watcher.State, Watcher.Action, Ticker.State, Ticker.Action>)
  }

  @Test func effectsOfARoutedPresentedChildAreCancelledWhenItIsDismissed() async throws {
    let clock = TestClock()
    let store = Store(initialState: makeState()) {
      Watcher()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let child = try #require(store.scope(state: \.child, action: \.child.presented))
    let timer = child.send(.startTimer)
    await clock.advanceOnceAsleep(by: .seconds(1))
    try await waitUntil { store.state.child?.count == 1 }
    store.send(.child(.dismiss))
    await timer.finish()
    #expect(store.state.child == nil)
  }

  @Test func aParentDismissingItsRoutedChildOnTheChildsActionCancelsTheChildsEffects() async throws
  {
    let store = Store(initialState: makeState()) {
      Watcher()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    let child = try #require(store.scope(state: \.child, action: \.child.presented))
    #expect(
      child.access is RoutedAccess<Watcher.State, Watcher.Action, Ticker.State, Ticker.Action>)
    let timer = child.send(.startTimer)
    child.send(.tick)
    #expect(timer.isRunning)
    // NB: `Watcher` dismisses its child on the child's second tick, in the `Reduce` after it.
    child.send(.tick)
    #expect(store.state.child == nil)
    try await waitUntil { !timer.isRunning }
  }

  @Test func aParentPoppingItsRoutedElementOnTheElementsActionCancelsTheElementsEffects()
    async throws
  {
    let store = Store(initialState: Popper.State()) {
      Popper()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    let id = try #require(store.state.path.ids.first)
    let element = try #require(store.scope(state: \.path[id: id], action: \.path[id: id]))
    #expect(
      element.access is RoutedAccess<Popper.State, Popper.Action, Ticker.State, Ticker.Action>)
    let timer = element.send(.startTimer)
    #expect(timer.isRunning)
    // NB: `Popper` pops an element when it ticks, in its `Reduce`.
    element.send(.tick)
    #expect(store.state.path.isEmpty)
    try await waitUntil { !timer.isRunning }
  }

  @Test func dismissFromARoutedStackElementPopsIt() async throws {
    let store = Store(initialState: makeState()) { Watcher() }
    let element = try #require(store.scope(state: \.path[id: 0], action: \.path[id: 0]))
    await element.send(.closeButtonTapped).finish()
    #expect(store.state.path.isEmpty)
  }

  private func waitUntil(_ condition: @MainActor () -> Bool) async throws {
    for _ in 0..<1000 where !condition() { await Task.yield() }
    try #require(condition())
  }
}

/// A stack whose parent pops an element when the element ticks.
struct Popper: Reducer {
  struct State: Equatable {
    var path = StackState([Ticker.State()])
  }
  @CasePathable
  enum Action: Equatable { case path(StackActionOf<Ticker>) }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .path(.element(let id, .tick)) = action { state.path.pop(from: id) }
      return .none
    }
    .forEach(\.path, action: \.path) { Ticker() }
  }
}

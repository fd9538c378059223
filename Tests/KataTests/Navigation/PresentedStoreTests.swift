import Foundation
import Kata
import KataTestSupport
import Testing

@MainActor
@Suite struct PresentedStoreTests {
  @Test func scopingToAPresentedChildIsNilWhileNothingIsPresented() {
    let store = Store(initialState: Presenter.State()) { Presenter() }
    #expect(store.scope(state: \.child, action: \.child.presented) == nil)
    store.send(.presentChild(id: 1))
    let child = store.scope(state: \.child, action: \.child.presented)
    child?.send(.tick)
    #expect(child?.state.count == 1)
    #expect(store.state.child?.count == 1)
  }

  @Test func scopingThroughADestinationCase() {
    let store = Store(initialState: Presenter.State()) { Presenter() }
    #expect(store.scope(state: \.destination?.ticker, action: \.destination.ticker) == nil)
    store.send(.presentTicker)
    #expect(store.scope(state: \.destination?.other, action: \.destination.other) == nil)
    let ticker = store.scope(state: \.destination?.ticker, action: \.destination.ticker)
    ticker?.send(.tick)
    #expect(store.state.destination == .ticker(Ticker.State(count: 1)))
  }

  @Test func aChildStoreStopsWhenItsChildGoesAway() throws {
    let store = Store(initialState: Presenter.State()) { Presenter() }
    store.send(.presentChild(id: 1))
    let child = try #require(store.scope(state: \.child, action: \.child.presented))
    var seen: [Int] = []
    let subscription = child.observe { seen.append($0.count) }
    child.send(.tick)
    store.send(.child(.dismiss))
    child.send(.tick)
    #expect(store.state.child == nil)
    #expect(child.state.count == 1, "the last state the store read (its observer did)")
    // A new child with another id: the old store neither sends to it nor shows it.
    store.send(.presentChild(id: 2))
    child.send(.tick)
    #expect(store.state.child == Ticker.State(id: 2))
    #expect(child.state == Ticker.State(id: 1, count: 1))
    #expect(seen == [1])
    subscription.cancel()
  }

  @Test func scopingToAStackElement() {
    let store = Store(initialState: Navigator.State()) { Navigator() }
    store.send(.pushButtonTapped)
    store.send(.pushButtonTapped)
    let ids = store.state.path.ids
    let second = store.scope(state: \.path[id: ids[1]], action: \.path[id: ids[1]])
    second?.send(.tick)
    #expect(second?.state.count == 1)
    #expect(store.state.path[id: ids[1]]?.count == 1)
    #expect(store.state.path[id: ids[0]]?.count == 0)
    store.send(.path(.popFrom(id: ids[1])))
    #expect(second?.state.count == 1)
    second?.send(.tick)
    #expect(store.state.path.count == 1)
    #expect(store.scope(state: \.path[id: ids[1]], action: \.path[id: ids[1]]) == nil)
  }

  @Test func aStackElementStoreFollowsItsElementWhenTheElementsBelowItGo() throws {
    let store = Store(initialState: Navigator.State()) { Navigator() }
    for _ in 0..<4 { store.send(.pushButtonTapped) }
    let ids = store.state.path.ids
    let third = try #require(store.scope(state: \.path[id: ids[2]], action: \.path[id: ids[2]]))
    third.send(.tick)
    store.send(.removeFirst)
    third.send(.tick)
    #expect(store.state.path.ids == Array(ids[1...]))
    #expect(
      store.state.path.map(\.count) == [0, 2, 0],
      "Where the element was last found now holds another: it is found by its id")
    store.send(.removeFirst)
    store.send(.removeFirst)
    third.send(.tick)
    store.send(.pushButtonTapped)
    third.send(.tick)
    #expect(store.state.path.map(\.count) == [0, 0])
    #expect(store.state.path[id: ids[2]] == nil)
    #expect(store.state.path[id: ids[3]]?.count == 0)
  }

  @Test func dismissFromAChildStoreEffectDismisses() async {
    let store = Store(initialState: Presenter.State()) { Presenter() }
    store.send(.presentChild(id: 1))
    let child = store.scope(state: \.child, action: \.child.presented)
    await child?.send(.closeButtonTapped).finish()
    #expect(store.state.child == nil)
    #expect(store.state.dismissals == 1)
  }
}

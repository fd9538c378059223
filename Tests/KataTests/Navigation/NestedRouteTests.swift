import Foundation
import Kata
import KataTestSupport
import Testing

/// A feature with a child of its own, to present and to push.
struct Holder: Reducer {
  struct State: Equatable { var ticker = Ticker.State() }
  @CasePathable
  enum Action: Equatable { case ticker(Ticker.Action) }

  var body: some ReducerOf<Self> {
    Scope(state: \.ticker, action: \.ticker) { Ticker() }
  }
}

/// Presents a `Holder` and stacks others, watching their actions.
struct HolderHost: Reducer {
  struct State: Equatable {
    @Presents var holder: Holder.State?
    var path = StackState<Holder.State>()
    var seen = 0
  }
  @CasePathable
  enum Action: Equatable {
    case holder(PresentationAction<Holder.Action>)
    case path(StackActionOf<Holder>)
    case present(id: Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .present(id):
        state.holder = Holder.State(ticker: Ticker.State(id: id))
      case .holder, .path:
        state.seen += 1
      }
      return .none
    }
    .ifLet(\.$holder, action: \.holder) { Holder() }
    .forEach(\.path, action: \.path) { Holder() }
  }
}

/// Stores scoped below a presented child or a stack element: they read the child where it is
/// and stop, without crashing, once it is gone.
@MainActor
@Suite struct NestedRouteTests {
  @Test func aStoreBelowAPresentedChildFollowsItUntilItIsDismissed() throws {
    let store = Store(initialState: HolderHost.State()) { HolderHost() }
    store.send(.present(id: 1))
    let holder = try #require(store.scope(state: \.holder, action: \.holder.presented))
    let ticker = holder.scope(state: \.ticker, action: \.ticker)
    ticker.send(.tick)
    ticker.send(.tick)
    #expect(ticker.state == Ticker.State(id: 1, count: 2))
    #expect(store.state.holder?.ticker.count == 2)
    #expect(store.state.seen == 2)

    store.send(.holder(.dismiss))
    ticker.send(.tick)
    #expect(store.state.holder == nil)
    #expect(store.state.seen == 3, "the dismissal only")
    #expect(ticker.state == Ticker.State(id: 1, count: 2), "the last state it read")
    let late = holder.scope(state: \.ticker, action: \.ticker)
    late.send(.tick)
    #expect(late.state == holder.state.ticker, "what its parent store last read")
    #expect(store.state.seen == 3)
  }

  @Test func aStoreBelowAStackElementFollowsItUntilItIsPopped() throws {
    let store = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      Store(
        initialState: HolderHost.State(
          path: [Holder.State(ticker: Ticker.State(id: 5)), Holder.State()])
      ) { HolderHost() }
    }
    let id = store.state.path.ids[0]
    let element = try #require(store.scope(state: \.path[id: id], action: \.path[id: id]))
    let ticker = element.scope(state: \.ticker, action: \.ticker)
    ticker.send(.tick)
    #expect(ticker.state == Ticker.State(id: 5, count: 1))
    #expect(store.state.path[id: id]?.ticker.count == 1)

    store.send(.path(.popFrom(id: id)))
    ticker.send(.tick)
    #expect(store.state.path.isEmpty)
    #expect(ticker.state == Ticker.State(id: 5, count: 1), "the last state it read")
    #expect(store.state.seen == 2, "the tick and the pop")
  }
}

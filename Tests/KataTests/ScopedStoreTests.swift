import Foundation
import Kata
import KataTestSupport
import Testing

@MainActor
@Suite struct ScopedStoreTests {
  @Test func scopedStoreReadsAndWritesTheRootState() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let counter = store.scope(state: \.counter, action: \.counter)
    counter.send(.incrementButtonTapped)
    #expect(counter.state.count == 1)
    #expect(store.state.counter.count == 1)
    // The parent's onChange ran: a child's send runs the root reducer.
    #expect(store.state.changes == 1)
    store.send(.counter(.incrementButtonTapped))
    #expect(counter.state.count == 2)
  }

  @Test func observersOfAScopedStoreSeeTheirPart() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let counter = store.scope(state: \.counter, action: \.counter)
    var counts: [Int] = []
    let subscription = counter.observe(\.count) { counts.append($0) }
    store.send(.openEditor)
    counter.send(.incrementButtonTapped)
    store.send(.counter(.incrementButtonTapped))
    #expect(counts == [1, 2])
    _ = subscription
  }

  @Test func nestedScopesReachTheLeaf() {
    let store = Store(initialState: Parent.State(rows: [Row.State(id: 5)])) { Parent() }
    let rows = store.scope(state: \.rows, action: \.rows)
    rows.send(.element(id: 5, action: .toggle))
    #expect(store.state.rows[id: 5]?.isOn == true)
  }
}

/// A feature whose front end may only send view actions.
struct Greeter: Reducer {
  struct State: Equatable { var greeting = "" }
  enum Action: ViewAction, Equatable {
    case view(View)
    case greetingLoaded(String)
    enum View: Equatable { case greetButtonTapped }
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .view(.greetButtonTapped):
      return .send(.greetingLoaded("Hello"))
    case let .greetingLoaded(greeting):
      state.greeting = greeting
      return .none
    }
  }
}

@MainActor
@Suite struct ViewStoreTests {
  @Test func viewStoreSendsViewActionsOnly() {
    let store = Store(initialState: Greeter.State()) { Greeter() }
    let view = store.viewStore
    view.send(.greetButtonTapped)
    #expect(view.greeting == "Hello")
    #expect(view.state == store.state)
  }

  @Test func viewStoreCannotSendInternalActions() async throws {
    // The type system is the guard: a ViewStore only accepts `Action.View`.
    let viewStore: ViewStore<Greeter.State, Greeter.Action.View>? = nil
    _ = viewStore
    #expect(
      !(Greeter.Action.View.self is Greeter.Action.Type),
      "view actions are their own type, so a front end cannot build a response action"
    )
  }
}

import Testing

@testable import Kata

/// A parent presenting a `Reacting`, whose stack holds tickers: a route through a presentation
/// and then a stack, with no reducer before either step.
struct Sheltering: Reducer {
  struct State: Equatable {
    @Presents var inner: Reacting.State?
  }
  @CasePathable
  enum Action: Equatable { case inner(PresentationAction<Reacting.Action>) }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifLet(\.$inner, action: \.inner) { Reacting { _ in } }
  }
}

/// A `Sheltering` one `Scope` down, so that a route to its stack's elements takes its
/// presentation and its stack in one segment (see `FlatSegment`).
struct Housing: Reducer {
  struct State: Equatable { var shelter = Sheltering.State() }
  @CasePathable
  enum Action: Equatable { case shelter(Sheltering.Action) }

  var body: some ReducerOf<Self> {
    Scope(state: \.shelter, action: \.shelter) { Sheltering() }
  }
}

@MainActor
@Suite struct RouteAbortTests {
  @Test func aSendToAPoppedElementBelowAPresentationLeavesThePresentationItEntered() throws {
    let store = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      Store(
        initialState: Housing.State(
          shelter: Sheltering.State(inner: Reacting.State(path: [Ticker.State()])))
      ) {
        Housing()
      }
    }
    let shelter = store.scope(state: \.shelter, action: \.shelter)
    let inner = try #require(shelter.scope(state: \.inner, action: \.inner.presented))
    let element = try #require(inner.scope(state: \.path[id: 0], action: \.path[id: 0]))
    #expect(
      element.access is RoutedAccess<Housing.State, Housing.Action, Ticker.State, Ticker.Action>)
    element.send(.tick)
    #expect(store.state.shelter.inner?.path[id: 0]?.count == 1)
    store.send(.shelter(.inner(.presented(.path(.popFrom(id: 0))))))
    let state = store.state
    element.send(.tick)
    #expect(store.state == state, "nothing ran")
    #expect(
      !PresentationContext.isPresented,
      "the presentation entered on the way down was left, though nothing ran below it")
  }
}

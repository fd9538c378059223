import Kata
import KataTestSupport
import Testing

/// Screens declared as a TCA user does, with the `@Reducer` macro.
@Reducer(state: .equatable, action: .equatable)
enum Screen {
  case ticker(Ticker)
}

/// A parent that presents a screen and stacks screens, with `@ObservableState`.
@Reducer
struct Modal {
  @ObservableState
  struct State: Equatable {
    @Presents var screen: Screen.State?
    var path = StackState<Screen.State>()
  }
  enum Action: Equatable {
    case screen(PresentationAction<Screen.Action>)
    case path(StackActionOf<Screen>)
    case openButtonTapped
    case pushButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .openButtonTapped:
        state.screen = .ticker(Ticker.State())
        return .none
      case .pushButtonTapped:
        state.path.append(.ticker(Ticker.State()))
        return .none
      case .screen, .path:
        return .none
      }
    }
    .ifLet(\.$screen, action: \.screen)
    .forEach(\.path, action: \.path)
  }
}

@MainActor
@Suite struct ReducerMacroNavigationTests {
  @Test func aReducerEnumIsPresentedAndStackedWithoutAClosure() async {
    let store = TestStore(initialState: Modal.State()) { Modal() }
    await store.send(.openButtonTapped) { $0.screen = .ticker(Ticker.State()) }
    await store.send(\.screen.ticker.tick) { $0.screen = .ticker(Ticker.State(count: 1)) }
    await store.send(.screen(.presented(.ticker(.closeButtonTapped))))
    await store.receive(\.screen.dismiss) { $0.screen = nil }
    await store.send(.pushButtonTapped) { $0.path[id: 0] = .ticker(Ticker.State()) }
    await store.send(.path(.element(id: 0, action: .ticker(.tick)))) {
      $0.path[id: 0, case: \.ticker]?.count = 1
    }
  }

  @Test func anObserverOfTheParentIsToldWhenThePresentedChildChanges() throws {
    let store = Store(initialState: Modal.State()) { Modal() }
    var counts: [Int?] = []
    let subscription = store.observe { counts.append($0.screen?.ticker?.count) }
    store.send(.openButtonTapped)
    let ticker = try #require(store.scope(state: \.screen?.ticker, action: \.screen.ticker))
    ticker.send(.tick)
    ticker.send(.tick)
    #expect(counts == [0, 1, 2])
    subscription.cancel()
  }

  @Test func aValueObserverOfTheParentIsToldWhenThePresentedChildChanges() throws {
    let store = Store(initialState: Modal.State()) { Modal() }
    var counts: [Int?] = []
    let subscription = store.observe(\.screen?.ticker?.count) { counts.append($0) }
    store.send(.openButtonTapped)
    let ticker = try #require(store.scope(state: \.screen?.ticker, action: \.screen.ticker))
    ticker.send(.tick)
    ticker.send(.tick)
    #expect(counts == [0, 1, 2])
    subscription.cancel()
  }
}

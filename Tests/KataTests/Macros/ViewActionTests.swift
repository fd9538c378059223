import Kata
import Testing

/// A feature whose front end may only send view actions, written as in TCA.
@Reducer
struct Greeter {
  @ObservableState
  struct State: Equatable { var greeting = "" }
  enum Action: ViewAction, Equatable {
    case view(View)
    case greetingLoaded(String)
    @CasePathable
    enum View: Equatable { case greetButtonTapped }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.greetButtonTapped):
        return .send(.greetingLoaded("Hello"))
      case let .greetingLoaded(greeting):
        state.greeting = greeting
        return .none
      }
    }
  }
}

/// A terminal front end for `Greeter`: it reads the store and sends view actions.
@MainActor
@ViewAction(for: Greeter.self)
struct GreeterScreen {
  let store: StoreOf<Greeter>

  func keyPressed(_ key: Character) {
    if key == "g" { send(.greetButtonTapped) }
  }
}

@MainActor
@Suite struct ViewActionTests {
  @Test func sendWrapsTheViewAction() {
    let screen = GreeterScreen(store: Store(initialState: Greeter.State()) { Greeter() })
    screen.keyPressed("g")
    #expect(screen.store.greeting == "Hello")
  }

  @Test func testStoreSendsAViewActionByCaseKeyPath() async {
    let store = TestStoreOf<Greeter>(initialState: Greeter.State()) { Greeter() }
    await store.send(\.view.greetButtonTapped)
    await store.receive(\.greetingLoaded, "Hello") { $0.greeting = "Hello" }
  }
}

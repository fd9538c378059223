import Kata
import KataTestSupport
import Testing

/// The features a parent can show one of, as a TCA user declares them.
@Reducer(state: .equatable, action: .equatable)
enum Destination {
  case counter(Feature)
  case settings(SettingsForm)
}

/// A parent that shows an optional destination, and always one of two modes.
@Reducer
struct Host {
  @ObservableState
  struct State: Equatable {
    var destination: Destination.State?
    var mode: Destination.State = .counter(Feature.State())
  }
  enum Action: Equatable {
    case counterButtonTapped
    case destination(Destination.Action)
    case mode(Destination.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.mode, action: \.mode)
    Reduce { state, action in
      switch action {
      case .counterButtonTapped:
        state.destination = .counter(Feature.State())
        return .none
      case .destination(.counter(.decrementButtonTapped)):
        state.destination = nil
        return .none
      case .destination, .mode:
        return .none
      }
    }
    .ifLet(\.destination, action: \.destination)
  }
}

@MainActor
@Suite struct CaseReducerTests {
  @Test func ifLetRunsTheCaseReducerWithoutAClosure() async {
    let store = TestStore(initialState: Host.State()) { Host() }
    await store.send(.counterButtonTapped) {
      $0.destination = .counter(Feature.State())
    }
    await store.send(\.destination.counter.incrementButtonTapped) {
      $0.destination = .counter(Feature.State(count: 1))
    }
    await store.send(.destination(.counter(.decrementButtonTapped))) {
      $0.destination = nil
    }
  }

  @Test func scopeRunsTheCaseReducerOfTheCurrentCase() async {
    let store = TestStore(initialState: Host.State()) { Host() }
    await store.send(.mode(.counter(.incrementButtonTapped))) {
      $0.mode = .counter(Feature.State(count: 1))
    }
    await withKnownIssue {
      await store.send(.mode(.settings(.resetButtonTapped)))
    } matching: { issue in
      issue.description.contains("ifCaseLet")
    }
  }

  @Test func enumStateHasCasePathsAndDynamicMembers() {
    let state = Destination.State.counter(Feature.State(count: 3))
    #expect(state.counter?.count == 3)
    #expect(state.settings == nil)
    #expect(state.is(\.counter))
  }
}

import Foundation
import Kata
import KataTestSupport
import Testing

/// TCA's README feature, with only the import changed.
@Reducer
struct Feature {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var numberFact: String?
  }
  enum Action: Equatable {
    case decrementButtonTapped
    case incrementButtonTapped
    case numberFactButtonTapped
    case numberFactResponse(String)
  }
  @Dependency(\.numberFact) var numberFact

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .numberFactButtonTapped:
        return .run { [count = state.count] send in
          let fact = try await self.numberFact(count)
          await send(.numberFactResponse(fact))
        }
      case let .numberFactResponse(fact):
        state.numberFact = fact
        return .none
      }
    }
  }
}

struct NumberFactClient {
  var fetch: @Sendable (Int) async throws -> String
  func callAsFunction(_ number: Int) async throws -> String { try await fetch(number) }
}

extension NumberFactClient: DependencyKey {
  static let liveValue = Self { number in "\(number) is a number." }
  static let testValue = Self { _ in
    reportIssue("NumberFactClient.fetch is unimplemented")
    return ""
  }
}

extension DependencyValues {
  var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}

/// A parent that composes `Feature` with the unlabeled `Scope` and the macro-filled parts.
@Reducer
struct Pair {
  @ObservableState
  struct State: Equatable {
    var left = Feature.State()
    var right = Feature.State()
  }
  enum Action {
    case left(Feature.Action)
    case right(Feature.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(\.left, action: \.left) { Feature() }
    Scope(state: \.right, action: \.right) { Feature() }
  }
}

/// A reducer with nothing but the macro: it fills in `State`, `Action` and `body`.
@Reducer
struct Placeholder {}

/// A reducer that implements `reduce(into:action:)` instead of `body`.
@Reducer
struct Toggle {
  struct State: Equatable { var isOn = false }
  enum Action { case toggled }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.isOn.toggle()
    return .none
  }
}

@MainActor
@Suite struct ReducerMacroTests {
  @Test func theReadmeFeatureRunsInATestStore() async {
    let store = TestStore(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is a good number." }
    }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.numberFactButtonTapped)
    await store.receive(\.numberFactResponse) { $0.numberFact = "1 is a good number." }
    await store.send(.decrementButtonTapped) { $0.count = 0 }
  }

  @Test func actionGetsCaseKeyPaths() {
    let action = Feature.Action.numberFactResponse("x")
    #expect(AnyCasePath(\Feature.Action.Cases.numberFactResponse).extract(from: action) == "x")
    #expect(action.is(\.numberFactResponse))
  }

  @Test func unlabeledScopesRouteChildActions() {
    let store = Store(initialState: Pair.State()) { Pair() }
    let left: StoreOf<Feature> = store.scope(\.left, action: \.left)
    left.send(.incrementButtonTapped)
    store.send(.right(.decrementButtonTapped))
    #expect(store.left.count == 1)
    #expect(store.right.count == -1)
  }

  @Test func anEmptyReducerGetsStateActionAndBody() {
    let store = StoreOf<Placeholder>(initialState: Placeholder.State()) { Placeholder() }
    #expect(store.state == Placeholder.State())
    let encoded = try? JSONEncoder().encode(store.state)
    #expect(encoded.map { String(decoding: $0, as: UTF8.self) } == "{}")
  }

  @Test func reduceIntoStillWorks() async {
    let store = TestStoreOf<Toggle>(initialState: Toggle.State()) { Toggle() }
    await store.send(.toggled) { $0.isOn = true }
  }
}

import Kata
import KataTestSupport
import Testing

/// A search whose query change starts a debounced effect through the effect form of
/// `onChange(of:)`.
@Reducer
struct Search {
  @ObservableState
  struct State: Equatable {
    var query = ""
    var results: [String] = []
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case searchResponse([String])
  }
  enum CancelID { case search }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.numberFact) var numberFact

  var body: some ReducerOf<Self> {
    BindingReducer()
      .onChange(of: \.query) { _, query in
        .run(name: "search") { send in
          try await clock.sleep(for: .milliseconds(300))
          await send(.searchResponse([try await numberFact(query.count)]))
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)
      }
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case let .searchResponse(results):
        state.results = results
        return .none
      }
    }
  }
}

@MainActor
@Suite struct SpellingsTests {
  @Test func onChangeEffectFormRunsWhenTheValueChanges() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
      $0.numberFact.fetch = { "\($0) letters" }
    }
    await store.send(\.binding.query, "ab") { $0.query = "ab" }
    await clock.advance(by: .milliseconds(100))
    await store.send(\.binding.query, "abc") { $0.query = "abc" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.searchResponse) { $0.results = ["3 letters"] }
    await store.send(\.binding.query, "abc")
  }

  @Test func dependencyByValueOverridesTheClient() async {
    let store = TestStore(initialState: Feature.State()) {
      Feature()
        .dependency(NumberFactClient { "\($0) from the value" })
    }
    await store.send(.numberFactButtonTapped)
    await store.receive(\.numberFactResponse) { $0.numberFact = "0 from the value" }
  }

  @Test func transformDependencyStartsFromTheCurrentValue() async {
    let store = TestStore(initialState: Feature.State()) {
      Feature()
        .transformDependency(\.numberFact) { numberFact in
          let fetch = numberFact.fetch
          numberFact.fetch = { try await fetch($0).uppercased() }
        }
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is a number." }
    }
    await store.send(.numberFactButtonTapped)
    await store.receive(\.numberFactResponse) { $0.numberFact = "0 IS A NUMBER." }
  }

  @Test func storeTaskIsCancelledOnlyWhenCancelled() async throws {
    let clock = TestClock()
    let store = withDependencies {
      $0.continuousClock = clock
    } operation: {
      Store(initialState: Counter.State()) { Counter() }
    }
    let timer = store.send(.toggleTimerButtonTapped)
    #expect(!timer.isCancelled)
    timer.cancel()
    await timer.finish()
    #expect(timer.isCancelled)
    #expect(store.send(.incrementButtonTapped).isCancelled, "a send without effects, as in TCA")
    let fact = store.send(.factButtonTapped)
    try await waitUntilSleeping(clock)
    await clock.advance(by: .seconds(1))
    await fact.finish()
    #expect(!fact.isCancelled, "an effect that finished on its own was not cancelled")
  }

  /// Yields until an effect sleeps on `clock`, so that advancing it wakes that effect.
  private func waitUntilSleeping(_ clock: TestClock<Duration>) async throws {
    for _ in 0..<1000 {
      do {
        try await clock.checkSuspension()
      } catch {
        return
      }
      await Task.yield()
    }
  }

  @Test func runNamesTheTaskOfItsWork() async {
    let store = TestStoreOf<Feature>(initialState: Feature.State()) {
      Reduce { state, action in
        switch action {
        case .numberFactButtonTapped:
          return .run(name: "fact request") { send in
            await send(.numberFactResponse(Task.name ?? "unnamed"))
          }
        case let .numberFactResponse(fact):
          state.numberFact = fact
          return .none
        default:
          return .none
        }
      }
    }
    await store.send(.numberFactButtonTapped)
    await store.receive(\.numberFactResponse) { $0.numberFact = "fact request" }
  }
}

import Clocks
import Testing

@testable import Kata

/// A presented child with no identity of its own: neither `Identifiable` nor an enum.
struct Plain: Reducer {
  struct State: Equatable { var ticker = Ticker.State() }
  @CasePathable
  enum Action: Equatable { case ticker(Ticker.Action) }

  var body: some ReducerOf<Self> {
    Scope(state: \.ticker, action: \.ticker) { Ticker() }
  }
}

/// A parent whose `Reduce` runs `react` when a presented child or a stack element ticks: the
/// parent changing its navigation on its child's action, which a route's step must notice.
struct Reacting: Reducer {
  struct State: Equatable {
    @Presents var plain: Plain.State?
    @Presents var sheet: Sheet.State?
    @Presents var child: Ticker.State?
    var path = StackState<Ticker.State>()
  }
  @CasePathable
  enum Action: Equatable {
    case plain(PresentationAction<Plain.Action>)
    case sheet(PresentationAction<Sheet.Action>)
    case child(PresentationAction<Ticker.Action>)
    case path(StackActionOf<Ticker>)
  }

  let react: @Sendable (inout State) -> Void

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .plain(.presented(.ticker(.tick))), .sheet(.presented(.ticker(.tick))),
        .sheet(.presented(.other(.tick))), .child(.presented(.tick)), .path(.element(_, .tick)):
        react(&state)
      default:
        break
      }
      return .none
    }
    .ifLet(\.$plain, action: \.plain) { Plain() }
    .ifLet(\.$sheet, action: \.sheet) { Sheet() }
    .ifLet(\.$child, action: \.child) { Ticker() }
    .forEach(\.path, action: \.path) { Ticker() }
  }
}

extension Sheet.State {
  /// The other case, with the same ticker: a change of case in place, through the
  /// presentation's box.
  mutating func swapCase() {
    switch self {
    case .ticker(let ticker): self = .other(ticker)
    case .other(let ticker): self = .ticker(ticker)
    }
  }
}

/// A routed send through a presentation or a stack, whose parent then dismisses, replaces or
/// keeps the child: the child's effects are cancelled exactly when TCA cancels them, when its
/// identity (being there, its case, its id) changed.
@MainActor
@Suite struct RouteStepIdentityTests {
  func store(
    _ state: Reacting.State, react: @escaping @Sendable (inout Reacting.State) -> Void
  ) -> Store<Reacting.State, Reacting.Action> {
    Store(initialState: state) {
      Reacting(react: react)
    } withDependencies: {
      $0.continuousClock = TestClock()
      // NB: After the ids of `path(_:)`, so that a pushed element never takes a popped one's.
      $0.stackElementID = .incrementing(from: 100)
    }
  }

  /// A stack of `count` tickers, with the ids 0, 1, 2 and so on.
  func path(_ count: Int) -> StackState<Ticker.State> {
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      StackState((0..<count).map { Ticker.State(id: $0) })
    }
  }

  /// Whether `timer` stops (it was cancelled) within a thousand turns of the main actor.
  func stops(_ timer: StoreTask) async -> Bool {
    for _ in 0..<1000 where timer.isRunning { await Task.yield() }
    return !timer.isRunning
  }

  @Test func aChildWithNoIdentityDismissedByItsParentHasItsEffectsCancelled() async throws {
    let store = store(Reacting.State(plain: Plain.State())) { $0.plain = nil }
    let child = try #require(store.scope(state: \.plain, action: \.plain.presented))
    #expect(
      child.access is RoutedAccess<Reacting.State, Reacting.Action, Plain.State, Plain.Action>)
    let timer = child.send(.ticker(.startTimer))
    child.send(.ticker(.tick))
    #expect(store.state.plain == nil)
    #expect(await stops(timer))
  }

  @Test func aChildWithNoIdentityReplacedByItsParentKeepsItsEffects() async throws {
    let store = store(Reacting.State(plain: Plain.State())) {
      $0.plain = Plain.State(ticker: Ticker.State(count: 42))
    }
    let child = try #require(store.scope(state: \.plain, action: \.plain.presented))
    let timer = child.send(.ticker(.startTimer))
    child.send(.ticker(.tick))
    #expect(store.state.plain?.ticker.count == 42)
    #expect(!(await stops(timer)), "the same child while something is presented, as in TCA")
  }

  @Test func aDestinationWhoseCaseItsParentChangesInPlaceHasItsEffectsCancelled() async throws {
    let store = store(Reacting.State(sheet: .ticker(Ticker.State()))) { $0.sheet?.swapCase() }
    let sheet = try #require(store.scope(state: \.sheet, action: \.sheet.presented))
    #expect(
      sheet.access is RoutedAccess<Reacting.State, Reacting.Action, Sheet.State, Sheet.Action>)
    let timer = sheet.send(.ticker(.startTimer))
    sheet.send(.ticker(.tick))
    #expect(store.state.sheet == .other(Ticker.State(count: 1)))
    #expect(await stops(timer))
  }

  @Test func aDestinationReplacedInTheSameCaseKeepsItsEffects() async throws {
    let store = store(Reacting.State(sheet: .ticker(Ticker.State()))) {
      $0.sheet = .ticker(Ticker.State(count: 42))
    }
    let sheet = try #require(store.scope(state: \.sheet, action: \.sheet.presented))
    let timer = sheet.send(.ticker(.startTimer))
    sheet.send(.ticker(.tick))
    #expect(store.state.sheet == .ticker(Ticker.State(count: 42)))
    #expect(!(await stops(timer)))
  }

  @Test func aChildReplacedByOneWithAnotherIDHasItsEffectsCancelled() async throws {
    let store = store(Reacting.State(child: Ticker.State(id: 7))) {
      $0.child = Ticker.State(id: 8)
    }
    let child = try #require(store.scope(state: \.child, action: \.child.presented))
    let timer = child.send(.startTimer)
    child.send(.tick)
    #expect(store.state.child?.id == 8)
    #expect(await stops(timer))
  }

  @Test func aChildReplacedByOneWithTheSameIDKeepsItsEffects() async throws {
    let store = store(Reacting.State(child: Ticker.State(id: 7))) {
      $0.child = Ticker.State(id: 7, count: 42)
    }
    let child = try #require(store.scope(state: \.child, action: \.child.presented))
    let timer = child.send(.startTimer)
    child.send(.tick)
    #expect(store.state.child?.count == 42)
    #expect(!(await stops(timer)))
  }

  /// A stack of one element, and a longer one.
  @Test(arguments: [1, 20])
  func anElementPoppedByItsParentHasItsEffectsCancelled(count: Int) async throws {
    let store = store(
      Reacting.State(path: path(count))
    ) { state in
      if let id = state.path.ids.first { state.path.pop(from: id) }
    }
    let id = try #require(store.state.path.ids.first)
    let element = try #require(store.scope(state: \.path[id: id], action: \.path[id: id]))
    #expect(
      element.access is RoutedAccess<Reacting.State, Reacting.Action, Ticker.State, Ticker.Action>
    )
    let timer = element.send(.startTimer)
    element.send(.tick)
    #expect(store.state.path.isEmpty)
    #expect(await stops(timer))
  }

  @Test(arguments: [1, 20])
  func anElementKeepsItsEffectsWhenItsParentPushesAnother(count: Int) async throws {
    let store = store(
      Reacting.State(path: path(count))
    ) { state in
      state.path.append(Ticker.State(id: 99))
    }
    let id = try #require(store.state.path.ids.first)
    let element = try #require(store.scope(state: \.path[id: id], action: \.path[id: id]))
    let timer = element.send(.startTimer)
    element.send(.tick)
    #expect(store.state.path.count == count + 1)
    #expect(!(await stops(timer)))
  }

  @Test(arguments: [1, 20])
  func anElementRemovedWithAnotherPushedInItsPlaceHasItsEffectsCancelled(count: Int)
    async throws
  {
    // NB: The stack keeps its length, and, unless it copied its ids, the same storage for them.
    let store = store(
      Reacting.State(path: path(count))
    ) { state in
      state.path.removeFirst()
      state.path.append(Ticker.State(id: 99))
    }
    let id = try #require(store.state.path.ids.first)
    let element = try #require(store.scope(state: \.path[id: id], action: \.path[id: id]))
    let timer = element.send(.startTimer)
    element.send(.tick)
    #expect(store.state.path.count == count)
    #expect(!store.state.path.ids.contains(id))
    #expect(await stops(timer))
  }
}

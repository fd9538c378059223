import Foundation
import KataTestSupport
import Testing

@testable import Kata

/// The leaf of a deep route: says a word, and hears it back through an effect, so that an
/// effect climbs the route level by level.
struct Echo: Reducer {
  struct State: Equatable { var heard: [String] = [] }
  @CasePathable
  enum Action: Equatable {
    case say(String)
    case heard(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .say(word):
      state.heard.append("say \(word)")
      return .send(.heard(word))
    case let .heard(word):
      state.heard.append("heard \(word)")
      return .none
    }
  }
}

/// Notes `action` at `level`, `place` (before or after the step), in `log`.
func note(_ log: inout [String], _ level: String, _ place: String, _ action: Any) {
  log.append("\(level) \(place) \(String(describing: action).prefix(40))")
}

/// A level watching its child's actions after the step only, answering a heard word with an
/// effect of its own.
struct Inner: Reducer {
  struct State: Equatable {
    var log: [String] = []
    var echo = Echo.State()
    var pings = 0
  }
  @CasePathable
  enum Action: Equatable {
    case echo(Echo.Action)
    case ping
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.echo, action: \.echo) { Echo() }
    Reduce { state, action in
      note(&state.log, "inner", "after", action)
      switch action {
      case .echo(.heard): return .send(.ping)
      case .ping:
        state.pings += 1
        return .none
      case .echo: return .none
      }
    }
  }
}

/// A level with a `Reduce` before its `Scope` as well as after it.
struct Middle: Reducer {
  struct State: Equatable {
    var log: [String] = []
    var inner = Inner.State()
  }
  @CasePathable
  enum Action: Equatable { case inner(Inner.Action) }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      note(&state.log, "middle", "before", action)
      return .none
    }
    Scope(state: \.inner, action: \.inner) { Inner() }
    Reduce { state, action in
      note(&state.log, "middle", "after", action)
      return .none
    }
  }
}

/// The root, with a plain level in between that nothing watches.
struct Outer: Reducer {
  struct State: Equatable {
    var log: [String] = []
    var between = Between.State()
  }
  @CasePathable
  enum Action: Equatable { case between(Between.Action) }

  var body: some ReducerOf<Self> {
    Scope(state: \.between, action: \.between) { Between() }
    Reduce { state, action in
      note(&state.log, "outer", "after", action)
      return .none
    }
  }

  struct Between: Reducer {
    struct State: Equatable { var middle = Middle.State() }
    @CasePathable
    enum Action: Equatable { case middle(Middle.Action) }

    var body: some ReducerOf<Self> {
      Scope(state: \.middle, action: \.middle) { Middle() }
    }
  }
}

/// Presents a `Ticker` that an action replaces with another one.
struct Swapper: Reducer {
  struct State: Equatable {
    @Presents var child: Ticker.State?
    var seen = 0
  }
  @CasePathable
  enum Action: Equatable {
    case child(PresentationAction<Ticker.Action>)
    case present(id: Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .present(id): state.child = Ticker.State(id: id)
      case .child: state.seen += 1
      }
      return .none
    }
    .ifLet(\.$child, action: \.child) { Ticker() }
  }
}

/// Presents through a stored `PresentationState` rather than `@Presents`.
struct PlainPresenter: Reducer {
  struct State: Equatable {
    var child = PresentationState<Ticker.State>(wrappedValue: Ticker.State(id: 3))
    var seen = 0
  }
  @CasePathable
  enum Action: Equatable { case child(PresentationAction<Ticker.Action>) }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.seen += 1
      return .none
    }
    .ifLet(\.child, action: \.child) { Ticker() }
  }
}

/// Sends along routes of several `Scope`s in a row, run in one loop (`FlatSegment`), and
/// sends that find their feature gone on the way.
@MainActor
@Suite struct FlatRouteTests {
  @Test func aSendThroughScopesInARowDoesWhatTheRootDoes() {
    let viaRoot = Store(initialState: Outer.State()) { Outer() }
    viaRoot.send(.between(.middle(.inner(.echo(.say("hi"))))))
    let store = Store(initialState: Outer.State()) { Outer() }
    let echo = store.scope(state: \.between, action: \.between)
      .scope(state: \.middle, action: \.middle)
      .scope(state: \.inner, action: \.inner)
      .scope(state: \.echo, action: \.echo)
    echo.send(.say("hi"))
    #expect(store.state == viaRoot.state)
    #expect(store.state.between.middle.inner.echo.heard == ["say hi", "heard hi"])
    #expect(store.state.between.middle.inner.pings == 1, "the inner level's own effect ran")
    #expect(
      store.state.between.middle.log.count == 6,
      "the middle level saw the word, its echo and the ping, before and after the step")
    #expect(store.state.log.count == 3)
    #expect(
      echo.access is RoutedAccess<Outer.State, Outer.Action, Echo.State, Echo.Action>)
  }

  @Test func aSendFromAMiddleLevelDoesWhatTheRootDoes() {
    let viaRoot = Store(initialState: Outer.State()) { Outer() }
    viaRoot.send(.between(.middle(.inner(.ping))))
    let store = Store(initialState: Outer.State()) { Outer() }
    let inner = store.scope(state: \.between, action: \.between)
      .scope(state: \.middle, action: \.middle)
      .scope(state: \.inner, action: \.inner)
    inner.send(.ping)
    #expect(store.state == viaRoot.state)
    #expect(store.state.between.middle.inner.pings == 1)
  }

  @Test func aStoreOfAReplacedChildSendsNothingAndTellsNoOne() throws {
    let store = Store(initialState: Swapper.State()) { Swapper() }
    store.send(.present(id: 1))
    let first = try #require(store.scope(state: \.child, action: \.child.presented))
    first.send(.tick)
    #expect(store.state.child == Ticker.State(id: 1, count: 1))
    #expect(store.state.seen == 1)

    store.send(.present(id: 2))
    var notified = 0
    let subscription = store.observe { _ in notified += 1 }
    let before = notified
    first.send(.tick)
    #expect(store.state.child == Ticker.State(id: 2), "the new child is left alone")
    #expect(store.state.seen == 1, "the parent saw nothing")
    #expect(notified == before, "nothing changed, so no one was told")
    subscription.cancel()
  }

  @Test func aStoredPresentationIsReachedInPlace() throws {
    let viaRoot = Store(initialState: PlainPresenter.State()) { PlainPresenter() }
    viaRoot.send(.child(.presented(.tick)))
    let store = Store(initialState: PlainPresenter.State()) { PlainPresenter() }
    let child = try #require(store.scope(state: \.child, action: \.child.presented))
    child.send(.tick)
    #expect(store.state == viaRoot.state)
    #expect(store.state.child.wrappedValue?.count == 1)
  }

  @Test func aPresentationIsFoundWhereItsKeyPathWritesIt() {
    struct Host {
      var before = 1
      @Presents var child: Int? = 2
      var after = "x"
    }
    let host = Host()
    let offset = presentationOffset(of: \Host.$child, in: host)
    #expect(offset != nil)
    var copy = host
    copy.child = 5
    let stored = offset.map { offset in
      withUnsafeBytes(of: &copy) {
        $0.load(fromByteOffset: offset, as: PresentationState<Int>.self).wrappedValue
      }
    }
    #expect(stored == 5)
  }

  @Test func aPresentationKeptOutsideTheValueIsNotReachedInPlace() {
    final class Box {
      var presentation = PresentationState<Int>(wrappedValue: 1)
    }
    struct Host {
      let box = Box()
      var presentation: PresentationState<Int> {
        get { box.presentation }
        set { box.presentation = newValue }
      }
    }
    #expect(presentationOffset(of: \Host.presentation, in: Host()) == nil)
  }
}

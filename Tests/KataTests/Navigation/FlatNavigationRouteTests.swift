import Foundation
import KataTestSupport
import Testing

@testable import Kata

/// The top of a route through every kind of step: a `Scope` watched before and after it, then a
/// presentation (`Drawer`), a stack element (`Folder`'s path) and `Middle`'s levels below.
struct Cabinet: Reducer {
  struct State: Equatable {
    var log: [String] = []
    var drawer = Drawer.State()
  }
  @CasePathable
  enum Action: Equatable { case drawer(Drawer.Action) }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      note(&state.log, "cabinet", "before", action)
      return .none
    }
    Scope(state: \.drawer, action: \.drawer) { Drawer() }
    Reduce { state, action in
      note(&state.log, "cabinet", "after", action)
      return .none
    }
  }
}

/// Presents a `Folder`, watching its actions, and closes it on `.close`.
struct Drawer: Reducer {
  struct State: Equatable {
    var log: [String] = []
    @Presents var folder: Folder.State? = Folder.State()
  }
  @CasePathable
  enum Action: Equatable {
    case folder(PresentationAction<Folder.Action>)
    case close
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      note(&state.log, "drawer", "after", action)
      if case .close = action { state.folder = nil }
      return .none
    }
    .ifLet(\.$folder, action: \.folder) { Folder() }
  }
}

/// Stacks two `Middle`s, watching their actions, beside a `Ticker` of its own.
struct Folder: Reducer {
  struct State: Equatable {
    var log: [String] = []
    var path = StackState([Middle.State(), Middle.State()])
    var ticker = Ticker.State()
  }
  @CasePathable
  enum Action: Equatable {
    case path(StackActionOf<Middle>)
    case ticker(Ticker.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.ticker, action: \.ticker) { Ticker() }
    Reduce { state, action in
      note(&state.log, "folder", "after", action)
      return .none
    }
    .forEach(\.path, action: \.path) { Middle() }
  }
}

/// A cabinet that nothing watches before its step: a send checks on the way that its
/// feature is there, and walks down without running anything before the steps.
struct Desk: Reducer {
  struct State: Equatable {
    var drawer = Drawer.State()
    var seen = 0
  }
  @CasePathable
  enum Action: Equatable { case drawer(Drawer.Action) }

  var body: some ReducerOf<Self> {
    Scope(state: \.drawer, action: \.drawer) { Drawer() }
    Reduce { state, _ in
      state.seen += 1
      return .none
    }
  }
}

/// Sends along routes that go through presentations and stacks as well as `Scope`s, with
/// parents watching on the way: they do what the root does, and nothing once the feature is
/// gone.
@MainActor
@Suite struct FlatNavigationRouteTests {
  /// The store of the `Echo` of the stack element `id`, scoped level by level.
  static func echo(
    in store: Store<Cabinet.State, Cabinet.Action>, id: StackElementID
  ) throws -> Store<Echo.State, Echo.Action> {
    let folder = try #require(
      store.scope(state: \.drawer, action: \.drawer)
        .scope(state: \.folder, action: \.folder.presented))
    let middle = try #require(folder.scope(state: \.path[id: id], action: \.path[id: id]))
    return middle.scope(state: \.inner, action: \.inner).scope(state: \.echo, action: \.echo)
  }

  /// A cabinet whose folder's elements are 0 and 1.
  static func cabinet() -> Store<Cabinet.State, Cabinet.Action> {
    Store(initialState: numbered(Cabinet.State())) { Cabinet() }
  }

  /// A desk whose folder's elements are 0 and 1.
  static func desk() -> Store<Desk.State, Desk.Action> {
    Store(initialState: numbered(Desk.State())) { Desk() }
  }

  /// `state`, made with stack element ids from 0.
  static func numbered<State>(_ state: @autoclosure () -> State) -> State {
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      state()
    }
  }

  @Test func aSendThroughAPresentationAndAStackDoesWhatTheRootDoes() throws {
    for id: StackElementID in [0, 1] {
      let viaRoot = Self.cabinet()
      viaRoot.send(
        .drawer(.folder(.presented(.path(.element(id: id, action: .inner(.echo(.say("hi")))))))))
      let store = Self.cabinet()
      let echo = try Self.echo(in: store, id: id)
      echo.send(.say("hi"))
      #expect(store.state == viaRoot.state)
      let element = try #require(store.state.drawer.folder?.path[id: id])
      #expect(element.inner.echo.heard == ["say hi", "heard hi"])
      #expect(element.inner.pings == 1, "the inner level's own effect ran")
      #expect(store.state.log.count == 6, "the root saw the word, its echo and the ping, twice")
      #expect(store.state.drawer.folder?.log.count == 3)
      #expect(
        echo.access is RoutedAccess<Cabinet.State, Cabinet.Action, Echo.State, Echo.Action>,
        "the store sends along its route, not through the root")
    }
  }

  @Test func aFeatureBelowAPresentationSeesItselfPresented() throws {
    let store = Self.cabinet()
    let ticker = try #require(
      store.scope(state: \.drawer, action: \.drawer)
        .scope(state: \.folder, action: \.folder.presented)
    ).scope(state: \.ticker, action: \.ticker)
    ticker.send(.tick)
    ticker.send(.checkPresented)
    #expect(store.state.drawer.folder?.ticker.count == 1)
    #expect(store.state.drawer.folder?.ticker.wasPresented == true)
  }

  @Test func aStoreBelowAClosedDrawerSendsNothingAndTellsNoOne() throws {
    let store = Self.cabinet()
    let echo = try Self.echo(in: store, id: 1)
    echo.send(.say("one"))
    store.send(.drawer(.close))
    #expect(store.state.drawer.folder == nil)
    let state = store.state
    var notified = 0
    let subscription = store.observe { _ in notified += 1 }
    let before = notified
    echo.send(.say("two"))
    #expect(store.state == state, "nothing ran, not even the root's Reduce before the step")
    #expect(notified == before)
    subscription.cancel()
  }

  @Test func aStoreOfAPoppedElementSendsNothing() throws {
    let store = Self.cabinet()
    let echo = try Self.echo(in: store, id: 1)
    store.send(.drawer(.folder(.presented(.path(.popFrom(id: 1))))))
    #expect(store.state.drawer.folder?.path.ids == [0])
    let state = store.state
    echo.send(.say("gone"))
    #expect(store.state == state)
  }

  @Test func aSendWithNothingBeforeItsStepsDoesWhatTheRootDoes() throws {
    let viaRoot = Self.desk()
    viaRoot.send(.drawer(.folder(.presented(.ticker(.tick)))))
    let store = Self.desk()
    let ticker = try #require(
      store.scope(state: \.drawer, action: \.drawer)
        .scope(state: \.folder, action: \.folder.presented)
    ).scope(state: \.ticker, action: \.ticker)
    ticker.send(.tick)
    #expect(store.state == viaRoot.state)
    #expect(store.state.drawer.folder?.ticker.count == 1)
    #expect(store.state.seen == 1)
    let access = try #require(
      ticker.access as? RoutedAccess<Desk.State, Desk.Action, Ticker.State, Ticker.Action>)
    #expect(access.route.checksAliveOnTheWay)

    store.send(.drawer(.close))
    let state = store.state
    ticker.send(.tick)
    #expect(store.state == state, "the closed folder's ticker is found gone on the way")
  }

  @Test func aRoutedSendKeepsNoCopyOfItsAction() {
    let store = Store(initialState: Depot.State()) { Depot() }
    let porter = store.scope(state: \.porter, action: \.porter)
    weak var sent: Parcel?
    do {
      let parcel = Parcel()
      sent = parcel
      porter.send(.carry(parcel))
    }
    #expect(store.state.porter.carried == 1)
    #expect(store.state.seen == 1, "the depot's Reduce saw the action, embedded")
    #expect(sent == nil, "every copy the route embedded was destroyed")
  }
}

/// A reference an action carries.
final class Parcel: Equatable, Sendable {
  static func == (lhs: Parcel, rhs: Parcel) -> Bool { lhs === rhs }
}

/// Counts the parcels it is given.
struct Porter: Reducer {
  struct State: Equatable { var carried = 0 }
  @CasePathable
  enum Action: Equatable { case carry(Parcel) }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.carried += 1
    return .none
  }
}

/// A `Porter` watched by a `Reduce`, so that a routed send embeds the parcel in the depot's
/// action.
struct Depot: Reducer {
  struct State: Equatable {
    var porter = Porter.State()
    var seen = 0
  }
  @CasePathable
  enum Action: Equatable { case porter(Porter.Action) }

  var body: some ReducerOf<Self> {
    Scope(state: \.porter, action: \.porter) { Porter() }
    Reduce { state, _ in
      state.seen += 1
      return .none
    }
  }
}

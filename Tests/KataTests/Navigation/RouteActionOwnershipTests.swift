import Testing

@testable import Kata

/// What a route does with the actions it writes at each level.
///
/// A route writes each level's action around its child's, moving rather than copying where it
/// can, and destroys only the actions that own what they refer to (see
/// `FlatSegment.embed(from:)`). These tests send a reference through routes of several levels, and check that every level
/// saw it, that nothing keeps it after the send, and that a level that keeps it keeps it alive.
@MainActor
struct RouteActionOwnershipTests {
  /// Sends three parcels through a store `route` scoped from the root `store`, one at a time
  /// (a route learns how to write an action in place from its first send); weak references to
  /// the parcels, once the sends are over.
  func send<State, Action>(
    through store: Store<State, Action>,
    _ route: (Store<State, Action>) throws -> Store<Porter.State, Porter.Action>
  ) throws -> [Weak<Parcel>] {
    let porter = try route(store)
    return (0..<3).map { _ in
      let parcel = Parcel()
      porter.send(.carry(parcel))
      return Weak(parcel)
    }
  }

  @Test func threeScopesLendTheirActionsAndDestroyOneCopy() throws {
    let store = Store(initialState: Wharf.State()) { Wharf() }
    let sent = try send(through: store) {
      $0.scope(state: \.yard, action: \.yard).scope(state: \.depot, action: \.depot)
        .scope(state: \.porter, action: \.porter)
    }
    #expect(store.state.yard.depot.porter.carried == 3)
    #expect(store.state.yard.depot.seen == 3)
    #expect(store.state.yard.seen == 3)
    #expect(store.state.seen == 3, "the top level saw the actions, moved up to it")
    #expect(sent.allSatisfy { $0.value == nil }, "the one copy of each was destroyed")
  }

  @Test func aLevelThatKeepsTheActionKeepsItAlive() throws {
    var store: Store? = Store(initialState: Wharf.State(keeps: true)) { Wharf() }
    var sent: [Weak<Parcel>] = []
    if let root = store {
      sent = try send(through: root) {
        $0.scope(state: \.yard, action: \.yard).scope(state: \.depot, action: \.depot)
          .scope(state: \.porter, action: \.porter)
      }
      #expect(
        sent.allSatisfy { $0.value != nil }, "the top level kept a copy of each, which owns it")
      #expect(root.state.kept.map(ObjectIdentifier.init) == sent.map(\.identifier))
    }
    store = nil
    #expect(sent.allSatisfy { $0.value == nil }, "the parcels went with the state that kept them")
  }

  @Test func aPresentationBetweenScopesCopiesAndDestroysItsAction() throws {
    let store = Store(initialState: Harbour.State()) { Harbour() }
    let sent = try send(through: store) {
      let quay = $0.scope(state: \.quay, action: \.quay)
      let depot = try #require(quay.scope(state: \.depot, action: \.depot.presented))
      return depot.scope(state: \.porter, action: \.porter)
    }
    #expect(store.state.quay.depot?.porter.carried == 3)
    #expect(store.state.quay.seen == 3, "the presenting level saw the actions")
    #expect(
      store.state.kept.map(ObjectIdentifier.init) == sent.map(\.identifier),
      "the top level saw the actions, and kept them alive")
  }

  @Test func aPresentationBetweenScopesLeavesNothingBehind() throws {
    var store: Store? = Store(initialState: Harbour.State()) { Harbour() }
    var sent: [Weak<Parcel>] = []
    if let root = store {
      sent = try send(through: root) {
        let quay = $0.scope(state: \.quay, action: \.quay)
        let depot = try #require(quay.scope(state: \.depot, action: \.depot.presented))
        return depot.scope(state: \.porter, action: \.porter)
      }
    }
    store = nil
    #expect(sent.allSatisfy { $0.value == nil }, "every copy the route made was destroyed")
  }
}

/// A weak reference, and the identity of what it referred to.
struct Weak<Value: AnyObject> {
  weak var value: Value?
  let identifier: ObjectIdentifier

  init(_ value: Value) {
    self.value = value
    self.identifier = ObjectIdentifier(value)
  }
}

/// Two `Scope`s above a `Depot`, each watching; the top keeps the parcels it sees when asked.
struct Wharf: Reducer {
  struct State: Equatable {
    var keeps = false
    var kept: [Parcel] = []
    var seen = 0
    var yard = Yard.State()
  }
  @CasePathable
  enum Action: Equatable { case yard(Yard.Action) }

  var body: some ReducerOf<Self> {
    Scope(state: \.yard, action: \.yard) { Yard() }
    Reduce { state, action in
      state.seen += 1
      if state.keeps, case .yard(.depot(.porter(.carry(let parcel)))) = action {
        state.kept.append(parcel)
      }
      return .none
    }
  }
}

/// Watches a `Depot`.
struct Yard: Reducer {
  struct State: Equatable {
    var seen = 0
    var depot = Depot.State()
  }
  @CasePathable
  enum Action: Equatable { case depot(Depot.Action) }

  var body: some ReducerOf<Self> {
    Scope(state: \.depot, action: \.depot) { Depot() }
    Reduce { state, _ in
      state.seen += 1
      return .none
    }
  }
}

/// A `Scope` above a presentation of a `Depot`; the top keeps the parcels it sees.
struct Harbour: Reducer {
  struct State: Equatable {
    var kept: [Parcel] = []
    var quay = Quay.State()
  }
  @CasePathable
  enum Action: Equatable { case quay(Quay.Action) }

  var body: some ReducerOf<Self> {
    Scope(state: \.quay, action: \.quay) { Quay() }
    Reduce { state, action in
      if case .quay(.depot(.presented(.porter(.carry(let parcel))))) = action {
        state.kept.append(parcel)
      }
      return .none
    }
  }
}

/// Presents a `Depot`, watching its actions.
struct Quay: Reducer {
  struct State: Equatable {
    var seen = 0
    @Presents var depot: Depot.State? = Depot.State()
  }
  @CasePathable
  enum Action: Equatable { case depot(PresentationAction<Depot.Action>) }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.seen += 1
      return .none
    }
    .ifLet(\.$depot, action: \.depot) { Depot() }
  }
}

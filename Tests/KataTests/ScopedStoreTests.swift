import Foundation
import KataTestSupport
import TemporaryFolders
import Testing

@testable import Kata

@MainActor
@Suite struct ScopedStoreTests {
  @Test func scopedStoreReadsAndWritesTheRootState() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let counter = store.scope(state: \.counter, action: \.counter)
    counter.send(.incrementButtonTapped)
    #expect(counter.state.count == 1)
    #expect(store.state.counter.count == 1)
    // The parent's onChange ran: a child's send runs the root reducer.
    #expect(store.state.changes == 1)
    store.send(.counter(.incrementButtonTapped))
    #expect(counter.state.count == 2)
  }

  @Test func observersOfAScopedStoreSeeTheirPart() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let counter = store.scope(state: \.counter, action: \.counter)
    var counts: [Int] = []
    let subscription = counter.observe(\.count) { counts.append($0) }
    store.send(.openEditor)
    counter.send(.incrementButtonTapped)
    store.send(.counter(.incrementButtonTapped))
    #expect(counts == [1, 2])
    _ = subscription
  }

  @Test func nestedScopesReachTheLeaf() {
    let store = Store(initialState: Parent.State(rows: [Row.State(id: 5)])) { Parent() }
    let rows = store.scope(state: \.rows, action: \.rows)
    rows.send(.element(id: 5, action: .toggle))
    #expect(store.state.rows[id: 5]?.isOn == true)
  }
}

/// Two plain `Scope`s down to an item: a store scoped to the item sends straight to it.
struct Shelf: Reducer {
  struct State: Equatable { var box = Box.State() }
  @CasePathable
  enum Action: Equatable, Codable { case box(Box.Action) }

  var body: some ReducerOf<Self> {
    Scope(state: \.box, action: \.box) { Box() }
  }
}

struct Box: Reducer {
  struct State: Equatable { var item = Item.State() }
  @CasePathable
  enum Action: Equatable, Codable { case item(Item.Action) }

  var body: some ReducerOf<Self> {
    Scope(state: \.item, action: \.item) { Item() }
  }
}

struct Item: Reducer {
  struct State: Equatable {
    var count = 0
    var log: [String] = []
  }
  @CasePathable
  enum Action: Equatable, Codable {
    case tapped
    case echoed
    case delayed
  }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tapped:
      state.count += 1
      return .send(.echoed)
    case .echoed:
      state.log.append("echoed")
      return .none
    case .delayed:
      return .run { send in
        try await clock.sleep(for: .seconds(1))
        await send(.echoed)
      }
    }
  }
}

@MainActor
@Suite struct StoreRoutingTests {
  @Test func aStoreScopedThroughPlainScopesDoesWhatTheRootDoes() {
    let viaRoot = Store(initialState: Shelf.State()) { Shelf() }
    viaRoot.send(.box(.item(.tapped)))
    let store = Store(initialState: Shelf.State()) { Shelf() }
    let item = store.scope(state: \.box, action: \.box).scope(state: \.item, action: \.item)
    item.send(.tapped)
    #expect(store.state == viaRoot.state)
    #expect(item.state == Item.State(count: 1, log: ["echoed"]))
    #expect(
      item.access is RoutedAccess<Shelf.State, Shelf.Action, Item.State, Item.Action>,
      "the send skipped the levels in between")
  }

  @Test func effectsOfAScopedFeatureDeliverThroughTheRoot() async {
    let store = Store(initialState: Shelf.State()) {
      Shelf()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    let item = store.scope(state: \.box, action: \.box).scope(state: \.item, action: \.item)
    await item.send(.delayed).finish()
    #expect(store.state.box.item.log == ["echoed"])
  }

  @Test func sendsOfAScopedStoreAreRecordedAsRootActions() throws {
    let url = TemporaryFolder.url("kata-routing.jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    let store = Store(initialState: Shelf.State()) { Shelf() }
    let recorder = try store.record(to: url)
    store.scope(state: \.box, action: \.box).scope(state: \.item, action: \.item).send(.tapped)
    recorder.stop()
    let actions = try ActionRecording.read(Shelf.Action.self, from: url)
    #expect(actions == [.box(.item(.tapped)), .box(.item(.echoed))])
  }

  @Test func aRootThatLooksAtChildActionsStillSeesThem() {
    let lines = LockIsolated<[String]>([])
    let store = Store(initialState: Shelf.State()) {
      Shelf()._printChanges(.customDump { line in lines.withValue { $0.append(line) } })
    }
    store.scope(state: \.box, action: \.box).scope(state: \.item, action: \.item).send(.tapped)
    #expect(store.state.box.item.count == 1)
    #expect(lines.value.count == 2, "one printout per action: tapped, then echoed")
  }

  @Test func aParentReduceStillSeesActionsOfAScopedStore() {
    // Parent's reducer ends in an onChange, which a route does not pass through.
    let store = Store(initialState: Parent.State()) { Parent() }
    let counter = store.scope(state: \.counter, action: \.counter)
    counter.send(.incrementButtonTapped)
    #expect(store.state.changes == 1)
    #expect(
      counter.access is ChildAccess<Parent.State, Parent.Action, Counter.State, Counter.Action>)
  }
}

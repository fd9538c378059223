import Foundation
import Kata
import Testing

@MainActor
@Suite struct ObservableStateTests {
  @Test func aWholeStateObserverIsToldOnlyAboutSendsThatWrote() {
    let store = Store(initialState: Pair.State()) { Pair() }
    var counts: [Int] = []
    let subscription = store.observe { counts.append($0.left.count) }
    store.send(.left(.incrementButtonTapped))
    store.send(.left(.numberFactResponse("fact")))
    store.send(.left(.incrementButtonTapped))
    #expect(counts == [1, 1, 2])
    _ = subscription
  }

  @Test func aScopedObserverIgnoresWritesToItsSibling() {
    let store = Store(initialState: Pair.State()) { Pair() }
    let left = store.scope(\.left, action: \.left)
    var told = 0
    let subscription = left.observe { _ in told += 1 }
    store.send(.right(.incrementButtonTapped))
    store.send(.right(.incrementButtonTapped))
    #expect(told == 0, "writes to the right counter leave the left one's identity unchanged")
    store.send(.left(.incrementButtonTapped))
    #expect(told == 1)
    _ = subscription
  }

  @Test func anActionThatWritesNothingDoesNotNotify() {
    let store = Store(initialState: SettingsForm.State()) { SettingsForm() }
    var told = 0
    let subscription = store.observe { _ in told += 1 }
    store.send(.binding(.set(\.displayName, "Blob")))
    #expect(told == 1)
    _ = subscription
  }

  @Test func aStateHoldingSharedValuesIsAlwaysReported() {
    let store = Store(initialState: SharedCounter.State()) { SharedCounter() }
    var counts: [Int] = []
    let subscription = store.observe { counts.append($0.count) }
    store.send(.incrementSharedOnly)
    store.send(.incrementSharedOnly)
    #expect(counts == [1, 2], "a shared value changes without a write to the state")
    _ = subscription
  }

  @Test func identityChangesOnWritesOnlyAndNeverBreaksEquality() {
    var state = Feature.State()
    let copy = state
    #expect(state._$id._isIdentical(to: copy._$id))
    state.count += 1
    #expect(!state._$id._isIdentical(to: copy._$id))
    state.count -= 1
    #expect(state == copy, "the identity is not part of equality")
    #expect(!Feature.State()._$id._isIdentical(to: Feature.State()._$id))
  }

  @Test func codableStateKeepsItsKeys() throws {
    let data = try JSONEncoder().encode(Stored.State(title: "Milk", isDone: true))
    let json = try #require(String(data: data, encoding: .utf8))
    #expect(!json.contains("_$id"))
    let decoded = try JSONDecoder().decode(
      Stored.State.self, from: Data(#"{"title":"Eggs","isDone":false}"#.utf8))
    #expect(decoded == Stored.State(title: "Eggs", isDone: false))
  }

  @Test func customDumpShowsOnlyTheProperties() {
    #expect(String(customDumping: Stored.State(title: "Milk", isDone: false)).contains("title"))
    #expect(!String(customDumping: Stored.State(title: "Milk", isDone: false)).contains("_$id"))
  }

  @Test func enumStateTakesItsCaseIdentity() {
    var mode = CounterMode.counting(Feature.State())
    let before = mode._$id
    #expect(mode._$id._isIdentical(to: before))
    if case var .counting(state) = mode {
      state.count += 1
      mode = .counting(state)
    }
    #expect(!mode._$id._isIdentical(to: before))
    #expect(CounterMode.idle._$id._isIdentical(to: CounterMode.idle._$id))
  }
}

@Reducer
struct Stored {
  @ObservableState
  struct State: Codable, Equatable {
    var title: String
    var isDone: Bool
  }
  enum Action {}
}

@CasePathable
@ObservableState
enum CounterMode: Equatable {
  case idle
  case counting(Feature.State)
}

/// A parent that presents a `Feature`, whose state is `@ObservableState` too.
@Reducer
struct FeaturePresenter {
  @ObservableState
  struct State: Equatable {
    @Presents var child: Feature.State?
    var title = ""
  }
  enum Action: Equatable {
    case child(PresentationAction<Feature.Action>)
    case ignored
    case presentButtonTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .presentButtonTapped:
        state.child = Feature.State()
        return .none
      case .child, .ignored:
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) { Feature() }
  }
}

@MainActor
@Suite struct PresentedObservableStateTests {
  @Test func writesToAPresentedChildAreReportedAndOthersAreNot() {
    let store = Store(initialState: FeaturePresenter.State()) { FeaturePresenter() }
    var counts: [Int?] = []
    let subscription = store.observe { counts.append($0.child?.count) }
    store.send(.presentButtonTapped)
    store.send(.child(.presented(.incrementButtonTapped)))
    store.send(.ignored)
    store.send(.child(.presented(.incrementButtonTapped)))
    store.send(.child(.dismiss))
    #expect(counts == [0, 1, 2, nil], "the ignored action wrote nothing")
    _ = subscription
  }
}

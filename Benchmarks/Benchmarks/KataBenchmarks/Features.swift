import Kata

/// The smallest feature: one counter, no effects.
struct Leaf: Reducer {
  struct State: Equatable { var count = 0 }
  @CasePathable
  enum Action: Equatable { case increment }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

/// A list of leaves.
struct Rows: Reducer {
  struct Row: Equatable, Identifiable {
    let id: Int
    var count = 0
  }
  struct State: Equatable { var rows: IdentifiedArrayOf<Row> = [] }
  @CasePathable
  enum Action: Equatable { case rows(IdentifiedAction<Int, RowAction>) }
  @CasePathable
  enum RowAction: Equatable { case increment }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.rows, action: \.rows) {
        Reduce<Row, RowAction> { row, _ in
          row.count += 1
          return .none
        }
      }
  }
}

/// What a hand-written observable model does: mutate, then notify its observer.
final class CounterModel {
  private(set) var count = 0
  private var observers: [(CounterModel) -> Void] = []

  func observe(_ observer: @escaping (CounterModel) -> Void) { observers.append(observer) }

  func increment() {
    count += 1
    for observer in observers { observer(self) }
  }
}

/// A parent that shows its child as a plain scoped child, and watches its actions.
struct PlainParent: Reducer {
  struct State: Equatable { var child = Leaf.State() }
  @CasePathable
  enum Action: Equatable { case child(Leaf.Action) }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Leaf() }
    Reduce { _, _ in .none }
  }
}

/// The same parent presenting its child (presented from the start).
struct PresentingParent: Reducer {
  struct State: Equatable { @Presents var child: Leaf.State? = Leaf.State() }
  @CasePathable
  enum Action: Equatable { case child(PresentationAction<Leaf.Action>) }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifLet(\.$child, action: \.child) { Leaf() }
  }
}

/// The same parent with its child as the element of a navigation stack.
struct StackingParent: Reducer {
  struct State: Equatable { var path = StackState([Leaf.State()]) }
  @CasePathable
  enum Action: Equatable { case path(StackActionOf<Leaf>) }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.path, action: \.path) { Leaf() }
  }
}

/// `store`, which the benchmark made sure is there.
@MainActor
func presented<State, Action>(_ store: Store<State, Action>?) -> Store<State, Action> {
  guard let store else { preconditionFailure("The benchmark's child is presented from the start.") }
  return store
}

/// `PlainParent` with `@ObservableState`: its child is a tracked property, which a key path
/// reaches through its `didSet` rather than at an offset.
@Reducer
struct ObservedParent {
  @ObservableState
  struct State: Equatable { var child = Leaf.State() }
  enum Action: Equatable { case child(Leaf.Action) }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Leaf() }
    Reduce { _, _ in .none }
  }
}

/// `Rows` with `@ObservableState`: the rows are a tracked property.
@Reducer
struct ObservedRows {
  @ObservableState
  struct State: Equatable { var rows: IdentifiedArrayOf<Rows.Row> = [] }
  enum Action: Equatable { case rows(IdentifiedAction<Int, Rows.RowAction>) }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.rows, action: \.rows) {
        Reduce<Rows.Row, Rows.RowAction> { row, _ in
          row.count += 1
          return .none
        }
      }
  }
}

/// `StackingParent` with `@ObservableState`: the stack is a tracked property.
@Reducer
struct ObservedStackingParent {
  @ObservableState
  struct State: Equatable { var path = StackState([Leaf.State()]) }
  enum Action: Equatable { case path(StackActionOf<Leaf>) }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.path, action: \.path) { Leaf() }
  }
}

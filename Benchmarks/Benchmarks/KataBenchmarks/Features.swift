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

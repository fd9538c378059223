import Kata
import Testing

/// Reducers change the properties `@ObservableState` tracks in place.
///
/// A key path to such a property (it has a `didSet`) writes by getting a copy and setting it
/// back, which copied a whole list for an action to one of its rows. These tests read where a
/// list's elements are stored before and after a send: a list changed in place keeps its
/// storage, a list copied gets new storage while the old is still alive.
@MainActor
@Suite struct TrackedPropertyTests {
  @Test func forEachChangesOneRowOfATrackedListInPlace() {
    let store = Store(initialState: TrackedBoard.State(rowCount: 1_000)) { TrackedBoard() }
    let before = storage(store) { $0 }
    store.send(.rows(.element(id: 500, action: .increment)))
    #expect(storage(store) { $0 } == before, "the rows were copied to change one of them")
    #expect(store.state.rows[id: 500]?.count == 1)
    #expect(store.state.rows[id: 499]?.count == 0)
  }

  @Test func scopeChangesATrackedChildInPlace() {
    let store = Store(initialState: TrackedShelf.State()) { TrackedShelf() }
    let before = storage(store) { $0.board }
    store.send(.board(.rows(.element(id: 3, action: .increment))))
    #expect(storage(store) { $0.board } == before, "the child's rows were copied")
    #expect(store.state.board.rows[id: 3]?.count == 1)
  }

  @Test func aScopedStoreChangesATrackedChildInPlace() throws {
    let store = Store(initialState: TrackedShelf.State()) { TrackedShelf() }
    let board = store.scope(state: \.board, action: \.board)
    let before = storage(store) { $0.board }
    board.send(.rows(.element(id: 3, action: .increment)))
    #expect(storage(store) { $0.board } == before, "the child's rows were copied")
    #expect(store.state.board.rows[id: 3]?.count == 1)
    #expect(board.state.rows[id: 3]?.count == 1)
  }

  @Test func ifLetChangesATrackedOptionalChildInPlace() {
    let store = Store(initialState: TrackedDrawer.State()) { TrackedDrawer() }
    let before = storage(store) { $0.board }
    store.send(.board(.rows(.element(id: 3, action: .increment))))
    #expect(storage(store) { $0.board } == before, "the optional child's rows were copied")
    #expect(store.state.board?.rows[id: 3]?.count == 1)
  }

  @Test func aStackChangesOneElementOfATrackedPathInPlace() throws {
    let store = Store(initialState: TrackedDrawer.State()) { TrackedDrawer() }
    let id = try #require(store.state.path.ids.first)
    let before = storage(store) { $0.path[id: id] }
    store.send(.path(.element(id: id, action: .rows(.element(id: 3, action: .increment)))))
    #expect(storage(store) { $0.path[id: id] } == before, "the element's rows were copied")
    #expect(store.state.path[id: id]?.rows[id: 3]?.count == 1)
  }

  @Test func sendsByEveryWayCountAsAModelDoesAndNeverMoveTheRows() throws {
    let store = Store(initialState: TrackedDrawer.State()) { TrackedDrawer() }
    let stackID = try #require(store.state.path.ids.first)
    let board = try #require(store.scope(state: \.board, action: \.board))
    let element = try #require(store.scope(state: \.path[id: stackID], action: \.path[id: stackID]))
    var expected = (board: [Int: Int](), element: [Int: Int]())
    // NB: A scoped store of a feature that may go away keeps the state it read last, to show
    // once the feature is gone; its first write after that read copies the rows once. The
    // sends below read nothing through those stores until the end.
    board.send(.rows(.element(id: 0, action: .increment)))
    element.send(.rows(.element(id: 0, action: .increment)))
    expected.board[0] = 1
    expected.element[0] = 1
    let baseline = (storage(store) { $0.board }, storage(store) { $0.path[id: stackID] })
    var told = 0
    let subscription = store.observe { _ in told += 1 }
    // NB: 40 ways (4 senders × 10 rows), in an order that visits each once per 40 sends.
    var way = 0
    var moves = 0
    for _ in 0..<400 {
      way = (way * 21 + 7) % 40
      let row = way % 10
      let increment = TrackedBoard.Action.rows(.element(id: row, action: .increment))
      switch way / 10 {
      case 0:
        store.send(.board(increment))
        expected.board[row, default: 0] += 1
      case 1:
        board.send(increment)
        expected.board[row, default: 0] += 1
      case 2:
        store.send(.path(.element(id: stackID, action: increment)))
        expected.element[row, default: 0] += 1
      default:
        element.send(increment)
        expected.element[row, default: 0] += 1
      }
      // NB: After every send: a list copied at each send could come back to its first address,
      // freed by the send before.
      moves += storage(store) { $0.board } == baseline.0 ? 0 : 1
      moves += storage(store) { $0.path[id: stackID] } == baseline.1 ? 0 : 1
    }
    for row in 0..<10 {
      #expect(store.state.board?.rows[id: row]?.count == expected.board[row, default: 0])
      #expect(
        store.state.path[id: stackID]?.rows[id: row]?.count == expected.element[row, default: 0])
      #expect(board.state.rows[id: row]?.count == expected.board[row, default: 0])
      #expect(element.state.rows[id: row]?.count == expected.element[row, default: 0])
    }
    #expect(told == 400, "every send wrote, so every send is reported")
    #expect(moves == 0, "the rows of the optional child or of the stack element moved")
    _ = subscription
  }

  @Test func observersAreToldOfAChangeMadeInPlace() {
    let store = Store(initialState: TrackedShelf.State()) { TrackedShelf() }
    var counts: [Int] = []
    let whole = store.observe { counts.append($0.board.rows[id: 3]?.count ?? -1) }
    let board = store.scope(state: \.board, action: \.board)
    var boardCounts: [Int] = []
    let part = board.observe { boardCounts.append($0.rows[id: 3]?.count ?? -1) }
    store.send(.board(.rows(.element(id: 3, action: .increment))))
    board.send(.rows(.element(id: 3, action: .increment)))
    #expect(counts == [1, 2])
    #expect(boardCounts == [1, 2])
    _ = (whole, part)
  }

  @Test func aChildPassedThroughANavigationOperatorIsChangedInPlaceAndReported() {
    let store = Store(initialState: TrackedDesk.State()) { TrackedDesk() }
    let board = store.scope(state: \.board, action: \.board)
    var counts: [Int] = []
    let subscription = store.observe { counts.append($0.board.rows[id: 3]?.count ?? -1) }
    let before = storage(store) { $0.board }
    board.send(.rows(.element(id: 3, action: .increment)))
    board.send(.rows(.element(id: 3, action: .increment)))
    #expect(storage(store) { $0.board } == before, "the child's rows were copied")
    #expect(counts == [1, 2])
    _ = subscription
  }

  @Test func aStoreTellsAChangeInPlaceFromNoChange() {
    let store = Store(initialState: TrackedShelf.State()) { TrackedShelf() }
    let label = store.scope(state: \.label, action: \.label)
    var told = 0
    let subscription = label.observe { _ in told += 1 }
    store.send(.board(.rows(.element(id: 3, action: .increment))))
    #expect(told == 0, "a write to the board leaves the label's identity as it was")
    _ = subscription
  }

  @Test func aClassStateNamingItsPropertiesIsWrittenThroughItsKeyPaths() {
    let board = ClassBoard()
    let store = Store(initialState: board) {
      EmptyReducer<ClassBoard, ClassBoard.Action>()
        .forEach(\.rows, action: \.rows) { TrackedRow() }
    }
    store.send(.rows(.element(id: 2, action: .increment)))
    store.send(.rows(.element(id: 2, action: .increment)))
    #expect(board.rows[id: 2]?.count == 2)
    #expect(board.rows.map(\.count) == [0, 0, 2, 0])
  }

  @Test func onlyTrackedStoredPropertiesAreLookedUp() {
    #expect(TrackedBoard.State._$trackedProperty(\TrackedBoard.State.rows) == "rows")
    #expect(TrackedBoard.State._$trackedProperty(\TrackedBoard.State.title) == "title")
    #expect(TrackedBoard.State._$trackedProperty(\TrackedBoard.State.scratch) == nil)
    #expect(TrackedBoard.State._$trackedProperty(\TrackedBoard.State.rowCount) == nil)
    #expect(TrackedBoard.State._$trackedProperty(\TrackedBoard.State.rows.count) == nil)
  }

  /// The address of the row storage of the board `board` picks from `store`'s state, as a
  /// number; 0 when there is no such board.
  ///
  /// NB: In a function of its own, so that the copy of the state read here is released before
  /// the caller sends: a copy still alive would make the store's storage shared.
  private func storage<State, Action>(
    _ store: Store<State, Action>, _ board: (State) -> TrackedBoard.State?
  ) -> Int {
    board(store.state)?.rows.elements.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
      ?? 0
  }
}

@Reducer
struct TrackedRow {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var count = 0
  }
  enum Action: Equatable { case increment }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

@Reducer
struct TrackedBoard {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<TrackedRow.State>
    var title = "TrackedBoard"
    @ObservationStateIgnored var scratch = 0
    var rowCount: Int { rows.count }

    init(rowCount: Int = 10) {
      rows = IdentifiedArray(uniqueElements: (0..<rowCount).map { TrackedRow.State(id: $0) })
    }
  }
  enum Action: Equatable { case rows(IdentifiedActionOf<TrackedRow>) }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.rows, action: \.rows) { TrackedRow() }
  }
}

@Reducer
struct TrackedLabel {
  @ObservableState
  struct State: Equatable { var text = "" }
  enum Action: Equatable { case textChanged(String) }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .textChanged(let text): state.text = text
    }
    return .none
  }
}

@Reducer
struct TrackedShelf {
  @ObservableState
  struct State: Equatable {
    var board = TrackedBoard.State()
    var label = TrackedLabel.State()
  }
  enum Action: Equatable {
    case board(TrackedBoard.Action)
    case label(TrackedLabel.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.board, action: \.board) { TrackedBoard() }
    Scope(state: \.label, action: \.label) { TrackedLabel() }
  }
}

@Reducer
struct TrackedDrawer {
  @ObservableState
  struct State: Equatable {
    var board: TrackedBoard.State? = TrackedBoard.State()
    var path = StackState([TrackedBoard.State()])
  }
  enum Action: Equatable {
    case board(TrackedBoard.Action)
    case path(StackActionOf<TrackedBoard>)
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifLet(\.board, action: \.board) { TrackedBoard() }
      .forEach(\.path, action: \.path) { TrackedBoard() }
  }
}

/// A tracked child beside a `Reduce`, inside a presentation operator that a route passes
/// through to reach it.
@Reducer
struct TrackedDesk {
  @ObservableState
  struct State: Equatable {
    var board = TrackedBoard.State()
    @Presents var sheet: TrackedLabel.State?
  }
  enum Action: Equatable {
    case board(TrackedBoard.Action)
    case sheet(PresentationAction<TrackedLabel.Action>)
  }

  var body: some ReducerOf<Self> {
    CombineReducers {
      Scope(state: \.board, action: \.board) { TrackedBoard() }
      Reduce { _, _ in .none }
    }
    .ifLet(\.$sheet, action: \.sheet) { TrackedLabel() }
  }
}

/// A class conforming by hand and naming a property as `@ObservableState` would: its
/// properties are not in the value a reducer is given, so it is written through key paths.
final class ClassBoard: ObservableState, @unchecked Sendable {
  var rows = IdentifiedArray(uniqueElements: (0..<4).map { TrackedRow.State(id: $0) })
  var _$id: ObservableStateID { ._$untracked }

  static func _$trackedProperty(_ keyPath: AnyKeyPath) -> String? {
    keyPath == \ClassBoard.rows ? "rows" : nil
  }

  @CasePathable
  enum Action: Equatable { case rows(IdentifiedActionOf<TrackedRow>) }
}

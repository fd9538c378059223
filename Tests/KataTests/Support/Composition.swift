import Foundation
import Kata

/// A row of a list: toggles, and deletes itself after a delay.
struct Row: Reducer {
  struct State: Equatable, Identifiable {
    let id: Int
    var isOn = false
    var title = ""
  }
  @CasePathable
  enum Action: Equatable {
    case toggle
    case startCountdown
    case countdownFinished
  }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .toggle:
      state.isOn.toggle()
      return .none
    case .startCountdown:
      return .run { send in
        try await clock.sleep(for: .seconds(1))
        await send(.countdownFinished)
      }
    case .countdownFinished:
      state.title = "done"
      return .none
    }
  }
}

/// A parent with a scoped child, an optional child, a list, and an enum child.
struct Parent: Reducer {
  struct State: Equatable {
    var counter = Counter.State()
    var editor: Row.State?
    var rows: IdentifiedArrayOf<Row.State> = []
    var changes = 0
  }
  @CasePathable
  enum Action: Equatable {
    case counter(Counter.Action)
    case editor(Row.Action)
    case rows(IdentifiedActionOf<Row>)
    case openEditor
    case closeEditor
    case replaceEditor(id: Int)
    case removeRow(id: Int)
  }

  var body: some ReducerOf<Self> {
    CombineReducers {
      Scope(state: \.counter, action: \.counter) {
        Counter()
      }
      core
    }
    .ifLet(\.editor, action: \.editor) {
      Row()
    }
    .forEach(\.rows, action: \.rows) {
      Row()
    }
    .onChange(of: \.counter.count) { _, _ in
      Reduce { state, _ in
        state.changes += 1
        return .none
      }
    }
  }

  var core: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .openEditor:
        state.editor = Row.State(id: 0)
        return .none
      case .closeEditor:
        state.editor = nil
        return .none
      case let .replaceEditor(id):
        state.editor = Row.State(id: id)
        return .none
      case let .removeRow(id):
        state.rows.remove(id: id)
        return .none
      case .editor(.countdownFinished):
        state.editor = nil
        return .none
      case .counter, .editor, .rows:
        return .none
      }
    }
  }
}

/// A feature whose state is an enum: a row is edited only in the `editing` case.
struct Mode: Reducer {
  @CasePathable
  enum State: Equatable {
    case idle
    case editing(Row.State)
  }
  @CasePathable
  enum Action: Equatable {
    case editing(Row.Action)
    case startEditing
    case startEditingAnother
    case stopEditing
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startEditing: state = .editing(Row.State(id: 99))
      case .startEditingAnother: state = .editing(Row.State(id: 100))
      case .stopEditing: state = .idle
      case .editing: break
      }
      return .none
    }
    .ifCaseLet(\.editing, action: \.editing) {
      Row()
    }
  }
}

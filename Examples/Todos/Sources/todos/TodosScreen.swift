import Kata
import TerminalUI
import TodosCore

/// The interactive list: a selection, a filter bar, and a one-line editor.
///
/// The selection and the editor are the screen's own state; everything else is the store's.
@MainActor
final class TodosScreen {
  private enum Mode: Equatable {
    case browsing
    case adding(LineEditor)
    case editing(Todo.State.ID, LineEditor)
  }

  private let store: Store<Todos.State, Todos.Action>
  private let style: Style
  private let saveError: () -> String?
  private var mode = Mode.browsing
  private var selection = 0

  init(
    store: Store<Todos.State, Todos.Action>, style: Style, saveError: @escaping () -> String?
  ) {
    self.store = store
    self.style = style
    self.saveError = saveError
  }

  func run() async throws(TerminalError) {
    let session = InteractiveSession { [unowned self] in self.frame() }
    let subscription = store.observe { _ in session.redraw() }
    defer { subscription.cancel() }
    try await session.run { key in self.handle(key) }
  }

  private func handle(_ key: Key) -> InteractiveSession.Outcome {
    switch mode {
    case .browsing:
      return browse(key)
    case .adding(var editor):
      switch editor.handle(key) {
      case .editing: mode = .adding(editor)
      case .cancelled: mode = .browsing
      case .submitted(let text):
        mode = .browsing
        store.send(.addTodoSubmitted(text))
        selection = 0
      }
    case .editing(let id, var editor):
      switch editor.handle(key) {
      case .editing: mode = .editing(id, editor)
      case .cancelled: mode = .browsing
      case .submitted(let text):
        mode = .browsing
        store.send(.todos(.element(id: id, action: .descriptionChanged(text))))
      }
    }
    return .continue
  }

  private func browse(_ key: Key) -> InteractiveSession.Outcome {
    let shown = store.state.filteredTodos
    selection = min(selection, max(0, shown.count - 1))
    let selected = shown.indices.contains(selection) ? shown[selection] : nil
    switch key {
    case .character("q"), .control("c"), .control("d"), .escape:
      return .quit
    case .up, .character("k"):
      selection = max(0, selection - 1)
    case .down, .character("j"):
      selection = min(max(0, shown.count - 1), selection + 1)
    case .character("a"):
      mode = .adding(LineEditor())
    case .character("e"), .enter:
      if let selected { mode = .editing(selected.id, LineEditor(text: selected.description)) }
    case .character(" "), .character("x"):
      if let selected {
        store.send(.todos(.element(id: selected.id, action: .toggleCompletionButtonTapped)))
      }
    case .character("d"), .delete, .backspace:
      if selected != nil { store.send(.delete([selection])) }
    case .character("K") where selection > 0:
      store.send(.move([selection], selection - 1))
      selection -= 1
    case .character("J") where selection < shown.count - 1:
      store.send(.move([selection], selection + 2))
      selection += 1
    case .character("f"), .tab:
      let filters = Filter.allCases
      let next = ((filters.firstIndex(of: store.state.filter) ?? 0) + 1) % filters.count
      store.send(.filterPicked(filters[next]))
      selection = 0
    case .character("c"):
      store.send(.clearCompletedButtonTapped)
    default:
      break
    }
    return .continue
  }

  private func frame() -> [String] {
    let (rows, columns) = TerminalOutput.size()
    let state = store.state
    let shown = state.filteredTodos
    selection = min(selection, max(0, shown.count - 1))

    let filters = Filter.allCases.map { filter in
      guard filter == state.filter else { return " \(filter.rawValue) " }
      return style.isEnabled ? style.inverse(" \(filter.rawValue) ") : "[\(filter.rawValue)]"
    }.joined()
    let left = state.todos.count(where: { !$0.isComplete })
    var lines = [style.bold(" Todos ") + " " + filters + "  " + style.dim("\(left) left"), ""]

    // NB: Only the rows that fit are drawn, so a list of 10,000 costs no more than 20 to draw.
    let room = max(1, rows - 6)
    let first = min(max(0, selection - room / 2), max(0, shown.count - room))
    if shown.isEmpty {
      lines.append(style.dim("   Nothing here. Press a to add a todo."))
    }
    for offset in first..<min(shown.count, first + room) {
      lines.append(
        TodosView.row(
          shown[offset], number: offset + 1, width: columns,
          isSelected: offset == selection && mode == .browsing, style: style))
    }
    lines.append("")
    switch mode {
    case .browsing:
      if let error = saveError() { lines.append(" " + style.red(error)) }
      lines.append(
        " "
          + style.dim(
            "↑/↓ select  space toggle  a add  e edit  d delete  K/J move  f filter  "
              + "c clear completed  q quit"))
    case .adding(let editor):
      lines.append(" New todo: " + editor.rendered(style: style))
      lines.append(" " + style.dim("enter add  esc cancel"))
    case .editing(_, let editor):
      lines.append(" Edit: " + editor.rendered(style: style))
      lines.append(" " + style.dim("enter save  esc cancel"))
    }
    return lines
  }
}

import Kata
import TerminalUI
import TodosCore

/// The interactive list: draws the store's state and the screen's, and turns keys into commands.
///
/// What the keys do lives in ``TodosScreenState`` (TodosCore); this class keeps only the text
/// field being typed in, which exists while the screen state is adding or editing.
@MainActor
final class TodosScreen {
  private let store: StoreOf<Todos>
  private let style: Style
  private let saveError: () -> TodosStorageError?
  private var state = TodosScreenState()
  private var editor: LineEditor?

  init(store: StoreOf<Todos>, style: Style, saveError: @escaping () -> TodosStorageError?) {
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
    if var field = editor {
      switch field.handle(key) {
      case .editing:
        editor = field
        return .continue
      case .submitted(let text):
        editor = nil
        return perform(.submitEditor(text))
      case .cancelled:
        editor = nil
        return perform(.cancelEditor)
      }
    }
    guard let command = Self.command(for: key) else { return .continue }
    return perform(command)
  }

  private func perform(_ command: TodosScreenState.Command) -> InteractiveSession.Outcome {
    let reaction = state.perform(command, in: store.state)
    if let text = reaction.editorText { editor = LineEditor(text: text) }
    if let action = reaction.action { store.send(action) }
    return reaction.quits ? .quit : .continue
  }

  /// The list's keys; while a text field is open, keys go to it instead.
  private static func command(for key: Key) -> TodosScreenState.Command? {
    switch key {
    case .character("q"), .control("c"), .control("d"), .escape: return .quit
    case .up, .character("k"): return .selectPrevious
    case .down, .character("j"): return .selectNext
    case .character("a"): return .addTodo
    case .character("e"), .enter: return .editSelected
    case .character(" "), .character("x"): return .toggleSelected
    case .character("d"), .delete, .backspace: return .deleteSelected
    case .character("K"): return .moveSelectedUp
    case .character("J"): return .moveSelectedDown
    case .character("f"), .tab: return .nextFilter
    case .character("c"): return .clearCompleted
    default: return nil
    }
  }

  private func frame() -> [String] {
    let (rows, columns) = TerminalOutput.size()
    let list = store.state
    let shown = list.filteredTodos

    let filters = Filter.allCases.map { filter in
      guard filter == list.filter else { return " \(filter.rawValue) " }
      return style.isEnabled ? style.inverse(" \(filter.rawValue) ") : "[\(filter.rawValue)]"
    }.joined()
    let left = list.todos.count(where: { !$0.isComplete })
    var lines = [style.bold(" Todos ") + " " + filters + "  " + style.dim("\(left) left"), ""]

    if shown.isEmpty {
      lines.append(style.dim("   Nothing here. Press a to add a todo."))
    }
    let window = ListWindow(room: rows - 6)
    for offset in window.rows(count: shown.count, selection: state.selectedOffset(in: list)) {
      lines.append(
        TodosView.row(
          shown[offset], number: offset + 1, width: columns,
          isSelected: state.isSelected(offset, in: list), style: style))
    }
    lines.append("")
    switch (state.mode, editor) {
    case (.adding, let editor?):
      lines.append(" New todo: " + editor.rendered(style: style))
      lines.append(" " + style.dim("enter add  esc cancel"))
    case (.editing, let editor?):
      lines.append(" Edit: " + editor.rendered(style: style))
      lines.append(" " + style.dim("enter save  esc cancel"))
    default:
      if let error = saveError() { lines.append(" " + style.red("\(error)")) }
      lines.append(
        " "
          + style.dim(
            "↑/↓ select  space toggle  a add  e edit  d delete  K/J move  f filter  "
              + "c clear completed  q quit"))
    }
    return lines
  }
}

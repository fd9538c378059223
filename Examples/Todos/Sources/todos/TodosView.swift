import TerminalUI
import TodosCore

/// How the list reads as plain text, and how a row looks on screen.
enum TodosView {
  /// The list as plain text: a summary line, then one numbered line per shown todo.
  static func describe(_ state: Todos.State) -> String {
    let left = state.todos.count(where: { !$0.isComplete })
    let total = state.todos.count
    var lines = [
      "filter: \(state.filter.rawValue) · \(total) \(total == 1 ? "todo" : "todos"), \(left) left"
    ]
    let shown = state.filteredTodos
    if shown.isEmpty {
      lines.append("  (nothing to show)")
    }
    for (offset, todo) in shown.enumerated() {
      lines.append("\(offset + 1). [\(todo.isComplete ? "x" : " ")] \(todo.description)")
    }
    return lines.joined(separator: "\n")
  }

  /// One row on screen.
  static func row(
    _ todo: Todo.State, number: Int, width: Int, isSelected: Bool, style: Style
  ) -> String {
    let mark = todo.isComplete ? style.green("[x]") : "[ ]"
    let prefix = "\(isSelected ? ">" : " ") \(number). "
    let room = max(1, width - prefix.count - 4)
    let text =
      todo.description.count > room
      ? String(todo.description.prefix(room - 1)) + "…" : todo.description
    let line = prefix + mark + " " + (todo.isComplete ? style.dim(text) : text)
    return isSelected ? style.bold(line) : line
  }
}

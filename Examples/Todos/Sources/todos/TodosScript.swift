import TerminalUI
import TodosCore

/// The todos' commands in scripted mode.
///
/// `N` is a todo's number as the list shows it.
enum TodosScript {
  static let commands = CommandTable([
    ScriptCommand("add", arguments: "TEXT", summary: "add a todo at the top"),
    ScriptCommand("edit", arguments: "N TEXT", summary: "change todo N's text"),
    ScriptCommand("toggle", arguments: "N", summary: "mark todo N done or not done"),
    ScriptCommand("delete", arguments: "N", summary: "delete todo N"),
    ScriptCommand("move", arguments: "N up|down", summary: "move todo N one place"),
    ScriptCommand("filter", arguments: "all|active|completed", summary: "choose what to show"),
    ScriptCommand("clear-completed", summary: "delete every completed todo"),
    ScriptCommand("quit", summary: "stop"),
  ])

  static func action(
    for command: ParsedCommand, state: Todos.State
  ) throws(ScriptError) -> Todos.Action? {
    switch command.command.name {
    case "add":
      let text = command.text(from: 0)
      guard !text.isEmpty else { throw command.invalid("missing the todo's text") }
      return .addTodoSubmitted(text)

    case "edit":
      let todo = try todo(command, state)
      let text = command.text(from: 1)
      guard !text.isEmpty else { throw command.invalid("missing the new text") }
      return .todos(.element(id: todo.id, action: .descriptionChanged(text)))

    case "toggle":
      try expectArguments(1, command)
      return .todos(
        .element(id: try todo(command, state).id, action: .toggleCompletionButtonTapped))

    case "delete":
      try expectArguments(1, command)
      let offset = try offset(command, state)
      return .delete([offset])

    case "move":
      try expectArguments(2, command)
      let offset = try offset(command, state)
      switch command.arguments[1] {
      case "up":
        guard offset > 0 else { throw command.invalid("todo \(offset + 1) is already first") }
        return .move([offset], offset - 1)
      case "down":
        guard offset < state.filteredTodos.count - 1 else {
          throw command.invalid("todo \(offset + 1) is already last")
        }
        // NB: The destination is the offset to insert before, counted before the move.
        return .move([offset], offset + 2)
      default:
        throw command.invalid("say 'up' or 'down', not '\(command.arguments[1])'")
      }

    case "filter":
      try expectArguments(1, command)
      guard let filter = Filter(rawValue: command.arguments[0]) else {
        throw command.invalid("'\(command.arguments[0])' is not a filter")
      }
      return .filterPicked(filter)

    case "clear-completed":
      try expectArguments(0, command)
      return .clearCompletedButtonTapped

    default:
      return nil
    }
  }

  private static func expectArguments(_ count: Int, _ command: ParsedCommand) throws(ScriptError) {
    guard command.arguments.count == count else {
      throw command.invalid(count == 0 ? "takes no arguments" : "expects \(count) argument(s)")
    }
  }

  /// The offset in the shown list of the todo numbered by the first argument.
  private static func offset(
    _ command: ParsedCommand, _ state: Todos.State
  ) throws(ScriptError) -> Int {
    let number = try command.number(at: 0, "N")
    let count = state.filteredTodos.count
    guard (1...max(count, 1)).contains(number), count > 0 else {
      throw command.invalid(
        count == 0
          ? "the list is empty"
          : "no todo \(number); the list shows \(count == 1 ? "only 1" : "1 to \(count)")")
    }
    return number - 1
  }

  private static func todo(
    _ command: ParsedCommand, _ state: Todos.State
  ) throws(ScriptError) -> Todo.State {
    state.filteredTodos[try offset(command, state)]
  }
}

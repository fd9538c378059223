import SearchCore
import TerminalUI

/// The search's commands in scripted mode.
///
/// `N` is a city's number in the results as `describe` prints them.
enum SearchScript {
  static let commands = CommandTable([
    ScriptCommand(
      "search", aliases: ["/"], arguments: "TEXT", summary: "type TEXT as the query (waits 300 ms)"),
    ScriptCommand("clear", summary: "empty the query and the results"),
    ScriptCommand("select", arguments: "N", summary: "show result N's time, sunrise and sunset"),
    ScriptCommand("home", arguments: "N|none", summary: "measure distances from result N"),
    ScriptCommand("quit", summary: "stop"),
  ])

  static func action(
    for command: ParsedCommand, state: Search.State
  ) throws(ScriptError) -> Search.Action? {
    switch command.command.name {
    case "search":
      return .searchQueryChanged(command.text(from: 0))
    case "clear":
      guard command.arguments.isEmpty else { throw command.invalid("takes no arguments") }
      return .searchQueryChanged("")
    case "select":
      return .searchResultTapped(try result(command, state))
    case "home":
      if command.arguments == ["none"] { return .homeCityChosen(nil) }
      return .homeCityChosen(try result(command, state))
    default:
      return nil
    }
  }

  private static func result(
    _ command: ParsedCommand, _ state: Search.State
  ) throws(ScriptError) -> City {
    guard command.arguments.count == 1 else { throw command.invalid("expects 1 argument") }
    let number = try command.number(at: 0, "N")
    let count = state.results.count
    guard count > 0 else { throw command.invalid("there are no results; search first") }
    guard (1...count).contains(number) else {
      throw command.invalid(
        "no result \(number); the results are numbered \(count == 1 ? "1" : "1 to \(count)")")
    }
    return state.results[number - 1]
  }
}

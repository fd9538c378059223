import CounterCore
import TerminalUI

/// The counter's commands in scripted mode.
enum CounterScript {
  static let commands = CommandTable([
    ScriptCommand("increment", aliases: ["+"], summary: "add one"),
    ScriptCommand("decrement", aliases: ["-"], summary: "take one away"),
    ScriptCommand("reset", summary: "go back to zero"),
    ScriptCommand("fact", summary: "fetch a fact about the number"),
    ScriptCommand(
      "timer", summary: "start or stop counting up once a second", startsLongLivingEffect: true),
    ScriptCommand("quit", summary: "stop"),
  ])

  static func action(
    for command: ParsedCommand, state: Counter.State
  ) throws(ScriptError) -> Counter.Action? {
    guard command.arguments.isEmpty else {
      throw command.invalid("takes no arguments")
    }
    switch command.command.name {
    case "increment": return .incrementButtonTapped
    case "decrement": return .decrementButtonTapped
    case "reset": return .resetButtonTapped
    case "fact": return .factButtonTapped
    case "timer": return .toggleTimerButtonTapped
    default: return nil
    }
  }
}

import TerminalUI
import VoiceMemosCore

/// The app's commands in scripted mode.
///
/// `N` is a memo's number as the list shows it; `title`, `comment`, `date` and `rename` act
/// on the memo `open` opened.
enum VoiceMemosScript {
  static func commands(recorder: RecorderSource) -> CommandTable {
    CommandTable([
      ScriptCommand("play", arguments: "N", summary: "play memo N to its end (or stop it)"),
      ScriptCommand("open", arguments: "N", summary: "show memo N in full"),
      ScriptCommand("close", summary: "go back to the list"),
      ScriptCommand("title", arguments: "TEXT", summary: "set the open memo's title"),
      ScriptCommand("comment", arguments: "TEXT", summary: "set the open memo's comment"),
      ScriptCommand("date", arguments: "YYYY-MM-DD", summary: "set the open memo's date"),
      ScriptCommand("rename", arguments: "NAME", summary: "rename the open memo's file"),
      ScriptCommand(
        "delete", arguments: "[N]", summary: "move memo N (or the open one) to the trash"),
      ScriptCommand("tone", arguments: "SECONDS", summary: "set the length of a generated tone"),
      ScriptCommand(
        "record",
        summary: recorder == .arecord
          ? "start recording with arecord" : "record a generated tone (no recorder found)",
        startsLongLivingEffect: recorder == .arecord),
      ScriptCommand("stop", summary: "stop recording"),
      ScriptCommand("reload", summary: "read the folder again"),
      ScriptCommand("quit", summary: "stop"),
    ])
  }

  static func action(
    for command: ParsedCommand, state: VoiceMemos.State
  ) throws(ScriptError) -> VoiceMemos.Action? {
    switch command.command.name {
    case "play":
      try expectArguments(1, command)
      return .memos(.element(id: try memo(command, state).id, action: .playButtonTapped))
    case "open":
      try expectArguments(1, command)
      return .memoSelected(try memo(command, state).id)
    case "close":
      try expectArguments(0, command)
      return .detail(.dismiss)
    case "title", "comment", "date", "rename":
      guard state.detail != nil else { throw command.invalid("no memo is open; open one first") }
      let text = command.text(from: 0)
      switch command.command.name {
      case "title": return .detail(.presented(.titleSubmitted(text)))
      case "comment": return .detail(.presented(.commentSubmitted(text)))
      case "date": return .detail(.presented(.dateSubmitted(text)))
      default:
        guard !text.isEmpty else { throw command.invalid("missing the new name") }
        return .detail(.presented(.renameSubmitted(text)))
      }
    case "delete":
      if command.arguments.isEmpty {
        guard let detail = state.detail else {
          throw command.invalid("say which memo, or open one first")
        }
        return .deleteMemo(detail.memo.id)
      }
      try expectArguments(1, command)
      return .deleteMemo(try memo(command, state).id)
    case "tone":
      try expectArguments(1, command)
      let seconds = try command.number(at: 0, "SECONDS")
      guard (1...VoiceMemos.longestTone).contains(seconds) else {
        throw command.invalid("a tone lasts 1 to \(VoiceMemos.longestTone) seconds")
      }
      return .toneLengthChanged(seconds)
    case "record":
      try expectArguments(0, command)
      return .recordButtonTapped
    case "stop":
      try expectArguments(0, command)
      guard state.recording != nil else { throw command.invalid("nothing is recording") }
      return .recording(.stopButtonTapped)
    case "reload":
      try expectArguments(0, command)
      return .onAppear
    default:
      return nil
    }
  }

  private static func expectArguments(_ count: Int, _ command: ParsedCommand) throws(ScriptError) {
    guard command.arguments.count == count else {
      throw command.invalid(count == 0 ? "takes no arguments" : "expects \(count) argument(s)")
    }
  }

  private static func memo(
    _ command: ParsedCommand, _ state: VoiceMemos.State
  ) throws(ScriptError) -> VoiceMemo.State {
    let number = try command.number(at: 0, "N")
    let count = state.memos.count
    guard count > 0 else { throw command.invalid("there are no memos") }
    guard (1...count).contains(number) else {
      throw command.invalid(
        "no memo \(number); the list shows \(count == 1 ? "only 1" : "1 to \(count)")")
    }
    return state.memos[number - 1]
  }
}

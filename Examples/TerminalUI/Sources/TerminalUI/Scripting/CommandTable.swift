/// The commands an example understands in scripted mode, and the parser for its lines.
///
/// ```swift
/// let table = CommandTable([
///   ScriptCommand("increment", aliases: ["+"], summary: "add one"),
///   ScriptCommand("quit", summary: "stop"),
/// ])
/// try table.parse("+")  // the increment command, no arguments
/// ```
public struct CommandTable: Sendable {
  /// The commands, in the order help lists them.
  public let commands: [ScriptCommand]

  /// Creates a table from its commands.
  public init(_ commands: [ScriptCommand]) {
    self.commands = commands
  }

  /// Matches a line to its command.
  ///
  /// - Returns: `nil` for a blank line or a comment (a line starting with `#`).
  /// - Throws: ``ScriptError/unknownCommand(_:valid:)`` naming the valid commands.
  public func parse(_ line: String) throws(ScriptError) -> ParsedCommand? {
    let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    guard let first = words.first, !first.hasPrefix("#") else { return nil }
    guard let command = commands.first(where: { $0.name == first || $0.aliases.contains(first) })
    else { throw .unknownCommand(first, valid: commands) }
    return ParsedCommand(command: command, arguments: Array(words.dropFirst()))
  }

  /// One line per command, for `--help` and the help screen.
  public var help: String {
    let width = commands.map(\.usage.count).max() ?? 0
    return commands.map { command in
      let aliases = command.aliases.isEmpty ? "" : " (\(command.aliases.joined(separator: ", ")))"
      let padding = String(repeating: " ", count: width - command.usage.count)
      return "  \(command.usage)\(padding)  \(command.summary)\(aliases)"
    }.joined(separator: "\n")
  }
}

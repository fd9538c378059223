/// A script line matched to its command, with the words after the command's name.
public struct ParsedCommand: Sendable, Equatable {
  /// The command the line names.
  public let command: ScriptCommand
  /// The words after the command's name, split on spaces.
  public let arguments: [String]

  /// Creates a parsed command.
  public init(command: ScriptCommand, arguments: [String]) {
    self.command = command
    self.arguments = arguments
  }

  /// The words from `index` on, joined by single spaces: the text of `add Buy milk`.
  public func text(from index: Int) -> String {
    arguments.dropFirst(index).joined(separator: " ")
  }

  /// The argument at `index` as a whole number, or a usage error naming `what` it should be.
  public func number(at index: Int, _ what: String) throws(ScriptError) -> Int {
    guard index < arguments.count else {
      throw .invalidArguments(command, "missing \(what)")
    }
    guard let number = Int(arguments[index]) else {
      throw .invalidArguments(command, "'\(arguments[index])' is not a number")
    }
    return number
  }

  /// A usage error for this command.
  public func invalid(_ reason: String) -> ScriptError {
    .invalidArguments(command, reason)
  }
}

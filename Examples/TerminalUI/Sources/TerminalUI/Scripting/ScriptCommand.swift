/// One command a script may use, as listed in an example's command table.
///
/// ```swift
/// ScriptCommand("increment", aliases: ["+"], summary: "add one")
/// ScriptCommand("timer", summary: "start or stop the timer", startsLongLivingEffect: true)
/// ```
public struct ScriptCommand: Sendable, Equatable {
  /// The name typed at the start of a line.
  public let name: String
  /// Other spellings, such as `+` for `increment`.
  public let aliases: [String]
  /// The arguments it takes, as shown in usage messages: `"N TEXT"`, or empty.
  public let arguments: String
  /// What it does, for the help text.
  public let summary: String
  /// Whether the command starts an effect that runs until told to stop, such as a timer.
  ///
  /// The script runner waits for every other command's effects before printing the state;
  /// it cannot wait for these, because they never finish on their own.
  public let startsLongLivingEffect: Bool

  /// Describes a command.
  public init(
    _ name: String, aliases: [String] = [], arguments: String = "", summary: String,
    startsLongLivingEffect: Bool = false
  ) {
    self.name = name
    self.aliases = aliases
    self.arguments = arguments
    self.summary = summary
    self.startsLongLivingEffect = startsLongLivingEffect
  }

  /// The command as a usage line: `edit N TEXT`.
  public var usage: String { arguments.isEmpty ? name : "\(name) \(arguments)" }

  /// The name with its aliases, for lists: `increment (+)`.
  public var nameWithAliases: String {
    aliases.isEmpty ? name : "\(name) (\(aliases.joined(separator: ", ")))"
  }
}

import ArgumentParser
import Foundation

/// The options every example's executable shares: scripted mode and action recording.
///
/// ```swift
/// struct CounterCommand: AsyncParsableCommand {
///   @OptionGroup var frontEnd: FrontEndOptions
/// }
/// ```
public struct FrontEndOptions: ParsableArguments, Sendable {
  /// A script to run instead of reading keys.
  @Option(
    name: .customLong("script"),
    help: ArgumentHelp(
      "Run the commands in FILE, printing the state after each (also used when standard input "
        + "is not a terminal).", valueName: "FILE"))
  public var scriptPath: String?

  /// Where to record every action the store processes.
  @Option(
    name: .customLong("record"),
    help: ArgumentHelp("Record every action to FILE as JSON lines.", valueName: "FILE"))
  public var recordPath: String?

  /// A recording to replay before starting.
  @Option(
    name: .customLong("replay"),
    help: ArgumentHelp(
      "Replay the actions recorded in FILE before starting, reaching the recorded state.",
      valueName: "FILE"))
  public var replayPath: String?

  /// Creates options with nothing set.
  public init() {}
}

/// Runs a script: one command per line, the state printed after each.
///
/// The runner does not know about stores. An example gives it a `perform` closure that turns
/// a parsed command into actions and returns once their effects have delivered what they
/// send (for a Kata store: `await store.send(action).finish()`, skipped for commands that
/// start a long-living effect), and a `describe` closure that prints the state as plain text.
/// The output of a script is therefore the same on every run.
///
/// A line that fails prints `SOURCE:LINE: error: …` and the script goes on.
@MainActor
public struct ScriptRunner {
  /// What to do after a command.
  public enum Outcome: Sendable {
    /// Read the next line.
    case `continue`
    /// Stop: the script said `quit`.
    case quit
  }

  /// The commands the script may use.
  public let table: CommandTable
  /// The script's name in error messages: a file path or `<stdin>`.
  public let source: String
  private let write: (String) -> Void

  /// Creates a runner for `table`, naming the script `source` in errors.
  public init(
    table: CommandTable, source: String, write: @escaping (String) -> Void = TerminalOutput.write
  ) {
    self.table = table
    self.source = source
    self.write = write
  }

  /// Runs every line of `lines`, stopping early at a command whose outcome is ``Outcome/quit``.
  ///
  /// - Parameters:
  ///   - lines: The script's lines.
  ///   - perform: Runs one command and waits for the effects it started.
  ///   - describe: The state as plain text, printed first and after each command.
  /// - Returns: How many lines failed.
  public func run(
    _ lines: AsyncStream<String>,
    perform: (ParsedCommand) async throws(ScriptError) -> Outcome,
    describe: () -> String
  ) async -> Int {
    var failures = 0
    var lineNumber = 0
    write(describe() + "\n")
    for await line in lines {
      lineNumber += 1
      let parsed: ParsedCommand
      do {
        guard let command = try table.parse(line) else { continue }
        parsed = command
      } catch {
        failures += 1
        write("> \(line)\n\(source):\(lineNumber): error: \(error)\n")
        continue
      }
      write("> \(line)\n")
      do {
        if try await perform(parsed) == .quit { break }
      } catch {
        failures += 1
        write("\(source):\(lineNumber): error: \(error)\n")
        continue
      }
      write(describe() + "\n")
    }
    return failures
  }
}

import Foundation
import Kata

/// Runs an example's store in the mode its options ask for.
///
/// With `--script FILE`, or when standard input is not a terminal, lines are commands (see
/// ``ScriptRunner``); otherwise `interactive` takes over the terminal. Before either,
/// `--replay FILE` brings the store to a recorded state, and `--record FILE` starts
/// recording.
@MainActor
public struct FrontEnd<State, Action: Codable & Sendable> {
  /// The store the front end drives.
  public let store: Store<State, Action>
  /// The commands a script may use.
  public let commands: CommandTable
  /// The action a script command sends, given the current state; `nil` quits.
  public let action: (ParsedCommand, State) throws(ScriptError) -> Action?
  /// The state as plain text, printed after each script command.
  public let describe: (State) -> String

  /// Creates a front end for `store`.
  public init(
    store: Store<State, Action>,
    commands: CommandTable,
    action: @escaping (ParsedCommand, State) throws(ScriptError) -> Action?,
    describe: @escaping (State) -> String
  ) {
    self.store = store
    self.commands = commands
    self.action = action
    self.describe = describe
  }

  /// Runs the program and returns its exit status.
  ///
  /// - Parameters:
  ///   - options: The shared command-line options.
  ///   - interactive: The full-screen key loop, used when standard input is a terminal and
  ///     no script is given.
  public func run(
    options: FrontEndOptions,
    interactive: () async throws(TerminalError) -> Void
  ) async -> Int32 {
    do {
      if let path = options.replayPath {
        try await store.replay(from: URL(fileURLWithPath: path))
      }
    } catch {
      TerminalOutput.writeError("error: cannot replay '\(options.replayPath ?? "")': \(error)\n")
      return 1
    }
    var recorder: ActionRecorder?
    do {
      if let path = options.recordPath {
        recorder = try store.record(to: URL(fileURLWithPath: path))
      }
    } catch {
      TerminalOutput.writeError("error: cannot record to '\(options.recordPath ?? "")': \(error)\n")
      return 1
    }
    defer { recorder?.stop() }

    let lines: AsyncStream<String>
    let source: String
    if let path = options.scriptPath {
      do {
        lines = try ScriptLines.file(at: URL(fileURLWithPath: path))
      } catch {
        TerminalOutput.writeError("error: \(error)\n")
        return 1
      }
      source = path
    } else if !TerminalOutput.inputIsTerminal {
      lines = ScriptLines.standardInput()
      source = "<stdin>"
    } else {
      do {
        try await interactive()
        return 0
      } catch {
        TerminalOutput.writeError("error: \(error)\n")
        return 1
      }
    }
    let failures = await runScript(lines, source: source)
    return failures == 0 ? 0 : 1
  }

  /// Runs a script against the store; returns how many lines failed.
  public func runScript(
    _ lines: AsyncStream<String>, source: String,
    write: @escaping (String) -> Void = TerminalOutput.write
  ) async -> Int {
    let runner = ScriptRunner(table: commands, source: source, write: write)
    return await runner.run(
      lines,
      perform: { (command) throws(ScriptError) -> ScriptRunner.Outcome in
        guard let action = try action(command, store.state) else { return .quit }
        let task = store.send(action)
        if !command.command.startsLongLivingEffect {
          await task.finish()
        }
        return .continue
      },
      describe: { describe(store.state) }
    )
  }
}

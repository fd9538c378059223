import Foundation
import Testing

@testable import TutorialModel
@testable import TutorialSupport
@testable import TutorialToolchain

/// Four snippets that show how a snippet program runs them: two count from the same fresh state, one
/// hangs, one exits with a status of its own.
package enum ProgramSnippets {
  package static let names = ["Counts", "Hangs", "CountsAgain", "Exits"]

  /// Their source after `preamble` (imports, and a `counter` if no library declares it); each
  /// counting snippet adds one to `counter` and prints `printed`.
  package static func source(preamble: String, printing printed: String) -> String {
    """
    \(preamble)
    enum Counts { @MainActor static func run() async throws { counter += 1; print(\(printed)) } }
    enum CountsAgain { @MainActor static func run() async throws { counter += 1; print(\(printed)) } }
    enum Hangs { @MainActor static func run() async throws { try await Task.sleep(for: .seconds(30)) } }
    enum Exits { @MainActor static func run() async throws { print("bye"); exit(4) } }
    """
  }

  /// Expects the report of a run with a one-second limit, and what the snippets printed in
  /// `folder`: each counting snippet `counted`, as both start from the state before any ran.
  package static func expectReport(
    _ ran: ProcessRunner.Output, in folder: String, counted: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    #expect(
      SnippetProgram.endings(in: ran.stdout) == [
        "Counts": .exited(0), "CountsAgain": .exited(0), "Hangs": .timeout, "Exits": .exited(4),
      ], sourceLocation: sourceLocation)
    func output(_ name: String) throws -> String {
      try String(contentsOfFile: "\(folder)/\(name).out", encoding: .utf8)
    }
    #expect(try output("Counts") == counted, sourceLocation: sourceLocation)
    #expect(try output("CountsAgain") == counted, sourceLocation: sourceLocation)
    #expect(try output("Exits") == "bye\n", sourceLocation: sourceLocation)
  }
}

import ExampleTesting
import Foundation
import TemporaryFolders
import Testing

/// Runs the built `counter` program in scripted mode, as a user would pipe commands into it.
@Suite struct CounterEndToEndTests {
  let program: BuiltProgram

  init() throws {
    program = try BuiltProgram("counter")
  }

  @Test func scriptPrintsTheStateAfterEachCommand() async throws {
    let result = try await program.run(
      input: """
        +
        increment
        -
        fact
        reset
        decrement
        timer
        timer
        bogus
        + 3
        quit
        +

        """)

    #expect(
      result.output == """
        count: 0
        > +
        count: 1
        > increment
        count: 2
        > -
        count: 1
        > fact
        count: 1
        fact: 1 is neither prime nor composite. It is a perfect square (1²), a perfect cube \
        (1³), a Fibonacci number and a triangular number. Its digits add up to 1. In binary it \
        is 1.
        > reset
        count: 0
        > decrement
        count: -1
        > timer
        count: -1
        timer: on
        > timer
        count: -1
        > bogus
        <stdin>:9: error: unknown command 'bogus'; valid commands: increment (+), decrement (-), \
        reset, fact, timer, quit
        > + 3
        <stdin>:10: error: increment: takes no arguments; usage: increment
        > quit

        """)
    #expect(result.status == 1, "a script with failed lines exits non-zero")
  }

  @Test func onlineFactSaysOfflineWhenTheServiceIsUnreachable() async throws {
    // NB: Nothing listens on port 9 of the loopback interface, so the request fails at once
    // whether or not the machine has a network.
    let result = try await program.run(["--numbers-api", "http://127.0.0.1:9"], input: "fact\n")

    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n").suffix(3)
    #expect(lines.prefix(2) == ["> fact", "count: 0"])
    let failure = try #require(lines.last)
    #expect(failure.hasPrefix("fact failed: offline: cannot reach 127.0.0.1 ("))
    #expect(failure.hasSuffix("); run without --online for built-in facts"))
  }

  @Test func recordingReplaysToTheSameState() async throws {
    let recording = TemporaryFolder.url("counter.jsonl")
    defer { try? FileManager.default.removeItem(at: recording) }
    let recorded = try await program.run(
      ["--record", recording.path], input: "+\n+\n+\nfact\n-\n")
    #expect(recorded.status == 0)

    let replayed = try await program.run(["--replay", recording.path])

    #expect(replayed.output == "count: 2\n")
    #expect(replayed.status == 0)
  }

  @Test func noColourOrCursorCodesInScriptedOutput() async throws {
    let result = try await program.run(input: "+\n", environment: ["TERM": "xterm-256color"])

    #expect(!result.output.contains("\u{1B}"))
  }
}

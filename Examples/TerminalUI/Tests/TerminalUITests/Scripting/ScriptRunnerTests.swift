import TerminalUI
import Testing

@MainActor
@Suite struct ScriptRunnerTests {
  let table = CommandTable([
    ScriptCommand("increment", aliases: ["+"], summary: "add one"),
    ScriptCommand("quit", summary: "stop"),
  ])

  func lines(_ text: [String]) -> AsyncStream<String> {
    AsyncStream { continuation in
      for line in text { continuation.yield(line) }
      continuation.finish()
    }
  }

  @Test func printsTheStateFirstAndAfterEachCommandUntilQuit() async {
    var output = ""
    var count = 0
    let runner = ScriptRunner(table: table, source: "script.txt") { output += $0 }

    let failures = await runner.run(
      lines(["+", "", "bogus", "increment", "quit", "+"]),
      perform: { command in
        if command.command.name == "quit" { return .quit }
        count += 1
        return .continue
      },
      describe: { "count: \(count)" }
    )

    #expect(failures == 1)
    #expect(
      output == """
        count: 0
        > +
        count: 1
        > bogus
        script.txt:3: error: unknown command 'bogus'; valid commands: increment (+), quit
        > increment
        count: 2
        > quit

        """)
  }

  @Test func aCommandThatFailsPrintsItsErrorAndTheScriptGoesOn() async {
    var output = ""
    let runner = ScriptRunner(table: table, source: "<stdin>") { output += $0 }

    let failures = await runner.run(
      lines(["+ 3", "+"]),
      perform: { (command) throws(ScriptError) in
        guard command.arguments.isEmpty else { throw command.invalid("takes no arguments") }
        return .continue
      },
      describe: { "ok" }
    )

    #expect(failures == 1)
    #expect(
      output
        == "ok\n> + 3\n<stdin>:1: error: increment: takes no arguments; usage: increment\n"
        + "> +\nok\n")
  }
}

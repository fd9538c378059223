import ArgumentParser
import Foundation
import Kata
import TerminalUI
import TodosCore

/// `todos`: a todo list in the terminal, saved to a JSON file after every change.
@main
struct TodosCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "todos",
    abstract: "A todo list built with Kata, saved after every change.",
    discussion: """
      Keys: ↑/↓ select, space toggle, a add, e edit, d delete, K/J move up/down, \
      f filter, c clear completed, q quit.

      Script commands (one per line, on standard input or in --script FILE; N is the number \
      shown in the list):
      \(TodosScript.commands.help)
      """
  )

  @OptionGroup var frontEnd: FrontEndOptions

  @Option(
    name: .customLong("file"),
    help: ArgumentHelp(
      "The JSON file to keep the todos in (default: $XDG_DATA_HOME/kata-todos/todos.json, or "
        + "~/.local/share/kata-todos/todos.json).", valueName: "FILE"))
  var filePath: String?

  @Flag(help: "Start with an empty list, moving an existing file aside (kept as FILE.<time>.bak).")
  var fresh = false

  @Option(
    help: ArgumentHelp(
      "Seconds to wait after a completion before completed todos sink to the bottom.",
      valueName: "SECONDS"))
  var sortDelay: Double = 1

  func validate() throws {
    guard sortDelay >= 0, sortDelay.isFinite else {
      throw ValidationError("--sort-delay must be zero or more seconds")
    }
  }

  func run() async throws {
    let url = filePath.map { URL(fileURLWithPath: $0) } ?? TodosStorage.defaultURL()
    let status = await withDependencies {
      $0.todosStorage = .file(at: url)
    } operation: {
      await Self.main(url: url, fresh: fresh, sortDelay: .seconds(sortDelay), frontEnd: frontEnd)
    }
    if status != 0 { throw ExitCode(status) }
  }

  @MainActor
  static func main(
    url: URL, fresh: Bool, sortDelay: Duration, frontEnd options: FrontEndOptions
  ) async -> Int32 {
    let startup: TodosStartup
    do {
      startup = try TodosStartup.load(fresh: fresh, url: url)
    } catch {
      var message = "error: \(error)\n"
      if error.isUnreadableContent {
        message +=
          "Pass --fresh to move it aside and start an empty list, or --file to use another file.\n"
      }
      TerminalOutput.writeError(message)
      return 1
    }
    if let aside = startup.movedAside {
      TerminalOutput.writeError("moved \(url.path) to \(aside.path); starting a fresh list\n")
    }

    let store = Store(
      initialState: Todos.State(todos: IdentifiedArray(uniqueElements: startup.todos))
    ) {
      Todos(completionSortDelay: sortDelay)
    }
    var isInteractive = false
    let autosave = TodosAutosave(store: store) { error in
      // NB: The full-screen list shows the error itself; writing it would garble the screen.
      if !isInteractive { TerminalOutput.writeError("error: \(error)\n") }
    }
    defer { autosave.cancel() }

    let frontEnd = FrontEnd(
      store: store,
      commands: TodosScript.commands,
      action: TodosScript.action,
      describe: TodosView.describe
    )
    return await frontEnd.run(options: options) { () throws(TerminalError) in
      isInteractive = true
      let screen = TodosScreen(
        store: store, style: Style.detect(), saveError: { autosave.lastError })
      try await screen.run()
    }
  }
}

import ArgumentParser
import CounterCore
import Foundation
import Kata
import TerminalUI

/// `counter`: a number you can change, a fact about it, and a timer.
@main
struct CounterCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "counter",
    abstract: "A counter with number facts and a timer, built with Kata.",
    discussion: """
      Keys: ↑ or + increment, ↓ or - decrement, r reset, f fact, t timer, q quit.

      Script commands (one per line, on standard input or in --script FILE):
      \(CounterScript.commands.help)
      """
  )

  @OptionGroup var frontEnd: FrontEndOptions

  @Flag(help: "Fetch facts from numbersapi.com instead of working them out offline.")
  var online = false

  @Option(
    name: .customLong("numbers-api"),
    help: ArgumentHelp(
      "Fetch facts from the numbers API at URL (implies --online).", valueName: "URL"))
  var numbersAPI: String?

  func validate() throws {
    if let numbersAPI, URL(string: numbersAPI)?.host == nil {
      throw ValidationError("--numbers-api needs an http URL, such as http://numbersapi.com")
    }
  }

  func run() async throws {
    let client: NumberFactClient
    if let numbersAPI, let url = URL(string: numbersAPI) {
      client = .online(baseURL: url)
    } else {
      client = online ? .online : .offline
    }
    let status = await Self.main(numberFact: client, frontEnd: frontEnd)
    if status != 0 { throw ExitCode(status) }
  }

  @MainActor
  static func main(numberFact: NumberFactClient, frontEnd options: FrontEndOptions) async -> Int32 {
    let store = Store(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.numberFact = numberFact
    }
    let frontEnd = FrontEnd(
      store: store,
      commands: CounterScript.commands,
      action: CounterScript.action,
      describe: CounterView.describe
    )
    return await frontEnd.run(options: options) { () throws(TerminalError) in
      let style = Style.detect()
      let session = InteractiveSession {
        CounterView.frame(store.state, style: style, width: TerminalOutput.size().columns)
      }
      let subscription = store.observe { _ in session.redraw() }
      defer { subscription.cancel() }
      try await session.run { key in
        guard let action = CounterView.action(for: key) else {
          return key == .character("q") || key == .control("c") || key == .escape
            ? .quit : .continue
        }
        store.send(action)
        return .continue
      }
    }
  }
}

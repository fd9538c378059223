import AppCore
import ArgumentParser
import GameCore
import Kata
import TerminalUI

/// `tic-tac-toe [play]`: the app, full screen or scripted.
struct PlayCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "play",
    abstract: "Log in, name the players and play (the default).",
    discussion: """
      Log in with any email containing @ and the password "password"; an email containing \
      "2fa" also asks for the code 1234. The server answers after a second.

      Script commands (one per line, on standard input or in --script FILE; each works on the \
      screen named in brackets):
      \(TicTacToeScript.commands.help)
      """
  )

  @OptionGroup var frontEnd: FrontEndOptions

  @Option(help: ArgumentHelp("Who plays the other side.", valueName: "human|computer"))
  var opponent = Opponent.human

  @Option(
    name: .customLong("computer-plays"),
    help: ArgumentHelp(
      "The side the computer plays with --opponent computer (X moves first).", valueName: "x|o"))
  var computerPlays: Side?

  func validate() throws {
    if computerPlays != nil, opponent != .computer {
      throw ValidationError("--computer-plays needs --opponent computer")
    }
  }

  func run() async throws {
    let computer = opponent == .computer ? (computerPlays?.player ?? .o) : nil
    let status = await Self.main(computer: computer, frontEnd: frontEnd)
    if status != 0 { throw ExitCode(status) }
  }

  @MainActor
  static func main(computer: Player?, frontEnd options: FrontEndOptions) async -> Int32 {
    let store = Store(initialState: TicTacToe.State()) {
      TicTacToe(computer: computer)
    }
    let frontEnd = FrontEnd(
      store: store,
      commands: TicTacToeScript.commands,
      action: TicTacToeScript.action,
      describe: TicTacToeView.describe
    )
    return await frontEnd.run(options: options) { () throws(TerminalError) in
      let screen = TicTacToeScreen(store: store, style: Style.detect())
      try await screen.run()
    }
  }
}

/// Who plays the side the user does not.
enum Opponent: String, ExpressibleByArgument {
  case human, computer
}

/// A side, as typed on the command line.
enum Side: String, ExpressibleByArgument {
  case x, o

  var player: Player { self == .x ? .x : .o }
}

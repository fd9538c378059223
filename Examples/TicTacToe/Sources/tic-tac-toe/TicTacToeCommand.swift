import ArgumentParser

/// `tic-tac-toe`: log in, name the players, play; or ask the computer for a move.
@main
struct TicTacToeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tic-tac-toe",
    abstract: "Tic-tac-toe behind a login, built with Kata; the computer never loses.",
    subcommands: [PlayCommand.self, BestMoveCommand.self],
    defaultSubcommand: PlayCommand.self
  )
}

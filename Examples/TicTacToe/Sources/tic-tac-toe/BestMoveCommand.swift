import ArgumentParser
import GameCore
import TerminalUI

/// `tic-tac-toe best-move --board NINE`: the computer's move, for scripts.
struct BestMoveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "best-move",
    abstract: "Print the computer's move for the side to move, as a number 1–9.",
    discussion: """
      Cells are numbered 1 to 9 row by row. X moves first, so the side to move is X when both \
      have as many marks, O otherwise. A full, finished or malformed board prints an error and \
      exits with status 1.
      """
  )

  @Option(
    help: ArgumentHelp(
      "The board: nine characters X, O or . row by row, such as X...O....", valueName: "NINE"))
  var board: String

  func run() throws {
    do {
      print(try ComputerPlayer.bestMove(notation: board))
    } catch {
      TerminalOutput.writeError("error: --board '\(board)': \(error)\n")
      throw ExitCode(1)
    }
  }
}

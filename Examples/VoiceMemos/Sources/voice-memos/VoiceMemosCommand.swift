import ArgumentParser
import Foundation

/// `voice-memos`: a manager for a folder of WAV recordings, and tools for scripts.
@main
struct VoiceMemosCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "voice-memos",
    abstract: "Voice memos built with Kata: list, play, record and tag a folder of WAV files.",
    subcommands: [
      AppCommand.self, InfoCommand.self, SetTitleCommand.self, SetDateCommand.self,
      SetCommentCommand.self,
    ],
    defaultSubcommand: AppCommand.self
  )

  static func main() async {
    let arguments = Array(CommandLine.arguments.dropFirst())
    // NB: ArgumentParser takes time that grows with the square of the number of arguments
    // (half a second for a thousand files in a debug build); a plain `info` command line is
    // read here instead. Anything else, help and mistakes included, goes to ArgumentParser.
    if let (files, format) = InfoCommand.plainArguments(arguments) {
      let status = InfoCommand.list(files, format: format)
      // NB: Everything is written (`list` writes with write(2), nothing is buffered), so the
      // process ends without running exit handlers: the shared libraries Foundation brings
      // (curl, TLS) tearing themselves down took 3% of a one-file listing.
      _exit(status)
    }
    do {
      var command = try parseAsRoot(arguments)
      if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch {
      exit(withError: error)
    }
  }
}

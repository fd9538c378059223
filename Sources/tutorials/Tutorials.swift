import ArgumentParser
import Foundation

/// The tutorial runner: renders, serves and checks the guides.
@main
struct Tutorials: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tutorials",
    abstract: "Render, serve, check and sync the Kata guides.",
    // NB: add new commands here; each lives in its own file.
    subcommands: [
      RenderCommand.self, ServeCommand.self, CheckCommand.self, StatusCommand.self,
      SyncCommand.self, TranslationsCommand.self, APICommand.self,
    ]
  )

  /// Runs the command, turning usage errors into exit status 2 as the checker documents.
  static func main() async {
    do {
      var command = try parseAsRoot()
      if var command = command as? AsyncParsableCommand {
        try await command.run()
      } else {
        try command.run()
      }
    } catch {
      let code = exitCode(for: error)
      if code == .validationFailure {
        FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
        Foundation.exit(2)
      }
      exit(withError: error)
    }
  }
}

import ArgumentParser

/// `tutorials status`: per language, each guide's translation state.
struct StatusCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "status", abstract: "Show which translations are missing, stale or broken.")
  func run() throws {}
}

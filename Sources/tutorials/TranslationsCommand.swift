import ArgumentParser

/// `tutorials translations`: tools for translators.
struct TranslationsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "translations", abstract: "Tools for translators.")
  func run() throws {}
}

import ArgumentParser
import Foundation
import TutorialChecking
import TutorialModel

/// `tutorials translations`: tools for translators.
struct TranslationsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "translations", abstract: "Tools for translators.",
    subcommands: [Stamp.self])

  /// `tutorials translations stamp <lang> <guide>`.
  struct Stamp: ParsableCommand {
    // NB: every command names itself; ArgumentParser would otherwise make the name from the
    // type's description, which costs a scan of every conformance the program has at start-up.
    static let configuration = CommandConfiguration(
      commandName: "stamp",
      abstract: "Record a translation as current with its source, after updating it.",
      discussion: """
        Writes the source's section revisions into the translation's front matter; every \
        other byte of the file is kept. Refuses when the translation's headings or code do \
        not match the source.
        """)

    @Option(name: .long, help: "The folder with Tutorials/ and translations/.")
    var root: String = "."

    @Argument(help: "The language code, such as ja.")
    var language: String

    @Argument(help: "The guide, such as 01-getting-started.md.")
    var guide: String

    func run() throws {
      let rootURL = URL(fileURLWithPath: root).standardizedFileURL
      do {
        let site = try SiteLoader.load(root: rootURL.path).site
        let path = try TranslationStamper.stamp(site: site, language: language, guide: guide)
        print("stamped \(path) as current with its source")
      } catch let failure as TranslationStamper.Failure {
        printError("error: \(failure)")
        throw ExitCode(1)
      } catch {
        printError("error: \(error)")
        throw ExitCode(2)
      }
    }
  }
}

import ArgumentParser
import Foundation
import TutorialChecking
import TutorialModel

/// `tutorials sync`: copies the regions of source files into the blocks that quote them.
struct SyncCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sync",
    abstract: "Copy each quoted region of a source file into the guides' blocks that quote it.",
    discussion: """
      Rewrites every ```swift from="PATH#NAME" block, in every language, that does not hold \
      its region; a translation's block whose code matches, comments aside, is kept. Nothing \
      else in a guide changes. When a file or region is missing or a marker has no end, \
      nothing is written and the exit status is 1. Translations whose quoted code changed are \
      then stale in `tutorials status`, as after any edit of their source.
      """)

  @Option(name: .long, help: "The folder with Tutorials/ and translations/.")
  var root: String = "."

  func run() throws {
    let rootURL = URL(fileURLWithPath: root).standardizedFileURL
    let result: QuoteSync.Result
    do {
      let site = try SiteLoader.load(root: rootURL.path).site
      result = try QuoteSync.sync(site)
    } catch {
      printError("error: \(error)")
      throw ExitCode(2)
    }
    if !result.problems.isEmpty {
      var formatter = DiagnosticFormatter(root: rootURL.path, format: .text)
      let count = result.problems.count
      print(
        formatter.format(
          result.problems,
          summary: "\(count) problem\(count == 1 ? "" : "s"); no guide was changed"),
        terminator: "")
      throw ExitCode(1)
    }
    for path in result.rewritten { print("updated \(path)") }
    let blocks = "\(result.quotingBlocks) quoting block\(result.quotingBlocks == 1 ? "" : "s")"
    print(
      result.blocks == 0
        ? "\(blocks), all up to date"
        : "\(blocks): \(result.blocks) rewritten in \(result.rewritten.count) "
          + "file\(result.rewritten.count == 1 ? "" : "s")")
    if !result.staleTranslations.isEmpty {
      print(
        "now behind their source (check their comments, then `swift run tutorials translations "
          + "stamp LANG GUIDE`): " + result.staleTranslations.joined(separator: ", "))
    }
  }
}

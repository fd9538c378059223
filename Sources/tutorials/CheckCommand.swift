import ArgumentParser
import Foundation
import TutorialChecking
import TutorialModel

/// `tutorials check`: proves every Swift block of every guide compiles, in every language.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Compile every Swift block of the guides and check translations and links.",
    discussion: """
      Exit status: 0 when everything passes, 1 when a block, a translation or a link fails, \
      2 for usage or configuration errors (such as an unknown code block attribute).
      """
  )

  @Option(name: .long, help: "The folder with Tutorials/ and translations/.")
  var root: String = "."

  @Option(name: .long, help: "The package whose libraries the blocks use (default: the root).")
  var packagePath: String?

  @Option(name: .long, help: "How to print diagnostics: text, json or github.")
  var format: DiagnosticFormat = .text

  @Option(
    name: .long, parsing: .upToNextOption,
    help: "Only check these languages (codes such as en ja).")
  var language: [String] = []

  @Flag(name: .long, help: "Do not run `swift build` first; the package must be built.")
  var noBuild = false

  @Option(
    name: .long,
    help: ArgumentHelp(
      """
      Compile against the libraries built in this folder, as `swift build --show-bin-path` \
      prints it (such as a build with --scratch-path), without building (default: the \
      package's .build/debug).
      """, valueName: "folder"))
  var binPath: String?

  @Option(name: .long, help: "Where results are cached (default: <root>/.tutorials-cache).")
  var cachePath: String?

  @Option(name: .long, help: .hidden)
  var moduleCachePath: String?

  @Flag(name: .long, help: .hidden)
  var oneRunPerBlock = false

  @Option(
    name: .long,
    help: "A folder of release-built macro plugins (default: the package's .build/release).")
  var pluginPath: String?

  @Flag(
    name: .long,
    help: """
      Use the macro plugins as SwiftPM built them, not the optimized ones the check builds \
      once against the toolchain's swift-syntax (.build/tutorials-plugins).
      """)
  var debugMacroPlugins = false

  @Option(
    name: .long,
    help: ArgumentHelp(
      """
      Check only shard K of N: a deterministic 1/N of the distinct snippets (translations with \
      their source) and of the other checks; merge the shards' JSON reports with --merge.
      """, valueName: "K/N"),
    transform: { text in try ShardSpec(parsing: text) })
  var shard: ShardSpec?

  @Option(
    name: .long, parsing: .upToNextOption,
    help: ArgumentHelp(
      """
      Check nothing: join the JSON reports of every shard of one check (--shard K/N \
      --format json) and print the result, with the exit status one check would give.
      """, valueName: "report"))
  var merge: [String] = []

  func validate() throws {
    guard !merge.isEmpty else { return }
    if shard != nil { throw ValidationError("--merge joins shards' reports; drop --shard") }
    if !paths.isEmpty || !language.isEmpty {
      throw ValidationError(
        "--merge takes no guides or --language: the shards' checks chose what to check")
    }
  }

  @Argument(help: "Only check these guide files (source or translation).")
  var paths: [String] = []

  func run() throws {
    let rootURL = URL(fileURLWithPath: root).standardizedFileURL
    if !merge.isEmpty {
      let merged: CheckReport
      do {
        merged = try ReportMerger.merge(contentsOf: merge)
      } catch {
        printError("error: \(error)")
        throw ExitCode(2)
      }
      return try finish(merged, root: rootURL)
    }
    let showProgress = isatty(STDERR_FILENO) != 0 && format == .text
    let progress: (@Sendable (String) -> Void)? =
      showProgress ? { @Sendable message in printError("… \(message)") } : nil
    var options = CheckOptions(
      packagePath: packagePath.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        ?? rootURL.path,
      languages: language.isEmpty ? nil : Set(language), buildLibraries: !noBuild,
      cacheFolder: cachePath.map { URL(fileURLWithPath: $0).standardizedFileURL.path },
      progress: progress)
    options.moduleCachePath = moduleCachePath.map {
      URL(fileURLWithPath: $0).standardizedFileURL.path
    }
    options.binPath = binPath.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    options.oneCompilerRunPerSnippet = oneRunPerBlock
    options.optimizedMacroPlugins = !debugMacroPlugins
    options.shard = shard
    options.pluginFolder = pluginPath.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    // NB: paths on the command line are relative to the working folder, not to the root.
    let check = SiteCheck(
      root: rootURL.path, options: options,
      paths: paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
    let report: CheckReport
    do {
      report = try check.run()
    } catch let error as SiteLoadingError {
      printError("\(error)")
      throw ExitCode(2)
    } catch {
      printError("error: \(error)")
      throw ExitCode(2)
    }
    try finish(report, root: rootURL)
  }

  /// Prints `report`'s notes, diagnostics and summary, and exits with its status.
  private func finish(_ report: CheckReport, root: URL) throws {
    let failed = Set(report.failures.map(\.location.path)).count
    var summary =
      "checked \(report.checkedBlocks) Swift block\(report.checkedBlocks == 1 ? "" : "s") "
      + "(\(report.distinctSnippets) distinct, \(report.cachedSnippets) cached, "
      + "\(report.compilerRuns) compiler run\(report.compilerRuns == 1 ? "" : "s")): "
    switch report.exitCode {
    case 0: summary += "all passed"
    case 1:
      summary +=
        "\(report.failures.count) error\(report.failures.count == 1 ? "" : "s") in \(failed) "
        + "file\(failed == 1 ? "" : "s")"
    default:
      summary +=
        "\(report.configurationErrors.count) configuration error"
        + (report.configurationErrors.count == 1 ? "" : "s")
    }
    for note in report.notes { printError("note: \(note)") }
    if format == .json {
      // NB: with the counts and the shard's part, for `--merge`.
      print(CheckReportDocument(report, summary: summary).json, terminator: "")
    } else {
      var formatter = DiagnosticFormatter(root: root.path, format: format)
      print(formatter.format(report.diagnostics, summary: summary), terminator: "")
    }
    if report.exitCode != 0 { throw ExitCode(report.exitCode) }
  }
}

extension DiagnosticFormat: ExpressibleByArgument {}

/// Prints `message` on standard error.
func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}

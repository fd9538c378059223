import ArgumentParser
import Foundation
import TutorialChecking
import TutorialModel

/// `tutorials status`: per language, each guide's translation state.
struct StatusCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "status",
    abstract: "Show, per language, which guides are translated, missing, stale or broken.",
    discussion: """
      Stale sections are those whose English source changed since the translation was \
      stamped (`tutorials translations stamp`); the changed source lines are shown when Git \
      has the stamped text. Failing blocks come from the last `tutorials check`. With an API \
      snapshot (`tutorials api stamp`) and the symbol graphs of scripts/api-reference.sh, it \
      also lists the sections, in every language, that use a Kata symbol whose declaration \
      changed or that went away since the snapshot.
      """
  )

  @Option(name: .long, help: "The folder with Tutorials/ and translations/.")
  var root: String = "."

  @Option(name: .long, help: "The package whose libraries the blocks use (default: the root).")
  var packagePath: String?

  @Option(name: .long, parsing: .upToNextOption, help: "Only these languages.")
  var language: [String] = []

  @Option(
    name: .customLong("api-reference"),
    help: """
      The folder scripts/api-reference.sh wrote, to compare with the API snapshot \
      (default: <root>/.build/api-reference).
      """)
  var apiReference: String?

  func run() throws {
    let rootURL = URL(fileURLWithPath: root).standardizedFileURL
    let site: Site
    do {
      site = try SiteLoader.load(root: rootURL.path).site
    } catch {
      printError("\(error)")
      throw ExitCode(2)
    }
    let options = CheckOptions(
      packagePath: packagePath.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        ?? rootURL.path)
    let status = TranslationStatus.compute(
      site: site, languages: language.isEmpty ? nil : Set(language), checkOptions: options)
    print(StatusPrinter.text(status), terminator: "")
    try printAPIStaleness(site: site)
  }
}

/// Lays out a ``TranslationStatus`` for a terminal.
enum StatusPrinter {
  static func text(_ status: TranslationStatus) -> String {
    var out = ""
    for language in status.languages {
      let translated = language.guides.filter { $0.translationPath != nil }.count
      out +=
        "\(language.language.code) (\(language.language.nativeName)): \(translated) of "
        + "\(language.guides.count) guides translated\n"
      for guide in language.guides {
        let name = guide.sourcePath.split(separator: "/").last.map(String.init) ?? guide.sourcePath
        guard let path = guide.translationPath else {
          out += "  \(name): missing\n"
          continue
        }
        var state: [String] = []
        if !guide.isStamped { state.append("never stamped") }
        if guide.isStamped && !guide.staleSections.isEmpty {
          state.append(
            "\(guide.staleSections.count) stale section\(guide.staleSections.count == 1 ? "" : "s")"
          )
        }
        if !guide.codeMismatches.isEmpty { state.append("code differs from the source") }
        if !guide.failingBlocks.isEmpty { state.append("\(guide.failingBlocks.count) failing") }
        if guide.uncheckedSnippets > 0 { state.append("\(guide.uncheckedSnippets) not checked") }
        if guide.structureProblem != nil { state.append("sections differ") }
        out +=
          "  \(name): translated (\(path)), "
          + (state.isEmpty ? "current" : state.joined(separator: ", ")) + "\n"
        if let problem = guide.structureProblem { out += "    \(path): \(problem)\n" }
        if guide.isStamped {
          for stale in guide.staleSections {
            let section = stale.source
            out +=
              "    stale: \(String(repeating: "#", count: section.level)) \(section.title) "
              + "(\(guide.sourcePath):\(section.line)-\(section.endLine))\n"
            if let changes = stale.changes {
              for change in changes {
                switch change {
                case .added(let line): out += "      + \(line)\n"
                case .removed(let line): out += "      - \(line)\n"
                case .same: break
                }
              }
            } else {
              out += "      (the stamped text is not in Git history; compare the section by hand)\n"
            }
          }
        }
        for diagnostic in guide.codeMismatches + guide.failingBlocks {
          // NB: a quote's diff follows its first line; it is indented with it.
          out += "    \(diagnostic)".replacingOccurrences(of: "\n", with: "\n    ") + "\n"
        }
      }
    }
    if status.languages.isEmpty { out += "no translations\n" }
    return out
  }
}

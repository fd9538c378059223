import ArgumentParser
import Foundation
import TutorialModel
import TutorialSupport
import TutorialSymbols

/// `tutorials api`: the snapshot of Kata's public API that `status` compares the guides with.
struct APICommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "api",
    abstract: "Keep the snapshot of Kata's API that `status` compares the guides' code with.",
    subcommands: [Stamp.self]
  )

  /// `tutorials api stamp`: records the current API as the one the guides match.
  struct Stamp: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "stamp",
      abstract: "Record Kata's current API (from scripts/api-reference.sh) as the guides' own.",
      discussion: """
        Writes site/api-symbols.json. Afterwards, `tutorials status` lists each guide section, \
        in every language, whose Swift code uses a symbol whose declaration changed or that \
        went away since this snapshot.
        """
    )

    @Option(name: .long, help: "The folder with Tutorials/ and site/.")
    var root: String = "."

    @Option(
      name: .customLong("api-reference"),
      help: "The folder scripts/api-reference.sh wrote (default: <root>/.build/api-reference).")
    var apiReference: String?

    func run() throws {
      let folder = apiReference ?? APICommand.defaultFolder(root: root)
      let graphs = URL(fileURLWithPath: folder).appendingPathComponent("symbol-graphs")
      guard FileManager.default.fileExists(atPath: graphs.path) else {
        FileHandle.standardError.write(
          Data(
            ("error: \(folder) has no symbol-graphs/ folder; run scripts/api-reference.sh OUT "
              + "and pass --api-reference OUT\n").utf8))
        throw ExitCode.failure
      }
      let index: SymbolIndex
      do {
        index = try SymbolIndex(
          directory: URL(fileURLWithPath: folder).appendingPathComponent("symbol-graphs"))
      } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        throw ExitCode.failure
      }
      let path = URL(fileURLWithPath: root).appendingPathComponent(APIStaleness.snapshotPath).path
      do {
        try FileWriting.write(APIStaleness.snapshotData(index), to: path)
      } catch {
        FileHandle.standardError.write(Data("\(path): error: cannot write: \(error)\n".utf8))
        throw ExitCode.failure
      }
      print("\(APIStaleness.snapshotPath): \(index.symbols.count) symbols of \(index.moduleName)")
    }
  }

  /// Where `scripts/api-reference.sh` leaves the reference by default.
  static func defaultFolder(root: String) -> String {
    URL(fileURLWithPath: root).appendingPathComponent(".build/api-reference").path
  }
}

import Foundation
import TemporaryFolders

@testable import TutorialModel
@testable import TutorialSite

/// Paths of the render/serve fixtures under `Tests/Fixtures/`.
package enum FixtureSite {
  /// `Tests/Fixtures`.
  package static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The folder of fixture `name`, such as `loading/valid`.
  package static func path(_ name: String) -> String {
    folder.appendingPathComponent(name).path
  }

  /// A fresh empty temporary folder, removed when the test process exits if not before (see
  /// ``TemporaryFolder``).
  package static func temporaryFolder() throws -> URL {
    try TemporaryFolder.folder("tutorialkit")
  }

  /// Runs `body` with the path of a fresh empty temporary folder, removed when it returns.
  package static func withTemporaryFolder<T>(_ body: (String) throws -> T) throws -> T {
    let folder = try temporaryFolder().path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    return try body(folder)
  }

  /// Copies fixture `name` into a fresh temporary folder and returns its path.
  package static func copy(_ name: String) throws -> URL {
    let destination = try temporaryFolder().appendingPathComponent("site")
    try FileManager.default.copyItem(at: folder.appendingPathComponent(name), to: destination)
    return destination
  }
}

extension FixtureSite {
  /// The repository's own theme, `site/` (templates and assets), used to render fixtures.
  package static let theme = repository.appendingPathComponent("site").path

  /// The repository: `Tests/Fixtures/../..`.
  package static let repository = folder.deletingLastPathComponent().deletingLastPathComponent()

  /// The build folder these tests were built in, which holds the libraries and programs they
  /// check and run: the test program's own folder (`make test` builds with a scratch path of
  /// its own), else the repository's `.build/debug`.
  package static let binPath: String = {
    if let beside = Bundle.main.executableURL?.deletingLastPathComponent(),
      FileManager.default.fileExists(atPath: beside.appendingPathComponent("description.json").path)
    {
      return beside.resolvingSymlinksInPath().path
    }
    return repository.appendingPathComponent(".build/debug").resolvingSymlinksInPath().path
  }()

  /// Loads and renders fixture `name` with the repository's theme.
  package static func render(_ name: String, staleSections: [String: Set<String>] = [:]) throws
    -> RenderedSite
  {
    let loaded = try SiteLoader.load(root: path(name))
    guard loaded.diagnostics.isEmpty else {
      throw FixtureError.unexpectedDiagnostics(loaded.diagnostics.map(\.description))
    }
    return try SiteRenderer(
      site: loaded.site, documents: loaded.documents,
      options: RenderOptions(themeDirectory: theme, staleSections: staleSections)
    ).render()
  }

  package enum FixtureError: Error {
    case unexpectedDiagnostics([String])
  }

  /// The expected fragments of fixture `name`'s `expected.txt`: for each output file, the
  /// fragments it must contain and (after `!`) those it must not.
  package static func expectations(_ name: String) throws -> [(
    path: String, present: [String], absent: [String]
  )] {
    let text = try String(
      contentsOfFile: path(name) + "/expected.txt", encoding: .utf8)
    var result: [(path: String, present: [String], absent: [String])] = []
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      if line.hasPrefix("== ") {
        result.append((String(line.dropFirst(3)), [], []))
      } else if !result.isEmpty {
        if line.hasPrefix("!") {
          result[result.count - 1].absent.append(String(line.dropFirst()))
        } else {
          result[result.count - 1].present.append(String(line))
        }
      }
    }
    return result
  }
}

import Foundation
import Testing
import TutorialTestSupport

@testable import TutorialChecking
@testable import TutorialModel
@testable import TutorialSupport

/// Runs the checker on a temporary copy of a fixture under `Fixtures/check/`, against this
/// package's already built libraries.
enum CheckFixture {
  /// The repository root, whose `.build` holds the libraries `swift test` built.
  static let packagePath = FixtureSite.repository.path

  /// A clang module cache shared by the tests, so each does not pay for a cold one.
  static let moduleCache = FileManager.default.temporaryDirectory
    .appendingPathComponent("tutorialkit-check-module-cache").path

  /// The folders the repository's `site/site.json` keeps out of checks (the runner's own),
  /// which the fixtures, checked against the repository's package, keep out too.
  static let excludedLibraryFolders: [String] = {
    let path = FixtureSite.repository.appendingPathComponent(SiteConfiguration.path)
    let configuration = (try? Data(contentsOf: path)).flatMap {
      try? SiteConfiguration.parse($0)
    }
    return configuration?.check?.excludedLibraries ?? []
  }()

  /// Options that check `root` without building, caching under the copy.
  static func options(root: String) -> CheckOptions {
    var options = CheckOptions(
      packagePath: packagePath, buildLibraries: false,
      excludedLibraryFolders: excludedLibraryFolders)
    options.cacheFolder = "\(root)/.tutorials-cache"
    options.moduleCachePath = moduleCache
    return options
  }

  /// Checks `site` on a thread of its own (see ``onOwnThread(_:)``).
  static func check(_ site: Site, options: CheckOptions) async throws -> CheckReport {
    try await onOwnThread { try Checker.check(site, options: options) }
  }

  /// Copies fixture `name` and loads it.
  static func load(_ name: String) throws -> (root: String, site: Site) {
    let root = try FixtureSite.copy("check/\(name)").path
    let loaded = try SiteLoader.load(root: root)
    return (root, loaded.site)
  }

  /// The fixture's `expected.txt`: the exit status and the diagnostics, one per line.
  static func expected(_ name: String) throws -> (exit: Int32, lines: [String]) {
    let text = try String(
      contentsOfFile: FixtureSite.path("check/\(name)") + "/expected.txt", encoding: .utf8)
    var lines = text.split(separator: "\n").map(String.init)
    let first = try #require(lines.first, "expected.txt of \(name) is empty")
    let exit = try #require(Int32(first.dropFirst("exit: ".count)), "bad first line: \(first)")
    lines.removeFirst()
    return (exit, lines)
  }
}

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
  static let packagePath = PackageCaches.packagePath

  /// A clang module cache shared by the tests, so each does not pay for a cold one.
  static let moduleCache = PackageCaches.moduleCache

  /// The folders kept out of the libraries' fingerprints (see ``PackageCaches``).
  static let excludedLibraryFolders = PackageCaches.excludedLibraryFolders

  /// Options that check `root` without building, caching under the copy.
  static func options(root: String) -> CheckOptions {
    var options = CheckOptions(
      packagePath: packagePath, buildLibraries: false,
      excludedLibraryFolders: excludedLibraryFolders)
    options.binPath = FixtureSite.binPath
    options.cacheFolder = "\(root)/.tutorials-cache"
    options.moduleCachePath = moduleCache
    return options
  }

  /// Checks `site` on a thread of its own (see ``onOwnThread(_:)``), once the package's
  /// caches are filled (see ``PackageCaches``): all of them, or with `withPlugins: false`
  /// (for a check that cannot build optimized plugins) all but the plugins.
  static func check(_ site: Site, options: CheckOptions, withPlugins: Bool = true) async throws
    -> CheckReport
  {
    if withPlugins {
      await PackageCaches.filled()
    } else {
      await PackageCaches.fingerprinted()
    }
    return try await onOwnThread { try Checker.check(site, options: options) }
  }

  /// What one check of a fixture's copy left: the copy (with its cache folder) and the report.
  ///
  /// Shared by every test that asks for the same check, so nobody may change `root`: a test
  /// that checks again does so in its own ``copyOfChecked(_:)``.
  struct Checked: Sendable {
    var root: String
    var site: Site
    var report: CheckReport
  }

  /// The check of a fresh copy of fixture `name`, with an empty cache folder, by `toolchain`.
  ///
  /// NB: several suites need the same cold check (the expected diagnostics, the plain
  /// toolchain's agreement, a re-check); each cold check compiles every snippet, so it is done
  /// once per test run and its report shared. The report and the copy are not changed after.
  static func coldCheck(_ name: String, toolchain: ToolchainChoice = .fast) async throws
    -> Checked
  {
    let task = coldChecks.withLock { checks in
      let key = "\(name) \(toolchain)"
      if let task = checks[key] { return task }
      let task = Task<Checked, any Error> {
        let (root, site) = try CheckFixture.load(name)
        var options = CheckFixture.options(root: root)
        options.toolchain = toolchain
        let report = try await CheckFixture.check(site, options: options)
        return Checked(root: root, site: site, report: report)
      }
      checks[key] = task
      return task
    }
    return try await task.value
  }

  private static let coldChecks = Locked<[String: Task<Checked, any Error>]>([:])

  /// A copy of the fixture that ``coldCheck(_:toolchain:)`` checked with the fast toolchain,
  /// cache folder included, for a test to check again; and that first check's report.
  static func copyOfChecked(_ name: String) async throws -> (
    root: String, site: Site, first: CheckReport
  ) {
    let checked = try await coldCheck(name)
    let root = try FixtureSite.temporaryFolder().appendingPathComponent("site").path
    try FileManager.default.copyItem(atPath: checked.root, toPath: root)
    return (root, try SiteLoader.load(root: root).site, checked.report)
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

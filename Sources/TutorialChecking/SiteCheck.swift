import Foundation
import TutorialModel

/// One whole check of a site, as `tutorials check` runs it: loads the site, checks the selected
/// guides with ``Checker``, counts the loader's findings about them, and caches the report in
/// a ``ReportCache`` — or gives the cached report at once when nothing it read changed.
///
/// ```swift
/// let check = SiteCheck(root: "/path/to/repo", options: CheckOptions(packagePath: "/path/to/repo"))
/// let report = try check.run()
/// for diagnostic in report.diagnostics { print(diagnostic) }
/// exit(report.exitCode)
/// ```
public struct SiteCheck {
  /// The folder with `Tutorials/` and `translations/`, absolute.
  public var root: String
  /// How to check.
  ///
  /// Its ``CheckOptions/paths`` are set from ``paths``; a `nil` ``CheckOptions/cacheFolder``
  /// means `<root>/.tutorials-cache`.
  public var options: CheckOptions
  /// Guide files to check (source or translation), absolute or relative to ``root``; empty
  /// checks every guide.
  public var paths: [String]

  /// A check of the site in `root`.
  /// - Parameters:
  ///   - root: The folder with `Tutorials/` and `translations/`, absolute.
  ///   - options: How to check; ``CheckOptions/languages`` must be languages of the site.
  ///   - paths: Guide files to check, absolute or relative to `root`; empty checks them all.
  public init(root: String, options: CheckOptions, paths: [String] = []) {
    self.root = root
    self.options = options
    self.paths = paths
  }

  /// Why a check could not start: the request does not fit the site.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    /// A language asked for is not one of the site's.
    case unknownLanguage(String, known: [String])
    /// A path asked for is not a guide of the site.
    case notAGuide(String, root: String)

    public var description: String {
      switch self {
      case .unknownLanguage(let code, let known):
        "unknown language '\(code)'; the site has \(known.joined(separator: ", "))"
      case .notAGuide(let path, let root):
        "\(path) is not a guide of the site in \(root); pass a file under Tutorials/ or "
          + "translations/<lang>/"
      }
    }
  }

  /// The folder results are cached in.
  public var cacheFolder: String { options.cacheFolder ?? "\(root)/.tutorials-cache" }

  /// Checks the site, or recalls the report of the same check when nothing it read changed.
  /// - Returns: The report, with the loader's errors about the selected guides among its
  ///   failures and its warnings among its warnings.
  /// - Throws: ``SiteLoadingError`` when the site cannot be read, ``Failure`` when the
  ///   languages or paths asked for are not the site's, and what ``Checker/check(_:options:)``
  ///   throws.
  public func run() throws -> CheckReport {
    let start = Date()
    let reportCache = ReportCache(cacheFolder: cacheFolder, arguments: reportArguments)
    // NB: a shard's report is not cached: the report cache keeps no shard's part (see
    // ``ShardReport``), and a shard runs once per commit anyway.
    if options.shard == nil, let report = reportCache.recall() { return report }

    let loaded = try SiteLoader.load(root: root)
    var options = self.options
    options.cacheFolder = cacheFolder
    options.paths = try selectedPaths(in: loaded.site)
    let known = loaded.site.languages.map(\.code)
    for code in (options.languages ?? []).sorted() where !known.contains(code) {
      throw Failure.unknownLanguage(code, known: known.sorted())
    }
    var report = try Checker.check(loaded.site, options: options)
    // NB: the loader's errors about the selected files (broken links, bad front matter) are
    // failures too; its warnings are shown but do not fail the check.
    let selected = Set(Checker.selectedGuides(loaded.site, options: options).map(\.path))
    let findings = loaded.diagnostics.filter {
      options.paths == nil && options.languages == nil || selected.contains($0.location.path)
    }.filter { report.shard?.owns($0) ?? true }
    report.failures += findings.filter { $0.severity == .error }
    report.warnings += findings.filter { $0.severity != .error }
    // NB: only a passing check is remembered whole: a failure may come from the moment (a
    // package being rebuilt, a loaded machine), and its snippets' outcomes decide, one by one,
    // what the next check reuses.
    do {
      if report.failures.isEmpty, options.shard == nil {
        try reportCache.remember(report, inputs: loaded.inputs + report.inputs, since: start)
      }
    } catch {
      report.notes.append("the next check cannot reuse this one: \(error)")
    }
    return report
  }

  /// ``paths`` as paths relative to the root, or `nil` when there are none.
  private func selectedPaths(in site: Site) throws -> Set<String>? {
    guard !paths.isEmpty else { return nil }
    let all = Set(site.guides.map(\.path) + site.translations.values.joined().map(\.path))
    var selected: Set<String> = []
    for path in paths {
      let absolute = absolute(path)
      let relative =
        absolute.hasPrefix(root + "/") ? String(absolute.dropFirst(root.count + 1)) : path
      guard all.contains(relative) else { throw Failure.notAGuide(path, root: root) }
      selected.insert(relative)
    }
    return selected
  }

  /// Everything that can change the report, to key its ``ReportCache``.
  ///
  /// The output format is not among them: the same report prints in every format.
  private var reportArguments: [String] {
    [
      "root=\(root)", "package=\(options.packagePath)",
      "languages=\((options.languages ?? []).sorted())",
      "paths=\(Set(paths.map(absolute)).sorted())", "build=\(options.buildLibraries)",
      "bin=\(options.binPath ?? "")",
      "excluded=\(options.excludedLibraryFolders)", "compile=\(options.compileMissing)",
      "module-cache=\(options.moduleCachePath ?? "")",
      "one-run=\(options.oneCompilerRunPerSnippet)", "plugins=\(options.pluginFolder ?? "")",
      "optimized-plugins=\(options.optimizedMacroPlugins)",
      "host=\(options.toolchainHostFolder ?? "")",
    ]
  }

  /// `path` made absolute, a relative one being relative to ``root``.
  private func absolute(_ path: String) -> String {
    URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: root + "/")).standardizedFileURL
      .path
  }
}

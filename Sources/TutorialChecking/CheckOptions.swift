/// Choices for one run of the checker.
public struct CheckOptions: Sendable {
  /// The package whose libraries snippets compile against; usually the site root.
  public var packagePath: String
  /// Languages to check (codes); `nil` checks every language.
  public var languages: Set<String>?
  /// Guide files to check, relative to the site root; `nil` checks every guide.
  public var paths: Set<String>?
  /// Whether to run `swift build` before compiling; tests pass `false` with a built package.
  public var buildLibraries: Bool
  /// The build folder whose libraries snippets compile against.
  ///
  /// A folder as `swift build --show-bin-path` prints it, read as it is: nothing is built.
  /// `nil` means the package's `.build/debug`.
  public var binPath: String?
  /// The cache folder (outcomes, reports, the module cache); `nil` means
  /// `<root>/.tutorials-cache`.
  public var cacheFolder: String?
  /// The clang module cache; `nil` means `<cache folder>/module-cache`.
  ///
  /// Keeping it warm saves about two seconds per compiler run.
  public var moduleCachePath: String?
  /// Folders of the package (relative) that are not libraries snippets can import, besides
  /// those the site's configuration names (``Site/excludedLibraryFolders``).
  public var excludedLibraryFolders: [String]
  /// Whether snippets missing from the cache are compiled; when `false` (for `status`), they
  /// are only counted in ``CheckReport/uncheckedByPath``.
  public var compileMissing = true
  /// A folder of release-built macro plugins (`CasePathsMacros-tool`, …) to use instead of
  /// the debug-built ones; `nil` looks in the package's release build folder.
  public var pluginFolder: String?
  /// Whether the package's debug-built macro plugins are replaced by optimized ones that the
  /// compiler loads in-process, built once against the toolchain's own release-built
  /// swift-syntax (see ``CheckReport/notes`` when that fails).
  public var optimizedMacroPlugins = true
  /// The toolchain's folder of host libraries those plugins are built against; `nil` means
  /// `usr/lib/swift/host` of the toolchain whose `swiftc` is on `PATH`.
  public var toolchainHostFolder: String?
  /// Compiles each block with its own `swiftc` run, and links each `run` block against the
  /// libraries' object files: the naive way, for benchmarks only.
  public var oneCompilerRunPerSnippet = false
  /// The toolchain that compiles and runs snippets: the fast one, or the plain one it is
  /// tested against (the naive way above always uses the plain one).
  package var toolchain = ToolchainChoice.fast
  /// Checks only this shard's part of the site (see ``ShardAssignment``), or the whole site
  /// when `nil`.
  public var shard: ShardSpec?
  /// Called with a short progress message, such as "compiling 12 snippets".
  public var progress: (@Sendable (String) -> Void)?

  public init(
    packagePath: String, languages: Set<String>? = nil, paths: Set<String>? = nil,
    buildLibraries: Bool = true, cacheFolder: String? = nil,
    excludedLibraryFolders: [String] = [],
    progress: (@Sendable (String) -> Void)? = nil
  ) {
    self.packagePath = packagePath
    self.languages = languages
    self.paths = paths
    self.buildLibraries = buildLibraries
    self.cacheFolder = cacheFolder
    self.excludedLibraryFolders = excludedLibraryFolders
    self.progress = progress
  }
}

/// Which ``SnippetToolchain`` a check uses.
package enum ToolchainChoice: Sendable {
  /// ``FastToolchain``.
  case fast
  /// ``PlainToolchain``.
  case plain
}

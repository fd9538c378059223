import TutorialModel

/// What a check found: every problem, and counts for the summary line and benchmarks.
public struct CheckReport: Sendable {
  /// Blocks that failed, broken links, code that differs from the source: exit status 1.
  public var failures: [Diagnostic] = []
  /// Attributes the checker does not understand, unknown names: exit status 2.
  public var configurationErrors: [Diagnostic] = []
  /// Problems worth showing that do not fail the check, such as a file in `Tutorials/` that
  /// is not named like a guide.
  public var warnings: [Diagnostic] = []
  /// How many Swift blocks were checked (ignored ones excluded), over all languages.
  public var checkedBlocks = 0
  /// How many distinct snippets the blocks made (identical code in several languages counts
  /// once).
  public var distinctSnippets = 0
  /// How many snippets came from the cache.
  public var cachedSnippets = 0
  /// Snippets not compiled because ``CheckOptions/compileMissing`` was off, by guide path.
  public var uncheckedByPath: [String: Int] = [:]
  /// How many times `swiftc` ran.
  public var compilerRuns = 0
  /// Remarks on how the check ran that do not fail it, such as falling back to slower macro
  /// plugins.
  public var notes: [String] = []
  /// Files and folders outside the site's guides that the outcome depends on (the libraries'
  /// sources, the cached outcomes, the toolchain), absolute, for a ``ReportCache``.
  public var inputs: [String] = []
  /// For a shard's check, which shard it is and what it checked; `nil` for a whole check.
  public var shard: ShardReport?

  public init() {}

  /// The process exit status: 0 when everything passed, 1 when something failed, 2 for
  /// configuration errors.
  public var exitCode: Int32 {
    if !configurationErrors.isEmpty { return 2 }
    return failures.isEmpty ? 0 : 1
  }

  /// Every diagnostic, configuration errors first, each group by file and line, then the
  /// warnings in the order found.
  public var diagnostics: [Diagnostic] {
    let order: (Diagnostic, Diagnostic) -> Bool = {
      ($0.location.path, $0.location.line, $0.location.column ?? 0)
        < ($1.location.path, $1.location.line, $1.location.column ?? 0)
    }
    return configurationErrors.sorted(by: order) + failures.sorted(by: order) + warnings
  }
}

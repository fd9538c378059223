import Foundation
import TutorialSupport
import TutorialToolchain

/// Finds the outcome of each distinct snippet.
///
/// Outcomes come from the cache, or from compiling the missing snippets together. Counts what it did into a ``CheckReport``.
struct OutcomeResolver {
  var options: CheckOptions
  var cache: CheckCache
  var cacheFolder: String
  var report: CheckReport
  /// Blocks the checker already parsed, so compiling them does not parse them again.
  var parsed = ParsedBlocks()
  private var fingerprint: LibraryFingerprint?
  private var environment: BuildEnvironment?

  /// Part of every cached outcome's key, bumped when what a check verifies changes, so that
  /// outcomes found under older rules are not reused (2: the compiler's SIL diagnostics; 3:
  /// imports under `#if` kept at file scope).
  static let rules = "3"

  init(options: CheckOptions, cache: CheckCache, cacheFolder: String, report: CheckReport) {
    self.options = options
    self.cache = cache
    self.cacheFolder = cacheFolder
    self.report = report
  }

  /// The outcomes of `snippets`, one per distinct key (each snippet comes with its key,
  /// computed once: hashing every block is not free).
  mutating func resolve(
    _ snippets: [(key: String, snippet: Snippet)]
  ) throws -> [String: SnippetOutcome] {
    var distinct: [String: Snippet] = [:]
    var order: [String] = []
    for (key, snippet) in snippets where distinct[key] == nil {
      distinct[key] = snippet
      order.append(key)
    }
    report.distinctSnippets += order.count
    guard !order.isEmpty else { return [:] }

    let fingerprint =
      self.fingerprint
      ?? LibraryFingerprint.compute(
        packagePath: options.packagePath, excluded: options.excludedLibraryFolders,
        toolchain: Toolchain.identity,
        // NB: the memo depends only on library sources, like build products, so it lives
        // with them and serves every cache folder.
        memo: "\(options.packagePath)/.build/tutorials-interfaces.json")
    if self.fingerprint == nil {
      report.inputs += fingerprint.inputs + [Toolchain.swiftc?.path].compactMap { $0 }
    }
    self.fingerprint = fingerprint
    Trace.mark("libraries fingerprinted")
    func cacheKey(_ key: String) -> String {
      let libraries =
        distinct[key]?.runs == true ? fingerprint.implementation : fingerprint.interface
      return SHA256.hex("\(Self.rules)\u{0}\(libraries)\u{0}\(key)")
    }

    var outcomes: [String: SnippetOutcome] = [:]
    var missing: [String] = []
    for key in order {
      let stored = cacheKey(key)
      report.inputs.append(cache.outcomePath(for: stored))
      if let outcome = cache.outcome(for: stored) {
        outcomes[key] = outcome
      } else {
        missing.append(key)
      }
    }
    report.cachedSnippets += order.count - missing.count
    Trace.mark("cache looked up: \(missing.count) of \(order.count) missing")
    if !options.compileMissing {
      let unknown = Set(missing)
      for (key, snippet) in snippets where unknown.contains(key) {
        report.uncheckedByPath[snippet.focus.path, default: 0] += 1
      }
      return outcomes
    }
    guard !missing.isEmpty else { return outcomes }

    let environment: BuildEnvironment
    if let prepared = self.environment {
      environment = prepared
    } else {
      options.progress?("building the libraries")
      let built = try BuildEnvironment.prepare(
        packagePath: options.packagePath, build: options.buildLibraries,
        pluginFolder: options.pluginFolder)
      Trace.mark("build plan read")
      environment = optimizingPlugins(built)
      self.environment = environment
    }
    options.progress?("compiling \(missing.count) snippet\(missing.count == 1 ? "" : "s")")
    var compiler = SnippetCompiler(
      environment: environment,
      workFolder: "\(cacheFolder)/work-\(UUID().uuidString.prefix(8))",
      moduleCachePath: options.moduleCachePath ?? "\(cacheFolder)/module-cache",
      runnerFolder: "\(options.packagePath)/.build/tutorials-runner")
    compiler.oneRunPerSnippet = options.oneCompilerRunPerSnippet
    if !options.oneCompilerRunPerSnippet {
      compiler.linker = SharedLibraryLinker(
        folder: "\(options.packagePath)/.build/tutorials-libraries", toolchain: Toolchain.identity
      )
      if SpeedTrick.jobReplay.isEnabled {
        compiler.jobs = CompilerJobs.Store(
          path: "\(environment.binPath)/tutorials-compiler-jobs.json")
      }
    }
    compiler.parsed = parsed
    let results = try compiler.compile(missing.compactMap { distinct[$0] })
    // NB: TUTORIALS_KEEP_WORK=1 keeps the generated files, to debug the checker itself.
    if ProcessInfo.processInfo.environment["TUTORIALS_KEEP_WORK"] == nil {
      try? FileManager.default.removeItem(atPath: compiler.workFolder)
    }
    report.compilerRuns += compiler.compilerRuns
    Trace.mark("compiled \(missing.count) snippets in \(compiler.compilerRuns) compiler runs")
    for (key, outcome) in zip(missing, results) {
      outcomes[key] = outcome
      if outcome.isReusable { try cache.store(outcome, for: cacheKey(key)) }
    }
    return outcomes
  }

  /// `environment` with its debug-built macro plugins replaced by optimized in-process ones,
  /// or as it is, with a note saying why, when they cannot be built.
  private mutating func optimizingPlugins(_ environment: BuildEnvironment) -> BuildEnvironment {
    guard options.optimizedMacroPlugins else { return environment }
    let debugBuilt = environment.pluginExecutables.filter {
      $0.value.hasPrefix(environment.binPath + "/")
    }.keys.sorted()
    guard !debugBuilt.isEmpty else { return environment }
    guard let host = options.toolchainHostFolder ?? Toolchain.hostFolder() else {
      return environment
    }
    let builder = MacroPluginBuilder(
      hostFolder: host, folder: "\(options.packagePath)/.build/tutorials-plugins")
    options.progress?("preparing optimized macro plugins")
    do {
      let libraries = try builder.libraries(
        for: debugBuilt, in: environment, toolchain: Toolchain.identity)
      Trace.mark("optimized macro plugins ready")
      return environment.loading(libraries)
    } catch {
      report.notes.append(
        "using the package's debug-built macro plugins, which expand macros several times "
          + "slower, as optimized ones could not be built (\(error)); delete "
          + ".build/tutorials-plugins to try again")
      return environment
    }
  }
}

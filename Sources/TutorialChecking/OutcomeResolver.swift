import Foundation
import TutorialSupport
import TutorialToolchain

/// Finds the outcome of each distinct snippet.
///
/// Outcomes come from the cache, or from compiling the missing snippets together (see
/// ``SnippetCompiler``). Counts what it did into a ``CheckReport``.
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

    let fingerprint = fingerprintLibraries()
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

    let results = try compile(missing.compactMap { distinct[$0] })
    for (key, outcome) in zip(missing, results) {
      outcomes[key] = outcome
      if outcome.isReusable { try cache.store(outcome, for: cacheKey(key)) }
    }
    return outcomes
  }

  /// The libraries' fingerprints, computed the first time they are needed.
  private mutating func fingerprintLibraries() -> LibraryFingerprint {
    if let fingerprint { return fingerprint }
    let fingerprint = LibraryFingerprint.compute(
      packagePath: options.packagePath, excluded: options.excludedLibraryFolders,
      toolchain: Toolchain.identity,
      // NB: this cache depends only on library sources, like build products, so it lives
      // with them and serves every cache folder.
      cache: "\(options.packagePath)/.build/tutorials-interfaces.json")
    report.inputs += fingerprint.inputs + [Toolchain.swiftc?.path].compactMap { $0 }
    self.fingerprint = fingerprint
    Trace.mark("libraries fingerprinted")
    return fingerprint
  }

  /// Compiles (and runs) `snippets`, which the cache does not hold.
  private mutating func compile(_ snippets: [Snippet]) throws -> [SnippetOutcome] {
    let environment = try prepareEnvironment()
    options.progress?("compiling \(snippets.count) snippet\(snippets.count == 1 ? "" : "s")")
    var compiler = SnippetCompiler(
      toolchain: toolchain(
        environment, workFolder: "\(cacheFolder)/work-\(UUID().uuidString.prefix(8))"))
    compiler.oneRunPerSnippet = options.oneCompilerRunPerSnippet
    compiler.parsed = parsed
    let results = try compiler.compile(snippets)
    // NB: TUTORIALS_KEEP_WORK=1 keeps the generated files, to debug the checker itself.
    if ProcessInfo.processInfo.environment["TUTORIALS_KEEP_WORK"] == nil {
      try? FileManager.default.removeItem(atPath: compiler.workFolder)
    }
    report.compilerRuns += compiler.compilerRuns
    Trace.mark("compiled \(snippets.count) snippets in \(compiler.compilerRuns) compiler runs")
    return results
  }

  /// The libraries' build environment, built and read the first time it is needed.
  private mutating func prepareEnvironment() throws -> BuildEnvironment {
    if let environment { return environment }
    options.progress?("building the libraries")
    let built = try BuildEnvironment.prepare(
      packagePath: options.packagePath, build: options.buildLibraries,
      binPath: options.binPath, pluginFolder: options.pluginFolder)
    Trace.mark("build plan read")
    let environment = optimizingPlugins(built)
    self.environment = environment
    return environment
  }

  /// The toolchain that compiles: the plain one for the benchmark's naive check (and when
  /// ``CheckOptions/toolchain`` or `TUTORIALS_TOOLCHAIN=plain` asks for it), else the fast one.
  private func toolchain(
    _ environment: BuildEnvironment, workFolder: String
  ) -> any SnippetToolchain {
    let build = "\(options.packagePath)/.build"
    let setup = CompileSetup(
      environment: environment,
      moduleCachePath: options.moduleCachePath ?? "\(cacheFolder)/module-cache",
      workFolder: workFolder, helpersFolder: "\(build)/tutorials-helpers")
    let plain =
      options.oneCompilerRunPerSnippet || options.toolchain == .plain
      || ProcessInfo.processInfo.environment["TUTORIALS_TOOLCHAIN"] == "plain"
    if plain { return PlainToolchain(setup: setup) }
    return FastToolchain(
      setup: setup,
      linker: SharedLibraryLinker(
        folder: "\(build)/tutorials-libraries", toolchain: Toolchain.identity),
      jobs: SpeedTrick.jobReplay.isEnabled
        ? CompilerJobs.Cache(path: "\(environment.binPath)/tutorials-compiler-jobs.json") : nil)
  }

  /// `environment` with its debug-built macro plugins replaced by optimized in-process ones,
  /// or as it is, with a note saying why, when they cannot be built.
  private mutating func optimizingPlugins(_ environment: BuildEnvironment) -> BuildEnvironment {
    guard options.optimizedMacroPlugins else { return environment }
    let debugBuilt = environment.plugins.executables.filter {
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

import ConcurrencyExtras
import Foundation
import TutorialSupport
import TutorialToolchain

/// Compiles snippets with as few `swiftc` runs as possible: the snippets that are not run in one
/// `swiftc -emit-sib -wmo` over one file per snippet (type checking and the SIL diagnostics;
/// see ``diagnose(_:wrapped:)``), then smaller groups only to isolate failures; `run` snippets
/// are built into one program and run one by one.
package struct SnippetCompiler {
  /// How to reach the libraries.
  var environment: BuildEnvironment
  /// A scratch folder for generated files, emptied and reused.
  var workFolder: String
  /// The persistent clang module cache, shared by every check.
  var moduleCachePath: String
  /// Where the runner's support module is kept (see ``SnippetRunner/support(in:)``).
  var runnerFolder: String
  /// How long a `run` snippet may run.
  var runTimeout: TimeInterval = 60
  /// Whether every snippet gets its own `swiftc` run (the naive baseline of the benchmark):
  /// a `run` snippet is built on its own and run, the others are compiled one by one.
  var oneRunPerSnippet = false
  /// Links programs against one shared library of the libraries' objects; `nil` links the
  /// object files as SwiftPM does, with the default linker (as does a library that cannot be
  /// linked).
  var linker: SharedLibraryLinker?
  /// Compiler commands learned from the driver, run without it; `nil` runs `swiftc` (as does
  /// a compilation whose commands cannot be replayed).
  var jobs: CompilerJobs.Store?
  /// Blocks already parsed this run.
  var parsed = ParsedBlocks()
  /// How many `swiftc` processes may run at once; each compiles single-threaded.
  var parallelism = max(1, ProcessInfo.processInfo.activeProcessorCount)
  /// How many times `swiftc` ran, for statistics.
  var compilerRuns: Int { counter.value }
  private let counter = LockIsolated(0)

  private static let prefix = "Snippet_"

  /// Compiles (and runs) `snippets`, returning an outcome for each, in order.
  mutating func compile(_ snippets: [Snippet]) throws -> [SnippetOutcome] {
    try? FileManager.default.removeItem(atPath: workFolder)
    try FileManager.default.createDirectory(
      atPath: workFolder, withIntermediateDirectories: true)
    let parsed = self.parsed
    let wrapped = ParallelWork.map(count: snippets.count, width: parallelism) { index in
      SnippetWrapper.wrap(snippets[index], name: "\(Self.prefix)\(index)", parsed: parsed)
    }
    for snippet in wrapped {
      try FileWriting.write(snippet.source, to: file(snippet.name))
    }
    Trace.mark("wrapped and wrote \(snippets.count) snippets")

    if oneRunPerSnippet {
      return try snippets.indices.map { index in
        let outcome =
          snippets[index].runs
          ? try run([index], wrapped: wrapped)[index]
          : SnippetOutcome(errors: try diagnose([index], wrapped: wrapped)[index] ?? [])
        return outcome ?? SnippetOutcome(errors: [])
      }
    }

    // NB: `run` snippets are checked by building their program, so that build runs side by
    // side with compiling the others; such a swiftc uses one core, so large batches are split
    // to use every core.
    let runnable = snippets.indices.filter { snippets[$0].runs }
    // NB: blocks that must fail are compiled apart from the others: their errors would stop
    // the compiler before the others' SIL diagnostics (see `diagnose`).
    let failing = snippets.indices.filter { snippets[$0].mustFail }
    let compiling = snippets.indices.filter { !snippets[$0].runs && !snippets[$0].mustFail }
    let grouped = [compiling, failing].map { group in
      Self.batches(group.map { wrapped[$0] }).map { $0.map { group[$0] } }
        .flatMap { Self.split($0, into: parallelism) }
    }
    let batches = grouped[0] + grouped[1]
    // NB: blocks that must fail mostly stop at type checking, a fraction of the others' work:
    // they get a compiler run of their own beside the others (one more at a time) instead of
    // waiting for a core after the others, at the end of the check.
    let width = parallelism + (grouped[1].isEmpty ? 0 : 1)
    // NB: `run` snippets are grouped as the others, one program per group.
    let programs = Self.batches(runnable.map { wrapped[$0] }).map { $0.map { runnable[$0] } }
    let compiler = self
    // NB: programs first: building, linking and running one takes longest.
    let offset = programs.count
    let results = ParallelWork.map(
      count: offset + batches.count, width: width, onOwnThreads: true
    ) { job in
      if job < offset { return Result { try compiler.run(programs[job], wrapped: wrapped) } }
      return Result {
        try compiler.diagnose(batches[job - offset], wrapped: wrapped).mapValues {
          SnippetOutcome(errors: $0)
        }
      }
    }
    var outcomes = snippets.indices.map { _ in SnippetOutcome(errors: []) }
    for result in results {
      for (index, outcome) in try result.get() { outcomes[index] = outcome }
    }
    return outcomes
  }

  private func file(_ name: String) -> String { "\(workFolder)/\(name).swift" }

  private var commonFlags: [String] {
    ["-swift-version", "6", "-diagnostic-style", "llvm", "-module-cache-path", moduleCachePath]
      + environment.flags
  }

  /// Compiles `batch` as far as the compiler goes before generating code.
  ///
  /// That is type checking, then the diagnostics the compiler runs on the program's SIL (a
  /// constant used before it is initialized, a missing `return`, overlapping accesses, …),
  /// which `-typecheck` alone never reaches, so a block with such an error would pass. The SIL
  /// goes to a file of the work folder, in its binary form: the cheapest of the compiler's
  /// outputs that runs those diagnostics.
  private func diagnose(
    _ batch: [Int], wrapped: [WrappedSnippet]
  ) throws -> [Int: [SnippetOutcome.Message]] {
    guard !batch.isEmpty else { return [:] }
    counter.withValue { $0 += 1 }
    Trace.mark("diagnose \(batch.count) started")
    let scratch = "\(workFolder)/diagnose-\(batch.first ?? 0)"
    let result = try swiftc(
      ["-emit-sib", "-wmo", "-module-name", "Snippets"] + commonFlags,
      inputs: batch.map { file(wrapped[$0].name) }, output: "\(scratch)/Snippets.sib",
      scratch: scratch)
    Trace.mark("diagnose \(batch.count) finished")
    if result.status == 0 { return [:] }
    let (attributed, unattributed) = attribute(result.stdout + result.stderr, wrapped: wrapped)
    let blamed = batch.filter { attributed[$0] != nil }
    if blamed.isEmpty {
      if batch.count == 1 {
        let text =
          unattributed.isEmpty ? "the compiler failed (exit \(result.status))" : unattributed
        return [batch[0]: [SnippetOutcome.Message(message: text)]]
      }
      let half = batch.count / 2
      return try diagnose(Array(batch[..<half]), wrapped: wrapped).merging(
        diagnose(Array(batch[half...]), wrapped: wrapped)
      ) { $1 }
    }
    var errors = attributed.filter { batch.contains($0.key) }
    // NB: with -wmo the compiler type-checks every file and reports all their errors, but an
    // error stops it before the SIL diagnostics of every file (and errors nobody owns may
    // have stopped it earlier): the snippets it did not blame are compiled again without
    // the blamed ones. Blocks that must fail are compiled apart (see `compile`), so this
    // happens only when a guide is broken.
    let rest = batch.filter { attributed[$0] == nil }
    if !rest.isEmpty {
      errors.merge(try diagnose(rest, wrapped: wrapped)) { $1 }
    }
    return errors
  }

  /// Splits compiler output into errors per snippet and the text of errors no snippet owns.
  private func attribute(
    _ output: String, wrapped: [WrappedSnippet]
  ) -> ([Int: [SnippetOutcome.Message]], String) {
    var attributed: [Int: [SnippetOutcome.Message]] = [:]
    var unattributed: [String] = []
    for entry in CompilerOutputParser.parse(output) where entry.severity == "error" {
      guard let file = entry.file, let (index, block) = Self.snippet(of: file),
        wrapped.indices.contains(index)
      else {
        unattributed.append(entry.message)
        continue
      }
      var message = SnippetOutcome.Message(
        block: block, line: entry.line, column: entry.column,
        message: Self.unqualified(entry.message))
      if let block, let line = entry.line, let column = entry.column {
        message.column = wrapped[index].originalColumn(block: block, line: line, column: column)
        message.message = wrapped[index].readersWords(
          message.message, block: block, line: line, column: column)
      } else {
        message.line = nil
        message.column = nil
      }
      if attributed[index]?.contains(message) != true {
        attributed[index, default: []].append(message)
      }
    }
    return (attributed, unattributed.uniqued().joined(separator: "; "))
  }

  /// `message` without the wrapper's scopes: `'Snippet_3.Model'` reads `'Model'`, as the
  /// reader wrote it.
  static func unqualified(_ message: String) -> String {
    var result = ""
    var rest = message[...]
    while let range = rest.range(of: prefix) {
      result += rest[..<range.lowerBound]
      var after = rest[range.upperBound...]
      let digits = after.prefix { $0.isASCII && $0.isNumber }
      if !digits.isEmpty, after.dropFirst(digits.count).first == "." {
        after = after.dropFirst(digits.count + 1)
      } else {
        result += prefix
      }
      rest = after
    }
    return result + rest
  }

  /// The snippet index and block of a file name the compiler reported: `Snippet_3.b1` for a
  /// block's line, `…/Snippet_3.swift` for a line of the wrapper.
  static func snippet(of file: String) -> (Int, Int?)? {
    let name = file.split(separator: "/").last.map(String.init) ?? file
    guard name.hasPrefix(prefix) else { return nil }
    let rest = name.dropFirst(prefix.count)
    if rest.hasSuffix(".swift"), let index = Int(rest.dropLast(6)) { return (index, nil) }
    let parts = rest.split(separator: ".")
    guard parts.count == 2, parts[1].hasPrefix("b"), let index = Int(parts[0]),
      let block = Int(parts[1].dropFirst())
    else { return nil }
    return (index, block)
  }

  /// Links the `runnable` snippets into one program and runs each.
  private func run(
    _ runnable: [Int], wrapped: [WrappedSnippet]
  ) throws -> [Int: SnippetOutcome] {
    let names = runnable.map { wrapped[$0].name }
    // NB: each program in a folder of its own, as several are built side by side.
    let programFolder = "\(workFolder)/program-\(runnable.first ?? 0)"
    try FileManager.default.createDirectory(
      atPath: programFolder, withIntermediateDirectories: true)
    let imported = Set(runnable.flatMap { importedModules(wrapped[$0].source) })
    let objects = environment.linkObjects(for: imported)
    let systemLibraries = objects.contains { $0.hasSuffix(".cpp.o") } ? ["-lstdc++"] : []
    let linked = linker?.linkFlags(for: objects, extraFlags: systemLibraries)
    let support = try SnippetRunner.support(in: runnerFolder)
    // NB: with the libraries kept in one shared library, a runner loads it while the program
    // is built (see `WarmRunner`); the program is then a shared library naming no library.
    let warm = try linked.flatMap { linked -> WarmRunner? in
      guard WarmRunner.isSupported, SpeedTrick.warmRunner.isEnabled else { return nil }
      return WarmRunner(
        executable: try WarmRunner.executable(in: runnerFolder), library: linked.library,
        folder: programFolder)
    }
    warm?.startSoon()
    // NB: a runner given no program (the build failed, or something threw) ends at once.
    defer { warm?.cancel() }
    let entry: (file: String, source: String)
    let kind: [String]
    var linkFlags = objects + systemLibraries
    var provided: Set<String> = []
    let program: String
    if let linked, warm != nil {
      entry = ("entry.swift", SnippetRunner.librarySource(names: names))
      kind = ["-emit-library"]
      linkFlags = Toolchain.smallLibraryLinkerFlags
      // NB: the libraries the kept library is linked with are loaded by the runner already:
      // the program's symbols from them stay undefined, and loading it finds them there.
      provided = linked.providedLibraries
      program = "\(programFolder)/\(Toolchain.sharedLibraryName("Snippets"))"
    } else {
      entry = ("main.swift", SnippetRunner.mainSource(names: names))
      kind = ["-emit-executable"]
      if let linked {
        linkFlags = linked.flags + Toolchain.fastLinkerFlags
        if !linked.providedLibraries.isEmpty {
          // NB: as above, those libraries are left out of the program's link (reading their
          // symbols was most of it); the loader finds them through the kept library.
          provided = linked.providedLibraries
          linkFlags += ["-Xlinker", "--unresolved-symbols=ignore-all"]
        }
      }
      program = "\(programFolder)/snippets"
    }
    try FileWriting.write(entry.source, to: "\(programFolder)/\(entry.file)")
    counter.withValue { $0 += 1 }
    Trace.mark("program build started")
    let build = try swiftc(
      kind + ["-wmo", "-module-name", "SnippetRunner", "-I", support.moduleFolder]
        + commonFlags + [support.object] + linkFlags,
      inputs: ["\(programFolder)/\(entry.file)"] + runnable.map { file(wrapped[$0].name) },
      output: program, scratch: programFolder, droppingLibraries: provided)
    Trace.mark("program build finished")
    var outcomes: [Int: SnippetOutcome] = [:]
    guard build.status == 0 else {
      warm?.cancel()
      let (attributed, _) = attribute(build.stdout + build.stderr, wrapped: wrapped)
      let blamed = runnable.filter { attributed[$0] != nil }
      if blamed.isEmpty {
        let linker = (build.stdout + build.stderr).split(separator: "\n").filter {
          $0.contains("error:") || $0.contains("undefined reference")
        }.prefix(5).joined(separator: "; ")
        let text = linker.isEmpty ? String(build.stderr.suffix(2000)) : linker
        for index in runnable {
          outcomes[index] = SnippetOutcome(
            errors: [SnippetOutcome.Message(message: "cannot build the program: \(text)")])
        }
        return outcomes
      }
      for index in blamed { outcomes[index] = SnippetOutcome(errors: attributed[index] ?? []) }
      let rest = runnable.filter { attributed[$0] == nil }
      if !rest.isEmpty { outcomes.merge(try run(rest, wrapped: wrapped)) { $1 } }
      return outcomes
    }
    // NB: the program forks a process per snippet, so one that crashes or changes global
    // state leaves the others alone, and the libraries are loaded once.
    let arguments = [String(parallelism), String(Int(runTimeout))] + names
    let timeout = runTimeout * Double(names.count) + 10
    let ran =
      try warm?.run(program: program, arguments: arguments, timeout: timeout)
      ?? ProcessRunner.run([program] + arguments, in: programFolder, timeout: timeout)
    let endings = SnippetRunner.endings(in: ran.stdout)
    for (index, name) in zip(runnable, names) {
      let output = (try? String(contentsOfFile: "\(programFolder)/\(name).out", encoding: .utf8))
      let errors = (try? String(contentsOfFile: "\(programFolder)/\(name).err", encoding: .utf8))
      let detail = Self.firstLines(of: errors ?? "")
      let said = detail.isEmpty ? "" : ": \(detail)"
      var outcome = SnippetOutcome(output: output ?? "")
      switch endings[name] {
      case .exited(0)?:
        break
      case .exited(let status)?:
        outcome.runFailure = "exited with status \(status)\(said)"
      case .signal(let number)?:
        outcome.runFailure = "crashed (signal \(number))\(said)"
      case .timeout?:
        outcome.runFailure = "did not finish within \(Int(runTimeout)) seconds"
      case .unstarted?, nil:
        let why = ran.timedOut ? "the runner did not finish" : "the runner could not start it"
        outcome.runFailure = why + (ran.stderr.isEmpty ? "" : ": \(ran.stderr.suffix(1000))")
      }
      outcomes[index] = outcome
    }
    return outcomes
  }

  /// What a failed run said first: its standard error up to the first empty line (a crash's
  /// `Fatal error: …`, before the runtime's backtrace), at most five lines.
  ///
  /// Notes the runtime's crash handler adds about itself (`swift-runtime: failed to suspend
  /// thread …`, printed on a busy machine) are left out: they are not what the block said.
  static func firstLines(of errors: String) -> String {
    let lines = errors.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("swift-runtime:") }
      .drop { $0.allSatisfy(\.isWhitespace) }
      .prefix { !$0.allSatisfy(\.isWhitespace) }.prefix(5)
    return String(lines.joined(separator: "\n").prefix(1000))
  }

  /// Runs `swiftc arguments inputs -o output`: the commands the driver would run, when they
  /// are known (see ``jobs``), or else the driver.
  private func swiftc(
    _ arguments: [String], inputs: [String], output: String?, scratch: String,
    droppingLibraries dropped: Set<String> = []
  ) throws -> ProcessRunner.Output {
    let outputFlags = output.map { _ in ["-o", CompilerJobs.outputPlaceholder] } ?? []
    if let jobs, let swiftc = Toolchain.driver,
      let learned = jobs.jobs(swiftc: swiftc, arguments: arguments + outputFlags)
    {
      return try learned.run(
        inputs: inputs, output: output, scratch: scratch, in: workFolder,
        droppingLibraries: dropped)
    }
    return try ProcessRunner.run(
      ["swiftc"] + arguments + (output.map { ["-o", $0] } ?? []) + inputs, in: workFolder)
  }

  private func importedModules(_ source: String) -> [String] {
    source.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ")
      guard let at = words.firstIndex(of: "import"), at + 1 < words.count else { return nil }
      let kinds: Set<Substring> = [
        "struct", "class", "enum", "protocol", "func", "var", "let", "typealias",
      ]
      let path =
        kinds.contains(words[at + 1]) && at + 2 < words.count
        ? words[at + 2] : words[at + 1]
      return path.split(separator: ".").first.map(String.init)
    }
  }
}

import Foundation
import TutorialSupport
import TutorialToolchain

/// Compiles snippets with as few compiler runs as possible: the snippets that are not run in
/// batches of one file per snippet (see ``SnippetToolchain/diagnose(_:scratch:)``), then
/// smaller groups only to isolate failures; `run` snippets are built into one program per
/// batch and run one by one.
///
/// It decides what is compiled together and traces what the toolchain says back to snippets;
/// the toolchain (``PlainToolchain`` or ``FastToolchain``) runs the compiler and the programs.
package struct SnippetCompiler {
  /// Compiles batches and builds and runs programs.
  var toolchain: any SnippetToolchain
  /// Whether every snippet gets its own compiler run (the naive baseline of the benchmark):
  /// a `run` snippet is built on its own and run, the others are compiled one by one.
  var oneRunPerSnippet = false
  /// Blocks already parsed this run.
  var parsed = ParsedBlocks()
  /// How many compiler runs there were, for statistics.
  var compilerRuns: Int { counter.value }
  private let counter = Locked(0)

  /// The stem of the generated files' names and of the snippets' scopes: `Snippet_3`.
  static let prefix = "Snippet_"

  init(toolchain: any SnippetToolchain) {
    self.toolchain = toolchain
  }

  /// A scratch folder for generated files, emptied and reused.
  var workFolder: String { toolchain.setup.workFolder }
  /// How many compilers may run at once; each compiles single-threaded.
  private var parallelism: Int { toolchain.setup.parallelism }

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
    return try compileTogether(snippets, wrapped: wrapped)
  }

  /// Compiles the snippets in batches and builds a program per batch of `run` snippets, all
  /// side by side.
  private func compileTogether(
    _ snippets: [Snippet], wrapped: [WrappedSnippet]
  ) throws -> [SnippetOutcome] {
    // NB: `run` snippets are checked by building their program, so that build runs side by
    // side with compiling the others; such a compiler uses one core, so large batches are
    // split to use every core.
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
    // NB: programs first: building, linking and running one takes longest.
    let offset = programs.count
    let results = ParallelWork.map(
      count: offset + batches.count, width: width, onOwnThreads: true
    ) { job in
      if job < offset { return Result { try run(programs[job], wrapped: wrapped) } }
      return Result {
        try diagnose(batches[job - offset], wrapped: wrapped).mapValues {
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

  /// The errors of each snippet of `batch` that has any, compiled as far as the compiler goes
  /// before generating code (see ``SnippetToolchain/diagnose(_:scratch:)``).
  private func diagnose(
    _ batch: [Int], wrapped: [WrappedSnippet]
  ) throws -> [Int: [SnippetOutcome.Message]] {
    guard !batch.isEmpty else { return [:] }
    counter.withLock { $0 += 1 }
    Trace.mark("diagnose \(batch.count) started")
    let result = try toolchain.diagnose(
      batch.map { file(wrapped[$0].name) }, scratch: "\(workFolder)/diagnose-\(batch.first ?? 0)")
    Trace.mark("diagnose \(batch.count) finished")
    if result.succeeded { return [:] }
    let (attributed, unattributed) = Self.attribute(result, wrapped: wrapped)
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

  /// Builds the `runnable` snippets into one program and runs each.
  private func run(
    _ runnable: [Int], wrapped: [WrappedSnippet]
  ) throws -> [Int: SnippetOutcome] {
    let names = runnable.map { wrapped[$0].name }
    counter.withLock { $0 += 1 }
    Trace.mark("program build started")
    let result = try toolchain.buildAndRun(
      ProgramRequest(
        sources: runnable.map { file(wrapped[$0].name) }, entries: names,
        imports: Set(runnable.flatMap { Self.importedModules(wrapped[$0].source) }),
        // NB: each program in a folder of its own, as several are built side by side.
        folder: "\(workFolder)/program-\(runnable.first ?? 0)"))
    Trace.mark("program build finished")
    guard result.build.succeeded else {
      return try buildFailed(runnable, result.build, wrapped: wrapped)
    }
    var outcomes: [Int: SnippetOutcome] = [:]
    for (index, name) in zip(runnable, names) {
      outcomes[index] = outcome(of: result.runs[name], in: result)
    }
    return outcomes
  }

  /// The outcomes of `runnable` when their program did not build: the errors of the snippets
  /// the compiler blamed, and the others built again without them.
  private func buildFailed(
    _ runnable: [Int], _ build: CompilerResult, wrapped: [WrappedSnippet]
  ) throws -> [Int: SnippetOutcome] {
    var outcomes: [Int: SnippetOutcome] = [:]
    let (attributed, _) = Self.attribute(build, wrapped: wrapped)
    let blamed = runnable.filter { attributed[$0] != nil }
    if blamed.isEmpty {
      let linker = build.output.split(separator: "\n").filter {
        $0.contains("error:") || $0.contains("undefined reference")
      }.prefix(5).joined(separator: "; ")
      let text = linker.isEmpty ? String(build.output.suffix(2000)) : linker
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

  /// The outcome of a snippet that ran as `run` (`nil` when the program said nothing of it).
  private func outcome(of run: EntryRun?, in result: ProgramResult) -> SnippetOutcome {
    let detail = Self.firstLines(of: run?.errors ?? "")
    let said = detail.isEmpty ? "" : ": \(detail)"
    var outcome = SnippetOutcome(output: run?.output ?? "")
    switch run?.ending {
    case .exited(0)?:
      break
    case .exited(let status)?:
      outcome.runFailure = "exited with status \(status)\(said)"
    case .signal(let number)?:
      outcome.runFailure = "crashed (signal \(number))\(said)"
    case .timeout?:
      outcome.runFailure = "did not finish within \(Int(toolchain.setup.runTimeout)) seconds"
    case .unstarted?, nil:
      let why =
        result.timedOut ? "the program did not finish" : "the program could not start it"
      outcome.runFailure = why + (result.errors.isEmpty ? "" : ": \(result.errors.suffix(1000))")
    }
    return outcome
  }
}

import Foundation
import TutorialSupport

/// The ``SnippetToolchain`` a check uses: the plain toolchain's work, done faster.
///
/// - Programs link against one shared library of the libraries' objects, linked once and
///   cached (``SharedLibraryLinker``), instead of against hundreds of object files.
/// - The commands the driver would run are learned once and replayed (``CompilerJobs``), with
///   the objects' autolink entries read in process (``AutolinkEntries``).
/// - The libraries the cached library brings (`-lFoundation`, …) are left out of a program's
///   link, as the loader finds them through that library (``AutolinkEntries``); such a program
///   is linked with LLVM's `lld` (see ``Toolchain/lldFlags``).
///
/// Each trick falls back to the plain way where it cannot be used (a library that does not
/// link, a driver whose commands cannot be replayed, an object whose autolink entries cannot
/// be read), and each can be turned off (``SpeedTrick``) to measure what it saves.
package struct FastToolchain: SnippetToolchain {
  package var setup: CompileSetup
  /// Links and caches the shared library of the libraries' objects.
  package var linker: SharedLibraryLinker
  /// The compiler commands learned from the driver; `nil` runs the driver.
  package var jobs: CompilerJobs.Cache?

  package init(setup: CompileSetup, linker: SharedLibraryLinker, jobs: CompilerJobs.Cache?) {
    self.setup = setup
    self.linker = linker
    self.jobs = jobs
  }

  package func diagnose(_ sources: [String], scratch: String) throws -> CompilerResult {
    let module = CompileSetup.moduleName
    return try swiftc(
      ["-emit-sib", "-wmo", "-module-name", module] + setup.commonFlags,
      inputs: sources, output: "\(scratch)/\(module).sib", scratch: scratch)
  }

  package func buildAndRun(_ program: ProgramRequest) throws -> ProgramResult {
    try FileManager.default.createDirectory(
      atPath: program.folder, withIntermediateDirectories: true)
    let support = try ProgramSupport.module(in: setup.helpersFolder)
    let main = "\(program.folder)/main.swift"
    try FileWriting.write(SnippetProgram.mainSource(entries: program.entries), to: main)
    let (linkFlags, provided) = self.linkFlags(program)
    let executable = "\(program.folder)/snippets"
    let built = try swiftc(
      ["-emit-executable", "-wmo", "-module-name", SnippetProgram.moduleName]
        + ["-I", support.folder] + setup.commonFlags + [support.object] + linkFlags,
      inputs: [main] + program.sources, output: executable, scratch: program.folder,
      droppingLibraries: provided)
    guard built.succeeded else { return ProgramResult(build: built) }
    let ran = try ProcessRunner.run(
      [executable] + SnippetProgram.arguments(program, setup: setup), in: program.folder,
      timeout: SnippetProgram.timeout(program, setup: setup),
      environment: try SnippetProgram.environment(program))
    return SnippetProgram.result(of: program, build: built, ran: ran)
  }

  /// The flags that link `program` against the cached library, and the libraries that library
  /// brings, which the program's link leaves out; the objects themselves when the library
  /// cannot be linked.
  private func linkFlags(_ program: ProgramRequest) -> (flags: [String], provided: Set<String>) {
    let objects = setup.environment.linkObjects(for: program.imports)
    guard
      let linked = linker.linkFlags(
        for: objects, extraFlags: BuildEnvironment.systemLibraries(for: objects))
    else { return (setup.environment.linkFlags(for: program.imports), []) }
    guard !linked.providedLibraries.isEmpty, let lld = Toolchain.lldFlags else {
      return (linked.flags, [])
    }
    // NB: reading those libraries' symbols was most of the program's link; the loader finds
    // them through the cached library.
    return (
      linked.flags + lld + ["-Xlinker", "--unresolved-symbols=ignore-all"],
      linked.providedLibraries
    )
  }

  /// Runs `swiftc arguments inputs -o output`: the commands the driver would run, when they
  /// are known (see ``jobs``), or else the driver.
  private func swiftc(
    _ arguments: [String], inputs: [String], output: String, scratch: String,
    droppingLibraries dropped: Set<String> = []
  ) throws -> CompilerResult {
    if let jobs, let swiftc = Toolchain.driver,
      let learned = jobs.jobs(
        swiftc: swiftc, arguments: arguments + ["-o", CompilerJobs.outputPlaceholder])
    {
      return CompilerResult(
        try learned.run(
          inputs: inputs, output: output, scratch: scratch, in: setup.workFolder,
          droppingLibraries: dropped))
    }
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    return CompilerResult(
      try ProcessRunner.run(
        ["swiftc"] + arguments + ["-o", output] + inputs, in: setup.workFolder))
  }
}

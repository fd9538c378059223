import Foundation
import TutorialSupport

/// The ``SnippetToolchain`` a check uses: the plain toolchain's work, done faster.
///
/// - Programs link against one shared library of the libraries' objects, linked once and
///   cached (``SharedLibraryLinker``), instead of against hundreds of object files.
/// - The commands the driver would run are learned once and replayed (``CompilerJobs``), with
///   the objects' autolink entries read in process (``AutolinkEntries``).
/// - A ``WarmRunner`` loads the cached library while the program is built; the program is then
///   a small shared library that links in milliseconds.
/// - Each link uses the linker that suits it (``Toolchain/smallLibraryLinkerFlags``,
///   ``Toolchain/fastLinkerFlags``).
///
/// Each trick falls back to the plain way where it cannot be used (a library that does not
/// link, a driver whose commands cannot be replayed, a platform without the runner), and each
/// can be turned off (``SpeedTrick``) to measure what it saves.
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
    let build = try plan(program)
    build.runner?.startSoon()
    // NB: a runner given no program (the build failed, or something threw) ends at once.
    defer { build.runner?.cancel() }
    let entry = "\(program.folder)/\(build.entryFile)"
    try FileWriting.write(build.entrySource, to: entry)
    let built = try swiftc(
      build.kind + ["-wmo", "-module-name", SnippetProgram.moduleName, "-I", support.folder]
        + setup.commonFlags + [support.object] + build.linkFlags,
      inputs: [entry] + program.sources, output: build.output, scratch: program.folder,
      droppingLibraries: build.providedLibraries)
    guard built.succeeded else { return ProgramResult(build: built) }
    let arguments = SnippetProgram.arguments(program, setup: setup)
    let timeout = SnippetProgram.timeout(program, setup: setup)
    let ran =
      try build.runner?.run(program: build.output, arguments: arguments, timeout: timeout)
      ?? ProcessRunner.run([build.output] + arguments, in: program.folder, timeout: timeout)
    return SnippetProgram.result(of: program, build: built, ran: ran)
  }

  /// How a program is built: an executable, or a shared library for a warm runner.
  private struct ProgramBuild {
    var kind: [String]
    var entryFile: String
    var entrySource: String
    var linkFlags: [String]
    /// The libraries the cached library brings, left out of the program's link.
    var providedLibraries: Set<String> = []
    var output: String
    var runner: WarmRunner?
  }

  private func plan(_ program: ProgramRequest) throws -> ProgramBuild {
    let objects = setup.environment.linkObjects(for: program.imports)
    let linked = linker.linkFlags(
      for: objects, extraFlags: BuildEnvironment.systemLibraries(for: objects))
    guard let linked else {
      return ProgramBuild(
        kind: ["-emit-executable"], entryFile: "main.swift",
        entrySource: SnippetProgram.mainSource(entries: program.entries),
        linkFlags: setup.environment.linkFlags(for: program.imports),
        output: "\(program.folder)/snippets")
    }
    if WarmRunner.isSupported, SpeedTrick.warmRunner.isEnabled {
      // NB: the runner loads the cached library while the program is built; the program is
      // then a shared library naming no library: its symbols from them stay undefined, and
      // loading it finds them in the runner.
      return ProgramBuild(
        kind: ["-emit-library"], entryFile: "entry.swift",
        entrySource: SnippetProgram.librarySource(entries: program.entries),
        linkFlags: Toolchain.smallLibraryLinkerFlags, providedLibraries: linked.providedLibraries,
        output: "\(program.folder)/\(Toolchain.sharedLibraryName(CompileSetup.moduleName))",
        runner: WarmRunner(
          executable: try WarmRunner.executable(in: setup.helpersFolder),
          library: linked.library, folder: program.folder))
    }
    var build = ProgramBuild(
      kind: ["-emit-executable"], entryFile: "main.swift",
      entrySource: SnippetProgram.mainSource(entries: program.entries),
      linkFlags: linked.flags + Toolchain.fastLinkerFlags, output: "\(program.folder)/snippets")
    if !linked.providedLibraries.isEmpty {
      // NB: as above, those libraries are left out of the program's link (reading their
      // symbols was most of it); the loader finds them through the cached library.
      build.providedLibraries = linked.providedLibraries
      build.linkFlags += ["-Xlinker", "--unresolved-symbols=ignore-all"]
    }
    return build
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

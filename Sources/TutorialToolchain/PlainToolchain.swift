import Foundation
import TutorialSupport

/// The ``SnippetToolchain`` that does what a reader would do by hand: one `swiftc` per batch,
/// and programs linked by `swiftc -emit-executable` against the libraries' object files with
/// the default linker, then run.
///
/// The reference the fast toolchain is tested against, the fallback when a trick cannot be
/// used, and the benchmark's naive check (which gives it one snippet per batch).
package struct PlainToolchain: SnippetToolchain {
  package var setup: CompileSetup

  package init(setup: CompileSetup) {
    self.setup = setup
  }

  package func diagnose(_ sources: [String], scratch: String) throws -> CompilerResult {
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    let arguments =
      ["swiftc", "-emit-sib", "-wmo", "-module-name", CompileSetup.moduleName]
      + setup.commonFlags + ["-o", "\(scratch)/\(CompileSetup.moduleName).sib"] + sources
    return CompilerResult(try ProcessRunner.run(arguments, in: setup.workFolder))
  }

  package func buildAndRun(_ program: ProgramRequest) throws -> ProgramResult {
    let support = try ProgramSupport.module(in: setup.helpersFolder)
    try FileManager.default.createDirectory(
      atPath: program.folder, withIntermediateDirectories: true)
    let main = "\(program.folder)/main.swift"
    try FileWriting.write(SnippetProgram.mainSource(entries: program.entries), to: main)
    let executable = "\(program.folder)/snippets"
    let build = try ProcessRunner.run(
      ["swiftc", "-emit-executable", "-wmo", "-module-name", SnippetProgram.moduleName]
        + ["-I", support.folder] + setup.commonFlags + [support.object]
        + setup.environment.linkFlags(for: program.imports) + ["-o", executable, main]
        + program.sources,
      in: setup.workFolder)
    guard build.status == 0 else { return ProgramResult(build: CompilerResult(build)) }
    let ran = try ProcessRunner.run(
      [executable] + SnippetProgram.arguments(program, setup: setup), in: program.folder,
      timeout: SnippetProgram.timeout(program, setup: setup),
      environment: try SnippetProgram.environment(program))
    return SnippetProgram.result(of: program, build: CompilerResult(build), ran: ran)
  }
}

import Foundation
import TutorialSupport

/// Compiles batches of Swift files against a package's libraries, and builds and runs programs
/// made of them: the one thing the checking layer asks of the compiler.
///
/// It knows nothing of guides: its inputs are source files, the package's flags (a
/// ``BuildEnvironment``) and, for a program, the names of the types whose `static func run()`
/// it runs; its outputs are what the compiler printed (read as ``CompilerDiagnostic``s) and how
/// each run ended. Two implementations give the same diagnostics (a test holds them to it):
///
/// - ``PlainToolchain``: one `swiftc` per batch, programs linked as `swiftc -emit-executable`
///   links them. The reference, and what the benchmark's naive check uses.
/// - ``FastToolchain``: the same work with the tricks that make a cold check faster (see the
///   layer's README for what each one saves).
///
/// ```swift
/// let toolchain: any SnippetToolchain = PlainToolchain(setup: setup)
/// let result = try toolchain.diagnose(["/tmp/work/A.swift"], scratch: "/tmp/work/a")
/// for diagnostic in result.diagnostics where diagnostic.severity == "error" { … }
/// ```
package protocol SnippetToolchain: Sendable {
  /// What every compilation of this toolchain is given.
  var setup: CompileSetup { get }

  /// Compiles `sources` as one module as far as the compiler goes before generating code.
  ///
  /// That is type checking, then the diagnostics the compiler runs on the module's SIL (a
  /// constant used before it is initialized, a missing `return`, overlapping accesses, …),
  /// which `-typecheck` alone never reaches.
  /// - Parameters:
  ///   - sources: Swift files, all compiled into one module with `-wmo`.
  ///   - scratch: A folder of this compilation's own, for its intermediate files.
  /// - Returns: The compiler's exit status and output.
  func diagnose(_ sources: [String], scratch: String) throws -> CompilerResult

  /// Builds `program` and, when it builds, runs each of its entries in a child process.
  func buildAndRun(_ program: ProgramRequest) throws -> ProgramResult
}

/// What every compilation of a ``SnippetToolchain`` is given.
package struct CompileSetup: Sendable {
  /// The package's module search paths, C module maps and macro plugins, and its objects.
  package var environment: BuildEnvironment
  /// The clang module cache, kept across checks: a cold one costs seconds per compiler run.
  package var moduleCachePath: String
  /// The folder compilers run in.
  package var workFolder: String
  /// Where helpers compiled once per toolchain are cached across checks: the program support
  /// module (``ProgramSupport``).
  package var helpersFolder: String
  /// How long one entry of a program may run.
  package var runTimeout: TimeInterval = 60
  /// How many entries of a program run at once.
  package var parallelism = max(1, ProcessInfo.processInfo.activeProcessorCount)

  package init(
    environment: BuildEnvironment, moduleCachePath: String, workFolder: String,
    helpersFolder: String
  ) {
    self.environment = environment
    self.moduleCachePath = moduleCachePath
    self.workFolder = workFolder
    self.helpersFolder = helpersFolder
  }

  /// The flags every compilation gets: Swift 6, diagnostics one a line, the module cache and
  /// the package's flags.
  package var commonFlags: [String] {
    ["-swift-version", "6", "-diagnostic-style", "llvm", "-module-cache-path", moduleCachePath]
      + environment.flags
  }

  /// The name of the module ``SnippetToolchain/diagnose(_:scratch:)`` compiles.
  package static let moduleName = "Snippets"
}

/// One diagnostic line of the compiler: `file:line:column: severity: message`.
package typealias CompilerDiagnostic = CompilerOutputParser.Entry

/// What a compiler (or a build: compiler and linker) did.
package struct CompilerResult: Sendable, Equatable {
  /// The exit status; 0 when it succeeded.
  package var status: Int32
  /// What it printed, standard output then standard error.
  package var output: String

  package init(status: Int32, output: String) {
    self.status = status
    self.output = output
  }

  package init(_ process: ProcessRunner.Output) {
    self.init(status: process.status, output: process.stdout + process.stderr)
  }

  /// Whether it succeeded.
  package var succeeded: Bool { status == 0 }

  /// The diagnostics it printed, in order.
  package var diagnostics: [CompilerDiagnostic] { CompilerOutputParser.parse(output) }
}

/// A program to build from Swift files and run (see ``SnippetProgram``).
package struct ProgramRequest: Sendable {
  /// The Swift files, each declaring some of the entries.
  package var sources: [String]
  /// The types whose `static func run() async throws` the program runs, each in a child process.
  package var entries: [String]
  /// The modules the sources import, whose objects the program links.
  package var imports: Set<String>
  /// A folder of the program's own: it is built there, and each entry writes `NAME.out` and
  /// `NAME.err` there.
  package var folder: String

  package init(sources: [String], entries: [String], imports: Set<String>, folder: String) {
    self.sources = sources
    self.entries = entries
    self.imports = imports
    self.folder = folder
  }
}

/// What building and running a program did.
package struct ProgramResult: Sendable {
  /// The build; when it failed, nothing ran.
  package var build: CompilerResult
  /// How each entry ran, by name; empty when the build failed.
  package var runs: [String: EntryRun] = [:]
  /// Whether the process running the entries was stopped for taking too long.
  package var timedOut = false
  /// What the process running the entries printed on standard error.
  package var errors = ""
}

/// How one entry of a program ran.
package struct EntryRun: Sendable, Equatable {
  /// How it ended; `nil` when the program did not say (it did not finish, or could not start).
  package var ending: SnippetProgram.Ending?
  /// What it printed on standard output.
  package var output: String
  /// What it printed on standard error.
  package var errors: String
}

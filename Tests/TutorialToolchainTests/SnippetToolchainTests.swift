import Foundation
import Testing
import TutorialTestSupport

@testable import TutorialSupport
@testable import TutorialToolchain

/// The plain and the fast toolchain, given the same files, say the same: the same compiler
/// diagnostics, and the same endings and output of a program's entries.
@Suite struct SnippetToolchainTests {
  /// Both toolchains over one scratch folder, compiling against no package library.
  private func toolchains(in folder: String) -> [(name: String, toolchain: any SnippetToolchain)] {
    let environment = BuildEnvironment(
      binPath: folder, searchFlags: [], plugins: MacroPlugins(), objectsByModule: [:],
      dependencies: [:])
    var setup = CompileSetup(
      environment: environment, moduleCachePath: PackageCaches.moduleCache,
      workFolder: folder, helpersFolder: "\(folder)/helpers")
    setup.runTimeout = 1
    setup.parallelism = 2
    let fast = FastToolchain(
      setup: setup,
      linker: SharedLibraryLinker(folder: "\(folder)/libraries", toolchain: Toolchain.identity),
      jobs: CompilerJobs.Cache(path: "\(folder)/jobs.json"))
    return [("plain", PlainToolchain(setup: setup)), ("fast", fast)]
  }

  @Test func bothReportTheSameErrorsAndSILDiagnostics() async throws {
    let folder = try FixtureSite.temporaryFolder().path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileWriting.write("let count: Int = \"zero\"\n", to: "\(folder)/A.swift")
    // NB: a missing return is found only by the SIL diagnostics, after type checking.
    try FileWriting.write("func total() -> Int {\n  let x = 1\n}\n", to: "\(folder)/B.swift")
    try FileWriting.write("let fine = 1 + 1\n", to: "\(folder)/C.swift")
    var seen: [[String]] = []
    for (name, toolchain) in toolchains(in: folder) {
      let typeError = try await onOwnThread {
        try toolchain.diagnose(
          ["\(folder)/A.swift", "\(folder)/C.swift"], scratch: "\(folder)/\(name)-a")
      }
      let silError = try await onOwnThread {
        try toolchain.diagnose(["\(folder)/B.swift"], scratch: "\(folder)/\(name)-b")
      }
      let clean = try await onOwnThread {
        try toolchain.diagnose(["\(folder)/C.swift"], scratch: "\(folder)/\(name)-c")
      }
      #expect(!typeError.succeeded && !silError.succeeded, "\(name)")
      #expect(clean.succeeded, "\(name): \(clean.output)")
      seen.append(
        (typeError.diagnostics + silError.diagnostics).filter { $0.severity == "error" }.map {
          "\(URL(fileURLWithPath: $0.file ?? "").lastPathComponent):\($0.line ?? 0):"
            + "\($0.column ?? 0): \($0.message)"
        })
    }
    #expect(seen.count == 2)
    #expect(seen.first == seen.last)
    #expect(
      seen.first == [
        "A.swift:1:18: cannot convert value of type 'String' to specified type 'Int'",
        "B.swift:3:1: missing return in global function expected to return 'Int'",
      ])
  }

  @Test func bothBuildAndRunAProgramAlike() async throws {
    let folder = try FixtureSite.temporaryFolder().path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let source = ProgramSnippets.source(
      preamble: "import Foundation\nnonisolated(unsafe) var counter = 0",
      printing: "\"count \\(counter)\"")
    try FileWriting.write(source, to: "\(folder)/snippets.swift")
    var runs: [[String: EntryRun]] = []
    for (name, toolchain) in toolchains(in: folder) {
      let request = ProgramRequest(
        sources: ["\(folder)/snippets.swift"], entries: ProgramSnippets.names,
        imports: ["Foundation"], folder: "\(folder)/\(name)-program")
      let result = try await onOwnThread { try toolchain.buildAndRun(request) }
      #expect(result.build.succeeded, "\(name): \(result.build.output)")
      runs.append(result.runs)
    }
    #expect(runs.count == 2)
    #expect(runs.first == runs.last)
    #expect(runs.first?["Counts"] == EntryRun(ending: .exited(0), output: "count 1\n", errors: ""))
    #expect(runs.first?["Hangs"]?.ending == .timeout)
    #expect(runs.first?["Exits"] == EntryRun(ending: .exited(4), output: "bye\n", errors: ""))
  }

  @Test func bothReportAProgramThatDoesNotBuild() async throws {
    let folder = try FixtureSite.temporaryFolder().path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileWriting.write(
      "enum Broken { static func run() async throws { undefined() } }\n",
      to: "\(folder)/broken.swift")
    var errors: [[String]] = []
    for (name, toolchain) in toolchains(in: folder) {
      let request = ProgramRequest(
        sources: ["\(folder)/broken.swift"], entries: ["Broken"], imports: [],
        folder: "\(folder)/\(name)-program")
      let result = try await onOwnThread { try toolchain.buildAndRun(request) }
      #expect(!result.build.succeeded, "\(name)")
      #expect(result.runs.isEmpty, "\(name)")
      errors.append(result.build.diagnostics.filter { $0.severity == "error" }.map(\.message))
    }
    #expect(errors.first == ["cannot find 'undefined' in scope"])
    #expect(errors.first == errors.last)
  }
}

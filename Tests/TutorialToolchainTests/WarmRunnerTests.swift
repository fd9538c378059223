import Foundation
import Testing
import TutorialTestSupport

@testable import TutorialSupport
@testable import TutorialToolchain

@Suite(.enabled(if: WarmRunner.isSupported)) struct WarmRunnerTests {
  /// A program run by the runner finds the symbols of the library it loaded first.
  ///
  /// The program is a shared library that does not name that library. Each snippet runs in a
  /// child of its own, from the state before any ran, and a hang is stopped.
  @Test func runsAProgramThatUsesTheLibraryItLoadedFirst() async throws {
    let folder = try FixtureSite.temporaryFolder().path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let runner = try await onOwnThread { try WarmRunner.executable(in: "\(folder)/runner") }
    // NB: asked again, the compiled runner is reused, not compiled again.
    try BuildMarker.plant(on: "\(folder)/runner")
    #expect(try WarmRunner.executable(in: "\(folder)/runner") == runner)
    try BuildMarker.expectNothingBuilt(in: "\(folder)/runner", "the warm runner")
    let support = try await onOwnThread { try ProgramSupport.module(in: "\(folder)/support") }

    try FileWriting.write(
      """
      nonisolated(unsafe) public var counter = 0
      public func greeting(_ name: String) -> String { "hello, \\(name)" }
      """, to: "\(folder)/Greeting.swift")
    let library = try await onOwnThread {
      try ProcessRunner.run(
        [
          "swiftc", "-swift-version", "6", "-parse-as-library", "-module-name", "Greeting",
          "-emit-library", "-emit-module", "Greeting.swift", "-o", "libGreeting.so",
        ], in: folder)
    }
    #expect(library.status == 0, "\(library.stderr)")

    let names = RunnerSnippets.names
    let snippets = RunnerSnippets.source(
      preamble: "import Foundation\nimport Greeting", printing: "greeting(\"\\(counter)\")")
    try FileWriting.write(snippets, to: "\(folder)/snippets.swift")
    try FileWriting.write(SnippetProgram.librarySource(entries: names), to: "\(folder)/entry.swift")
    // NB: `-lGreeting` is not named: the runner loaded it for everyone.
    let program = try await onOwnThread {
      try ProcessRunner.run(
        [
          "swiftc", "-swift-version", "6", "-module-name", "SnippetProgram", "-emit-library",
          "-I", folder, "-I", support.folder, "entry.swift", "snippets.swift",
          support.object, "-o", "libProgram.so",
        ], in: folder)
    }
    #expect(program.status == 0, "\(program.stderr)")

    let warm = WarmRunner(
      executable: runner, library: "\(folder)/libGreeting.so", folder: folder)
    warm.start()
    let ran = try await onOwnThread {
      try warm.run(program: "\(folder)/libProgram.so", arguments: ["2", "1"] + names, timeout: 60)
    }
    #expect(ran.status == 0, "\(ran.stderr)")
    try RunnerSnippets.expectReport(ran, in: folder, counted: "hello, 1\n")
  }

  /// A library the runner cannot load fails the run with the loader's reason, and no snippet
  /// is reported as run.
  @Test func aLibraryThatCannotBeLoadedIsReportedWithTheLoadersReason() async throws {
    let folder = try FixtureSite.temporaryFolder().path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let runner = try await onOwnThread { try WarmRunner.executable(in: "\(folder)/runner") }
    let warm = WarmRunner(executable: runner, library: "\(folder)/missing.so", folder: folder)
    warm.start()
    let ran = try await onOwnThread {
      try warm.run(program: "\(folder)/libProgram.so", arguments: ["1", "1", "A"], timeout: 60)
    }
    #expect(ran.status == WarmRunner.loadFailureStatus)
    #expect(ran.stderr.hasPrefix("cannot load \(folder)/missing.so: "), "\(ran.stderr)")
    #expect(SnippetProgram.endings(in: ran.stdout).isEmpty)
  }

  /// A runner whose program could not be built is let go: it ends without running anything,
  /// and cannot be given a program afterwards.
  @Test(.timeLimit(.minutes(1)))
  func aCancelledRunnerEndsAndRunsNothing() async throws {
    let folder = try FixtureSite.temporaryFolder().path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let runner = try await onOwnThread { try WarmRunner.executable(in: "\(folder)/runner") }
    // NB: a library every process has loaded already: the runner then waits for its input.
    let warm = WarmRunner(executable: runner, library: "libc.so.6", folder: folder)
    warm.start()
    try await onOwnThread { warm.cancel() }
    #expect(throws: ProcessRunner.Failure.self) {
      try warm.run(program: "\(folder)/libProgram.so", arguments: ["1", "1", "A"], timeout: 60)
    }
  }
}

import Foundation
import Testing
import TutorialTestSupport

@testable import TutorialChecking
@testable import TutorialSupport
@testable import TutorialToolchain

@Suite struct SnippetProgramTests {
  /// Builds the program with four snippets and runs them two at a time with a one-second limit.
  @Test func eachSnippetRunsAloneFromAFreshStateAndHangsAreStopped() async throws {
    let folder = try FixtureSite.temporaryFolder().path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let support = try ProgramSupport.module(in: "\(folder)/support")
    // NB: asked again, the compiled module is reused, not compiled again.
    try BuildMarker.plant(on: "\(folder)/support")
    #expect(try ProgramSupport.module(in: "\(folder)/support") == support)
    try BuildMarker.expectNothingBuilt(in: "\(folder)/support", "the program support module")
    let snippets = ProgramSnippets.source(
      preamble: "import Foundation\nnonisolated(unsafe) var counter = 0",
      printing: "\"count \\(counter)\"")
    try FileWriting.write(snippets, to: "\(folder)/snippets.swift")
    let names = ProgramSnippets.names
    try FileWriting.write(SnippetProgram.mainSource(entries: names), to: "\(folder)/main.swift")
    let built = try await onOwnThread {
      try ProcessRunner.run(
        [
          "swiftc", "-swift-version", "6", "-I", support.folder, "main.swift",
          "snippets.swift", support.object, "-o", "program",
        ], in: folder)
    }
    #expect(built.status == 0, "\(built.stderr)")

    let ran = try await onOwnThread {
      try ProcessRunner.run(["\(folder)/program", "2", "1"] + names, in: folder)
    }
    try ProgramSnippets.expectReport(ran, in: folder, counted: "count 1\n")
  }

  @Test func reportLinesAreRead() {
    #expect(
      SnippetProgram.endings(
        in: "A exited 0\nB signal 11\nC timeout\nD unstarted\nnoise\nE exited x\n")
        == ["A": .exited(0), "B": .signal(11), "C": .timeout, "D": .unstarted])
  }

  @Test func aCrashReportIsCutBeforeItsBacktrace() {
    let report = """

      Swift/Array.swift:42: Fatal error: Index out of range

      💣 Program crashed: Illegal instruction at 0x1
      Thread 0 crashed:
      """
    #expect(
      SnippetCompiler.firstLines(of: report)
        == "Swift/Array.swift:42: Fatal error: Index out of range")
  }

  /// Seen in CI: on a busy machine the crash handler says it could not suspend a thread,
  /// on the line after the block's own message.
  @Test func theCrashHandlersOwnNotesAreLeftOut() {
    let report = """
      Swift/Array.swift:42: Fatal error: Index out of range
      swift-runtime: failed to suspend thread 26262 while processing a crash; backtraces will be missing information

      💣 Program crashed: Illegal instruction at 0x1
      """
    #expect(
      SnippetCompiler.firstLines(of: report)
        == "Swift/Array.swift:42: Fatal error: Index out of range")
  }
}

import Foundation
import Testing

@testable import TutorialKit

@Suite struct SnippetRunnerTests {
  /// Builds the runner with four snippets and runs them two at a time with a one-second limit.
  @Test func eachSnippetRunsAloneFromAFreshStateAndHangsAreStopped() async throws {
    let folder = try FixtureSite.temporaryFolder().path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let support = try SnippetRunner.support(in: "\(folder)/support")
    // NB: asked again, the compiled module is reused.
    #expect(try SnippetRunner.support(in: "\(folder)/support") == support)
    let snippets = """
      import Foundation
      nonisolated(unsafe) var counter = 0
      enum Counts { @MainActor static func run() async throws { counter += 1; print("count \\(counter)") } }
      enum CountsAgain { @MainActor static func run() async throws { counter += 1; print("count \\(counter)") } }
      enum Hangs { @MainActor static func run() async throws { try await Task.sleep(for: .seconds(30)) } }
      enum Exits { @MainActor static func run() async throws { print("bye"); exit(4) } }
      """
    try FileWriting.write(snippets, to: "\(folder)/snippets.swift")
    let names = ["Counts", "Hangs", "CountsAgain", "Exits"]
    try FileWriting.write(SnippetRunner.mainSource(names: names), to: "\(folder)/main.swift")
    let built = try await onOwnThread {
      try ProcessRunner.run(
        [
          "swiftc", "-swift-version", "6", "-I", support.moduleFolder, "main.swift",
          "snippets.swift", support.object, "-o", "runner",
        ], in: folder)
    }
    #expect(built.status == 0, "\(built.stderr)")

    let ran = try await onOwnThread {
      try ProcessRunner.run(["\(folder)/runner", "2", "1"] + names, in: folder)
    }
    let endings = SnippetRunner.endings(in: ran.stdout)
    #expect(
      endings == [
        "Counts": .exited(0), "CountsAgain": .exited(0), "Hangs": .timeout, "Exits": .exited(4),
      ])
    func output(_ name: String) throws -> String {
      try String(contentsOfFile: "\(folder)/\(name).out", encoding: .utf8)
    }
    // NB: both start from the state before any snippet ran.
    #expect(try output("Counts") == "count 1\n")
    #expect(try output("CountsAgain") == "count 1\n")
    #expect(try output("Exits") == "bye\n")
  }

  @Test func reportLinesAreRead() {
    #expect(
      SnippetRunner.endings(
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

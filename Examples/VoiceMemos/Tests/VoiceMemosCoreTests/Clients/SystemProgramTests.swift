import Foundation
import TemporaryFolders
import Testing
import VoiceMemosCore

/// Running real programs the way the player and the recorder run `aplay` and `arecord`.
@Suite struct SystemProgramTests {
  let shell = SystemProgram(path: "/bin/sh")

  @Test func findsProgramsOnThePath() throws {
    #expect(SystemProgram.find("sh", environment: ["PATH": "/nowhere:/bin"])?.path == "/bin/sh")
    #expect(SystemProgram.find("sh", environment: ["PATH": "/nowhere"]) == nil)
  }

  @Test func aProgramThatSucceedsReturns() async throws {
    try await shell.run(["-c", "exit 0"])
  }

  @Test func aFailureCarriesTheLastLineOfStandardError() async throws {
    await #expect(throws: SystemProgramError.failed(name: "sh", message: "no sound card")) {
      try await shell.run(["-c", "echo warming up >&2; echo no sound card >&2; exit 3"])
    }
  }

  @Test func aMissingProgramCannotStart() async throws {
    let missing = SystemProgram(path: "/nowhere/aplay")
    await #expect {
      try await missing.run([])
    } throws: { error in
      guard case .cannotStart(let name, _) = error as? SystemProgramError else { return false }
      return name == "aplay"
    }
  }

  /// Cancelling the task signals the program, which is then not a failure: the script below
  /// would run for a minute, and reports the signal it got in a file.
  @Test(arguments: [SIGTERM, SIGINT])
  func cancellingTheTaskStopsTheProgramWithItsSignal(signal: Int32) async throws {
    let report = TemporaryFolder.url("SystemProgramTests-report").path
    let script = """
      trap 'echo TERM > \(report); exit 143' TERM
      trap 'echo INT > \(report); exit 130' INT
      echo started > \(report)
      i=0; while [ $i -lt 600 ]; do sleep 0.1; i=$((i+1)); done
      """
    let task = Task { try await shell.run(["-c", script], stopSignal: signal) }
    while (try? String(contentsOfFile: report, encoding: .utf8)) != "started\n" {
      try await Task.sleep(for: .milliseconds(10))
    }
    task.cancel()

    try await task.value
    let received = try String(contentsOfFile: report, encoding: .utf8)
    #expect(received == (signal == SIGINT ? "INT\n" : "TERM\n"))
  }
}

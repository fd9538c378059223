import Foundation
import Testing

@testable import TutorialSupport

@Suite struct ProcessRunnerTests {
  @Test func collectsBothStreamsEvenWhenTheyFillTheirPipes() throws {
    // NB: more than a pipe holds on each stream, so reading only one would block the child.
    let result = try ProcessRunner.run([
      "sh", "-c",
      "head -c 300000 /dev/zero | tr '\\0' a; head -c 300000 /dev/zero | tr '\\0' b >&2; exit 3",
    ])
    #expect(result.status == 3)
    #expect(result.stdout.count == 300_000)
    #expect(result.stderr.count == 300_000)
    #expect(result.stdout.allSatisfy { $0 == "a" })
    #expect(!result.timedOut)
  }

  @Test func stopsAProgramThatOutlivesItsTimeout() throws {
    let result = try ProcessRunner.run(["sleep", "30"], timeout: 0.5)
    #expect(result.timedOut)
    #expect(result.status != 0)
  }

  @Test func passesInput() throws {
    let result = try ProcessRunner.run(["cat"], input: "hello\n")
    #expect(result.stdout == "hello\n")
  }

  @Test func programsGetATemporaryFolderOfThisProcesssOwn() throws {
    let folder = try #require(ProcessRunner.childTemporaryFolder)
    #expect(try ProcessRunner.run(["sh", "-c", "echo $TMPDIR"]).stdout == folder + "\n")
    var isDirectory: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory))
    #expect(isDirectory.boolValue)
    #expect(folder.hasPrefix(FileManager.default.temporaryDirectory.path))
    let own = try ProcessRunner.run(["sh", "-c", "echo $TMPDIR"], environment: ["TMPDIR": "/x"])
    #expect(own.stdout == "/x\n", "a caller's own TMPDIR wins")
  }
}

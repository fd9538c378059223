import Foundation
import TemporaryFolders
import Testing
import TodosCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A save killed between writing its temporary file and renaming it leaves
/// `.todos.json.<pid>.tmp` behind; the next start removes those of processes that are gone.
@Suite struct TodosLeftoversTests {
  let directory: URL
  let url: URL

  init() throws {
    directory = try TemporaryFolder.folder("TodosLeftoversTests")
    url = directory.appendingPathComponent("todos.json")
  }

  @Test func loadingRemovesTheTemporaryFilesOfKilledSaves() throws {
    let todos = [Todo.State(description: "Milk", id: UUID())]
    try TodosFile.save(todos, to: url)
    let first = try exitedProcessID()
    let second = try exitedProcessID()
    try plant(".todos.json.\(first).tmp", "{\"version\":1,\"todos\":[\n")
    try plant(".todos.json.\(second).tmp", "")

    let loaded = try TodosStorage.file(at: url).load()

    #expect(loaded == todos)
    #expect(try names() == ["todos.json"], "the killed saves' temporary files should be gone")
  }

  @Test func aTemporaryFileOfARunningSaveIsKept() throws {
    try TodosFile.save([], to: url)
    let running = try Sleeper()
    defer { running.stop() }
    let own = ".todos.json.\(getpid()).tmp"
    let other = ".todos.json.\(running.processID).tmp"
    try plant(own, "")
    try plant(other, "")

    _ = try TodosStorage.file(at: url).load()

    #expect(try names() == [own, other, "todos.json"].sorted())
  }

  @Test func aTemporaryFileOlderThanTheProcessWithItsIDIsRemoved() throws {
    // NB: process IDs are reused; a file written before its process started cannot be that
    // process's save, so it is a leftover of an earlier process with the same ID.
    try TodosFile.save([], to: url)
    let running = try Sleeper()
    defer { running.stop() }
    let name = ".todos.json.\(running.processID).tmp"
    try plant(name, "")
    let anHourAgo = Date().addingTimeInterval(-3600)
    try FileManager.default.setAttributes(
      [.modificationDate: anHourAgo], ofItemAtPath: directory.appendingPathComponent(name).path)

    _ = try TodosStorage.file(at: url).load()

    #expect(try names() == ["todos.json"])
  }

  @Test func filesThatDoNotMatchThePatternExactlyAreKept() throws {
    try TodosFile.save([], to: url)
    let gone = try exitedProcessID()
    let kept = [
      ".todos.json.\(gone).tmp.bak", "todos.json.\(gone).tmp", ".todos.json.\(gone)x.tmp",
      ".todos.json..tmp", ".todos.json.-\(gone).tmp", ".other.json.\(gone).tmp",
      ".todos.json.\(gone).TMP", "notes.txt",
    ]
    for name in kept { try plant(name, "keep me") }

    _ = try TodosStorage.file(at: url).load()

    #expect(try names() == (kept + ["todos.json"]).sorted())
  }

  @Test func aListInAFolderThatDoesNotExistYetLoadsEmpty() throws {
    let nested = directory.appendingPathComponent("not/yet/todos.json")

    #expect(try TodosStorage.file(at: nested).load() == [])
  }

  private func plant(_ name: String, _ contents: String) throws {
    try Data(contents.utf8).write(to: directory.appendingPathComponent(name))
  }

  private func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  /// The ID of a process that has run and exited.
  private func exitedProcessID() throws -> Int32 {
    let processID = try spawn("/bin/true")
    var status: Int32 = 0
    waitpid(processID, &status, 0)
    return processID
  }
}

/// Starts `program` with `arguments`, its output discarded.
private func spawn(_ program: String, _ arguments: String...) throws -> Int32 {
  var processID: pid_t = 0
  let argv = ([program] + arguments).map { strdup($0) } + [nil]
  defer { argv.forEach { free($0) } }
  let result = posix_spawn(&processID, program, nil, nil, argv, environ)
  guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EIO) }
  return processID
}

/// A process that runs until it is stopped.
private struct Sleeper {
  let processID: Int32

  init() throws { processID = try spawn("/bin/sleep", "60") }

  func stop() {
    kill(processID, SIGKILL)
    var status: Int32 = 0
    waitpid(processID, &status, 0)
  }
}

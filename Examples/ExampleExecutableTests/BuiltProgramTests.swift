import ExampleTesting
import Foundation
import TemporaryFolders
import Testing

/// A program is run only when it was linked after everything it is linked from, as SwiftPM
/// lists it in `NAME.product/Objects.LinkFileList` beside the program.
@Suite struct BuiltProgramTests {
  let folder: URL

  init() throws {
    folder = try TemporaryFolder.folder("BuiltProgramTests")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("program.product"), withIntermediateDirectories: true)
  }

  /// Writes `name` in the folder, last modified `minutesAgo` minutes ago.
  @discardableResult
  func file(_ name: String, minutesAgo: Double, _ text: String = "") throws -> String {
    let path = folder.appendingPathComponent(name).path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-minutesAgo * 60)], ofItemAtPath: path)
    return path
  }

  @Test func aProgramLinkedAfterItsObjectsIsCurrent() throws {
    let one = try file("one.o", minutesAgo: 10)
    let two = try file("two.o", minutesAgo: 5)
    try file("program.product/Objects.LinkFileList", minutesAgo: 10, "\(one)\n\(two)\n")
    let program = try file("program", minutesAgo: 1)
    #expect(BuiltProgram.newerInput(of: URL(fileURLWithPath: program)) == nil)
  }

  @Test func anObjectCompiledAfterTheProgramWasLinkedMakesItStale() throws {
    let one = try file("one.o", minutesAgo: 10)
    let two = try file("two.o", minutesAgo: 1)
    try file("program.product/Objects.LinkFileList", minutesAgo: 10, "\(one)\n\(two)\n")
    let program = try file("program", minutesAgo: 5)
    #expect(BuiltProgram.newerInput(of: URL(fileURLWithPath: program)) == two)
    #expect(
      "\(BuiltProgram.Failure.stale(program: program, input: two, name: "program"))"
        == "\(program) is older than \(two), which it is linked from: link it again with "
        + "`swift build --product program` (or `swift build --build-tests`)")
  }

  /// A program SwiftPM did not build (no link list) is run as it is.
  @Test func aProgramWithoutALinkListIsRun() throws {
    let program = try file("other", minutesAgo: 5)
    #expect(BuiltProgram.newerInput(of: URL(fileURLWithPath: program)) == nil)
  }

  /// The programs the end-to-end tests run are current: the test target depends on them.
  @Test(arguments: ["counter", "search", "tic-tac-toe", "todos", "voice-memos"])
  func everyExampleProgramIsCurrent(name: String) throws {
    let program = try BuiltProgram(name)
    #expect(BuiltProgram.newerInput(of: program.url) == nil)
  }
}

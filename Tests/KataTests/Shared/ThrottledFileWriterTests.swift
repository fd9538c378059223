import Foundation
import TemporaryFolders
import Testing

@testable import Kata

@Suite struct ThrottledFileWriterTests {
  @Test func flushWritesWhatIsPending() throws {
    let folder = TemporaryFolder.url("kata-flush")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("count.json")
    let writer = ThrottledFileWriter(
      url: url, storage: .fileSystem(throttlingWith: TestClock()))
    writer.write(Data("1".utf8))
    writer.write(Data("2".utf8))
    #expect(try String(contentsOf: url, encoding: .utf8) == "1")
    // NB: What the exit handler does for every writer; the clock never advances, so only the
    // flush writes `2`.
    writer.flush()
    #expect(try String(contentsOf: url, encoding: .utf8) == "2")
    writer.flush()
    #expect(try String(contentsOf: url, encoding: .utf8) == "2", "nothing is left pending")
  }
}

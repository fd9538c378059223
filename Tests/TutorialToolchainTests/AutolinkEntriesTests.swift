import Foundation
import Testing
import TutorialTestSupport

@testable import TutorialSupport
@testable import TutorialToolchain

@Suite struct AutolinkEntriesTests {
  #if os(Linux)
    @Test func readsWhatSwiftAutolinkExtractReads() async throws {
      let driver = try #require(Toolchain.driver)
      let folder = try FixtureSite.temporaryFolder().path
      defer { try? FileManager.default.removeItem(atPath: folder) }
      try "import Foundation\nprint(Date())\n".write(
        toFile: "\(folder)/main.swift", atomically: true, encoding: .utf8)
      // NB: the compiler runs on a thread of its own (see `onOwnThread`).
      let compiled = try await onOwnThread {
        try ProcessRunner.run([driver, "-c", "main.swift", "-o", "main.o"], in: folder)
      }
      #expect(compiled.status == 0, "\(compiled.stderr)")
      let tool = try #require(Toolchain.swiftc).deletingLastPathComponent()
        .appendingPathComponent("swift-autolink-extract").path
      let extracted = try ProcessRunner.run([tool, "main.o", "-o", "main.autolink"], in: folder)
      #expect(extracted.status == 0)
      let expected = try String(contentsOfFile: "\(folder)/main.autolink", encoding: .utf8)
        .split(separator: "\n").map(String.init)

      let read = try #require(AutolinkEntries.read(objectAt: "\(folder)/main.o"))
      #expect(read.contains("-lFoundation"))
      // NB: the tool puts the runtime's libraries in an order of its own; the set is the same.
      #expect(Set(read) == Set(expected))
      #expect(read.count == Set(read).count)
    }
  #endif

  @Test func filesThatAreNotELFObjectsAreNotRead() throws {
    try FixtureSite.withTemporaryFolder { folder in
      try "not an object".write(toFile: "\(folder)/x.o", atomically: true, encoding: .utf8)
      #expect(AutolinkEntries.read(objectAt: "\(folder)/x.o") == nil)
      #expect(AutolinkEntries.read(objectAt: "\(folder)/missing.o") == nil)
      // NB: an ELF header whose section table lies past the end of the file.
      var header = [UInt8](repeating: 0, count: 64)
      header[0...5] = [0x7F, 0x45, 0x4C, 0x46, 2, 1]
      header[0x28] = 0xFF
      header[0x3A] = 64
      header[0x3C] = 3
      header[0x3E] = 1
      try Data(header).write(to: URL(fileURLWithPath: "\(folder)/short.o"))
      #expect(AutolinkEntries.read(objectAt: "\(folder)/short.o") == nil)
    }
  }
}

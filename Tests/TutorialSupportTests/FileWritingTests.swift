import Foundation
import Testing
import TutorialTestSupport

@testable import TutorialSupport

@Suite struct FileWritingTests {
  @Test func replacesAFileWholeAndLeavesNoTemporaryFileBehind() throws {
    try FixtureSite.withTemporaryFolder { folder in
      let path = "\(folder)/nested/page.html"
      try FileWriting.write("first", to: path)
      try FileWriting.write(Data(repeating: 0x61, count: 3 << 20), to: path)
      #expect(
        try Data(contentsOf: URL(fileURLWithPath: path)) == Data(repeating: 0x61, count: 3 << 20))
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: "\(folder)/nested") == ["page.html"])
    }
  }

  @Test func leftoversOfKilledRunsAreRemovedAndLiveOnesKept() throws {
    try FixtureSite.withTemporaryFolder { folder in
      let fileManager = FileManager.default
      try fileManager.createDirectory(
        atPath: "\(folder)/en", withIntermediateDirectories: true)
      // NB: no process has a pid above Linux's limit of 2^22.
      let killed = "en/.page.html.99999999.0a1b2c3d.tmp"
      let running = ".page.html.\(getpid()).0a1b2c3d.tmp"
      let oldForm = ".index.html.\(UUID().uuidString).tmp"
      let recentOldForm = ".other.html.\(UUID().uuidString).tmp"
      let unrelated = [".hidden.tmp", "notes.99999999.0a1b2c3d.tmp", "en/page.html"]
      for name in [killed, running, oldForm, recentOldForm] + unrelated {
        try Data("x".utf8).write(to: URL(fileURLWithPath: "\(folder)/\(name)"))
      }
      try fileManager.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: -7200)],
        ofItemAtPath: "\(folder)/\(oldForm)")

      #expect(FileWriting.removeLeftovers(in: folder) == 1)
      #expect(!fileManager.fileExists(atPath: "\(folder)/\(oldForm)"))
      #expect(fileManager.fileExists(atPath: "\(folder)/\(killed)"), "only the folder named")
      #expect(FileWriting.removeLeftovers(in: "\(folder)/en") == 1)
      #expect(!fileManager.fileExists(atPath: "\(folder)/\(killed)"))
      for kept in [running, recentOldForm] + unrelated {
        #expect(fileManager.fileExists(atPath: "\(folder)/\(kept)"), "\(kept)")
      }
    }
  }

  @Test func aFileThatCannotBeWrittenSaysWhereAndWhy() throws {
    try FixtureSite.withTemporaryFolder { folder in
      // NB: a folder where the file should be: renaming a file over it fails.
      try FileManager.default.createDirectory(
        atPath: "\(folder)/page.html/inside", withIntermediateDirectories: true)
      #expect {
        try FileWriting.write("text", to: "\(folder)/page.html")
      } throws: { error in
        "\(error)".hasPrefix("cannot write \(folder)/page.html: ")
      }
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["page.html"])
    }
  }
}

import Foundation
import Testing

@testable import TutorialKit

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

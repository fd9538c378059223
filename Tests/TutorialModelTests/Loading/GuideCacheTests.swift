import Foundation
import Testing
import TutorialTestSupport

@testable import TutorialModel

@Suite struct GuideCacheTests {
  static func write(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  static func missingLinks(_ loaded: SiteLoader.Result) -> [String] {
    loaded.diagnostics.filter { $0.message.contains("missing guide") }.map(\.description)
  }

  @Test func aKeptLinkCheckGivesWayWhenTheGuidesItLinksToChange() throws {
    try FixtureSite.withTemporaryFolder { root in
      try Self.write("# A\n\nOn to [B](02-b.md).\n", to: "\(root)/Tutorials/01-a.md")
      try Self.write("# B\n\nBack to [A](01-a.md).\n", to: "\(root)/Tutorials/02-b.md")
      let cache = GuideCache()
      #expect(Self.missingLinks(try SiteLoader.load(root: root, cache: cache)).isEmpty)
      #expect(Self.missingLinks(try SiteLoader.load(root: root, cache: cache)).isEmpty)

      // NB: 01-a.md is unchanged, and comes from the cache; the guide it links to is gone.
      try FileManager.default.removeItem(atPath: "\(root)/Tutorials/02-b.md")
      #expect(
        Self.missingLinks(try SiteLoader.load(root: root, cache: cache)) == [
          "Tutorials/01-a.md:3: error: link to a missing guide '02-b.md'; fix the file name or "
            + "remove the link"
        ])
    }
  }

  @Test func aLinkToAFileOnDiskIsLookedForAtEveryLoading() throws {
    try FixtureSite.withTemporaryFolder { root in
      try Self.write("# A\n\nSee [notes](../notes/n.md).\n", to: "\(root)/Tutorials/01-a.md")
      let cache = GuideCache()
      #expect(Self.missingLinks(try SiteLoader.load(root: root, cache: cache)).count == 1)
      try Self.write("# Notes\n", to: "\(root)/notes/n.md")
      #expect(Self.missingLinks(try SiteLoader.load(root: root, cache: cache)).isEmpty)
    }
  }
}

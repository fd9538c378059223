import Testing

@testable import TutorialServer

@Suite struct SitePathTests {
  @Test func mapsRequestPathsToSiteFiles() throws {
    #expect(try SitePath.resolve("/") == "index.html")
    #expect(try SitePath.resolve("/en/") == "en/index.html")
    #expect(try SitePath.resolve("/en/01-a.html") == "en/01-a.html")
    #expect(try SitePath.resolve("/ja/%E3%81%AF.html") == "ja/は.html")
    #expect(try SitePath.resolve("/en/a..b.html") == "en/a..b.html")
    #expect(try SitePath.resolve("/assets/site.css") == "assets/site.css")
  }

  @Test(arguments: [
    "/../Package.swift", "/en/../../etc/passwd", "/%2e%2e/Package.swift", "/%2E%2E/x",
    "/en/%2e%2e/%2e%2e/etc/passwd", "/..%2fetc%2fpasswd", "/assets/%2f..%2f..%2fPackage.swift",
    "//etc/passwd", "/en/..\\..\\etc\\passwd", "/en/%5c..%5c..%5cetc", "/%00", "/a%00.html",
    "/.%2e/x", "/./index.html", "/%c0%ae%c0%ae/etc/passwd", "/%zz", "/%2", "etc/passwd",
    "/en//../x", "/~root/.ssh", "/en/..", "/..", "/en/.", "/a/../../b",
  ])
  func refusesPathsThatCouldLeaveTheSite(path: String) {
    #expect(throws: SitePath.Rejection.self) { try SitePath.resolve(path) }
  }
}

import Foundation
import Testing
import TutorialTestSupport

@testable import TutorialServer
@testable import TutorialSite

/// Runs the real server on a free loopback port and talks to it with real HTTP requests.
@Suite struct SiteServerTests {
  /// Starts a server for `root`, runs `body` with a client, then stops the server.
  func withServer(
    root: String, theme: String = FixtureSite.theme,
    _ body: (RawHTTPClient) async throws -> Void
  ) async throws {
    let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
    let server = SiteServer(
      .init(
        root: root, port: 0, options: RenderOptions(themeDirectory: theme),
        pollInterval: .milliseconds(100)))
    let task = Task {
      try await server.run(onReady: { continuation.yield($0) }, log: { _ in })
    }
    var iterator = ports.makeAsyncIterator()
    let port = try #require(await iterator.next())
    do {
      try await body(RawHTTPClient(port: port))
    } catch {
      task.cancel()
      throw error
    }
    task.cancel()
    try await task.value
  }

  @Test func servesPagesWithContentTypeETagAndLiveReloadScript() async throws {
    try await withServer(root: FixtureSite.path("rendering/basic")) { client in
      let page = try await client.send("GET", "/en/01-getting-started.html")
      #expect(page.status == 200)
      #expect(page.headers["content-type"] == "text/html; charset=utf-8")
      #expect(page.body.contains("<title>Getting started · Kata Guides</title>"))
      #expect(page.body.contains("new EventSource(\"/__kata/events\")"))
      let etag = try #require(page.headers["etag"])

      let again = try await client.send(
        "GET", "/en/01-getting-started.html", headers: ["If-None-Match": etag])
      #expect(again.status == 304)
      #expect(again.body.isEmpty)

      let head = try await client.send("HEAD", "/en/01-getting-started.html")
      #expect(head.status == 200)
      #expect(head.body.isEmpty)
      #expect(head.headers["etag"] == etag)
      #expect(head.headers["content-length"] == page.headers["content-length"])

      let css = try await client.send("GET", "/assets/site.css")
      #expect(css.headers["content-type"] == "text/css; charset=utf-8")
      let script = try await client.send("GET", "/ja/search-index.js")
      #expect(script.headers["content-type"] == "text/javascript; charset=utf-8")
    }
  }

  @Test func servesIndexesAndRedirectsFolders() async throws {
    try await withServer(root: FixtureSite.path("rendering/basic")) { client in
      let root = try await client.send("GET", "/")
      #expect(root.status == 200)
      #expect(root.body.contains("location.replace"))
      let folder = try await client.send("GET", "/ja")
      #expect(folder.status == 301)
      #expect(folder.headers["location"] == "/ja/")
      let index = try await client.send("GET", "/ja/")
      #expect(index.body.contains("はじめに"))
      let missing = try await client.send("GET", "/en/99-nothing.html")
      #expect(missing.status == 404)
      let post = try await client.send("POST", "/")
      #expect(post.status == 405)
    }
  }

  @Test func refusesEveryTraversalAttempt() async throws {
    let attempts = [
      "/../Package.swift", "/../../../../etc/passwd", "/%2e%2e/Package.swift",
      "/%2e%2e/%2e%2e/%2e%2e/etc/passwd", "/en/%2E%2E/%2E%2E/Tutorials/01-getting-started.md",
      "/..%2f..%2fetc%2fpasswd", "/assets/..%5c..%5cPackage.swift", "//etc/passwd",
      "/%c0%ae%c0%ae/etc/passwd", "/etc/passwd", "/Tutorials/01-getting-started.md",
      "/site/site.json", "/en/..;/..;/etc/passwd", "/.%2e/.%2e/etc/passwd", "/a%00.html",
    ]
    try await withServer(root: FixtureSite.path("rendering/basic")) { client in
      for attempt in attempts {
        let response = try await client.send("GET", attempt)
        #expect([400, 404].contains(response.status), "\(attempt) → \(response.status)")
        #expect(!response.body.contains("root:"), "\(attempt) leaked /etc/passwd")
        #expect(!response.body.contains("# Getting started"), "\(attempt) leaked a guide")
        #expect(!response.body.contains("\"languages\""), "\(attempt) leaked the configuration")
      }
    }
  }

  @Test func answersPipelinedRequestsInOrderOnOneConnection() async throws {
    try await withServer(root: FixtureSite.path("rendering/basic")) { client in
      let host = "Host: 127.0.0.1\r\n"
      let raw = try await client.exchange(
        "GET /en/01-getting-started.html?from=test HTTP/1.1\r\n\(host)\r\n"
          + "GET /ja HTTP/1.1\r\n\(host)\r\n"
          + "GET /en/02-composition.html HTTP/1.1\r\n\(host)Content-Length: 5\r\n\r\nhello"
          + "HEAD /en/01-getting-started.html HTTP/1.1\r\n\(host)\r\n"
          + "POST /en/01-getting-started.html HTTP/1.1\r\n\(host)Content-Length: 0\r\n\r\n"
          + "GET /assets/site.css HTTP/1.1\r\n\(host)Connection: close\r\n\r\n",
        until: nil)
      let statuses = raw.components(separatedBy: "HTTP/1.1 ").dropFirst().map { $0.prefix(3) }
      #expect(statuses == ["200", "301", "200", "200", "405", "200"], "\(raw.prefix(2_000))")
      #expect(raw.contains("<title>Getting started · Kata Guides</title>"))
      #expect(raw.contains("<title>Composition · Kata Guides</title>"))
      #expect(raw.components(separatedBy: "\r\nDate: ").count == 7, "every answer is dated")
    }
  }

  @Test func closesTheConnectionOnlyAfterALargePageIsWhole() async throws {
    let root = try FixtureSite.copy("rendering/basic")
    let guide = root.appendingPathComponent("Tutorials/01-getting-started.md")
    let text = try String(contentsOf: guide, encoding: .utf8)
    let large = (1...20_000).map { "Line \($0) of a long guide, long enough to fill buffers." }
    try Data((text + "\n" + large.joined(separator: "\n\n") + "\n").utf8).write(to: guide)
    try await withServer(root: root.path) { client in
      let page = try await client.send("GET", "/en/01-getting-started.html")
      #expect(page.status == 200)
      let length = try #require(page.headers["content-length"].flatMap { Int($0) })
      #expect(length > 1_000_000)
      #expect(page.body.utf8.count == length)
      #expect(page.body.hasSuffix("</html>\n"))
    }
  }

  @Test func doesNotServeSymlinksThatLeaveTheTheme() async throws {
    let theme = try FixtureSite.temporaryFolder().appendingPathComponent("theme")
    try FileManager.default.copyItem(
      at: URL(fileURLWithPath: FixtureSite.theme), to: theme)
    let secret = try FixtureSite.temporaryFolder().appendingPathComponent("secret.txt")
    try Data("top secret".utf8).write(to: secret)
    try FileManager.default.createSymbolicLink(
      at: theme.appendingPathComponent("assets/secret.txt"), withDestinationURL: secret)
    try await withServer(root: FixtureSite.path("rendering/basic"), theme: theme.path) { client in
      let response = try await client.send("GET", "/assets/secret.txt")
      #expect(response.status == 404)
      #expect(!response.body.contains("top secret"))
    }
  }

  @Test func editingAGuideRebuildsAndReloads() async throws {
    let root = try FixtureSite.copy("rendering/basic")
    let guide = root.appendingPathComponent("Tutorials/02-composition.md")
    try await withServer(root: root.path) { client in
      let stream = try await client.exchange(
        "GET /__kata/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", until: "data:",
        afterFirst: ": connected",
        onFirst: {
          try? Data("# Composition\n\n## Scope\n\nEdited text.\n".utf8).write(to: guide)
        })
      #expect(stream.contains("text/event-stream"))
      #expect(stream.contains("data: "))
      let page = try await client.send("GET", "/en/02-composition.html")
      #expect(page.body.contains("Edited text."))
    }
  }

  @Test func editingAQuotedSourceFileRebuildsItsPage() async throws {
    let root = try FixtureSite.copy("check/quote-equal")
    let source = root.appendingPathComponent("Examples/Demo/Sources/DemoCore/Demo.swift")
    let text = try String(contentsOf: source, encoding: .utf8)
    try await withServer(root: root.path) { client in
      _ = try await client.exchange(
        "GET /__kata/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", until: "data:",
        afterFirst: ": connected",
        onFirst: {
          try? Data(text.replacingOccurrences(of: "stepped", with: "walked").utf8).write(to: source)
        })
      let page = try await client.send(
        "GET", "/en/source-Examples-Demo-Sources-DemoCore-Demo.swift.html")
      #expect(page.body.contains("walked"))
    }
  }

  @Test func brokenGuideKeepsTheLastGoodPageAndShowsTheError() async throws {
    let root = try FixtureSite.copy("rendering/basic")
    let guide = root.appendingPathComponent("Tutorials/02-composition.md")
    try await withServer(root: root.path) { client in
      _ = try await client.exchange(
        "GET /__kata/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", until: "data:",
        afterFirst: ": connected",
        onFirst: { try? Data("---\ntitle: broken\n# Composition\n".utf8).write(to: guide) })
      let page = try await client.send("GET", "/en/02-composition.html")
      #expect(page.status == 200)
      #expect(page.body.contains("Scope a store to a child feature."), "last good page")
      #expect(page.body.contains("<div class=\"build-error\" role=\"alert\">"))
      #expect(page.body.contains("Tutorials/02-composition.md:1: error: front matter"))
    }
  }

  @Test func portInUseSaysHowToChooseAnother() async throws {
    try await withServer(root: FixtureSite.path("rendering/basic")) { client in
      let second = SiteServer(.init(root: FixtureSite.path("rendering/basic"), port: client.port))
      await #expect(throws: ServeError.portInUse(port: client.port)) {
        try await second.run(log: { _ in })
      }
      #expect(
        ServeError.portInUse(port: 8080).description
          == "error: Port 8080 is in use; pass --port to choose another")
    }
  }
}

import Foundation
import Testing
import TutorialTestSupport

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Runs the built `tutorials` binary on temporary copies of the checker's fixtures.
@Suite struct CommandTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let fixtures = repository.appendingPathComponent("Tests/Fixtures/check")

  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The `tutorials` executable next to this test bundle.
  static func binary() throws -> URL {
    let bin = URL(fileURLWithPath: FixtureSite.binPath).appendingPathComponent("tutorials")
    #expect(FileManager.default.isExecutableFile(atPath: bin.path), "build the package first")
    return bin
  }

  static func copy(_ name: String) throws -> URL {
    let folder = try FixtureSite.temporaryFolder()
    let site = folder.appendingPathComponent("site")
    try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: site)
    return site
  }

  /// Runs `tutorials arguments` in `folder`; a check or status once the package's caches are
  /// filled (see ``PackageCaches``).
  @discardableResult
  static func run(
    _ arguments: [String], in folder: URL, environment: [String: String] = [:]
  ) async throws -> Run {
    if ["check", "status"].contains(arguments.first) { await PackageCaches.filled() }
    let process = Process()
    process.executableURL = try binary()
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    return try await collect(process)
  }

  @discardableResult
  static func git(_ arguments: [String], in folder: URL) async throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments
    process.currentDirectoryURL = folder
    return try await collect(process)
  }

  /// Runs `process` to its end on a thread of its own: these runs take seconds, and waiting
  /// for them on one of Swift concurrency's few threads would starve other suites' async tests.
  static func collect(_ process: Process) async throws -> Run {
    nonisolated(unsafe) let process = process
    return try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Result { try waitFor(process) }) }.start()
    }
  }

  private static func waitFor(_ process: Process) throws -> Run {
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  /// `tutorials check` of the package's built libraries, with the clang module cache the
  /// checker's own tests use (see ``PackageCaches/moduleCache``).
  static func checkArguments(_ extra: [String] = []) -> [String] {
    [
      "check", "--package-path", repository.path, "--bin-path", FixtureSite.binPath,
      "--module-cache-path", PackageCaches.moduleCache,
    ] + extra
  }

  @Test func checkPrintsEachErrorWithItsLineAndCaretAndExitsOne() async throws {
    let site = try Self.copy("failing")
    let result = try await Self.run(Self.checkArguments(), in: site)
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        """
        Tutorials/01-failing.md:5:20: error: cannot convert value of type 'String' to specified \
        type 'Int'
          var count: Int = "zero"
                           ^
        """))
    #expect(result.stdout.contains("Tutorials/01-failing.md:16:23: error: cannot find 'missing'"))
    #expect(result.stdout.hasSuffix("2 errors in 1 file\n"))
  }

  /// The compiler driver keeps an empty folder in TMPDIR at many of its runs; a check must
  /// leave nothing there once it is done.
  @Test func aCheckLeavesNothingInTheTemporaryFolder() async throws {
    let site = try Self.copy("passing")
    // NB: a block of its own, so that the check compiles rather than recalls every block.
    try Data("# Unique\n\n```swift\nlet unique = \"\(UUID())\"\n```\n".utf8)
      .write(to: site.appendingPathComponent("Tutorials/02-unique.md"))
    let temporary = try FixtureSite.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: temporary) }
    // NB: the plain toolchain runs the driver (`swiftc -typecheck`, …), which the fast one
    // does not once it has learned its commands.
    let result = try await Self.run(
      Self.checkArguments(), in: site,
      environment: ["TMPDIR": temporary.path, "TUTORIALS_TOOLCHAIN": "plain"])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(!result.stdout.contains(" 0 compiler runs"), "\(result.stdout)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
  }

  @Test func secondCheckComesFromTheCache() async throws {
    let site = try Self.copy("passing")
    let first = try await Self.run(Self.checkArguments(), in: site)
    let second = try await Self.run(Self.checkArguments(), in: site)
    #expect(first.status == 0)
    #expect(second.status == 0)
    #expect(second.stdout.contains("3 cached, 0 compiler runs"), "\(second.stdout)")
  }

  @Test func anUnchangedCheckIsRecalledWholeAndAnEditIsSeen() async throws {
    let site = try Self.copy("passing")
    // NB: a file changed within a second of a check is not trusted to show a later change in
    // its stamp, so the memo is only kept once the copied guides are older than that.
    try await Task.sleep(for: .milliseconds(1100))
    let trace = ["TUTORIALS_TRACE": "1"]
    let first = try await Self.run(Self.checkArguments(), in: site, environment: trace)
    let second = try await Self.run(Self.checkArguments(), in: site, environment: trace)
    #expect(first.status == 0)
    #expect(!first.stderr.contains("report recalled"))
    #expect(second.status == 0)
    #expect(second.stderr.contains("report recalled"), "\(second.stderr)")
    #expect(second.stdout.hasSuffix("(3 distinct, 3 cached, 0 compiler runs): all passed\n"))

    let guide = site.appendingPathComponent("Tutorials/01-passing.md")
    let text = try String(contentsOf: guide, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "Action.set(3)", with: "Action.set(\"3\")").utf8)
      .write(to: guide)
    let edited = try await Self.run(Self.checkArguments(), in: site, environment: trace)
    #expect(!edited.stderr.contains("report recalled"))
    #expect(edited.status == 1, "\(edited.stdout)")
    #expect(edited.stdout.contains("Tutorials/01-passing.md:19:25: error:"), "\(edited.stdout)")
  }

  @Test func githubFormatPrintsAnnotations() async throws {
    let site = try Self.copy("failing")
    let result = try await Self.run(Self.checkArguments(["--format", "github"]), in: site)
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "::error file=Tutorials/01-failing.md,line=16,col=23::cannot find 'missing' in scope\n"))
  }

  @Test func jsonFormatListsDiagnostics() async throws {
    let site = try Self.copy("fails")
    let result = try await Self.run(Self.checkArguments(["--format", "json"]), in: site)
    #expect(result.status == 1)
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    let document = try #require(object as? [String: Any])
    let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.map { $0["line"] as? Int } == [11, 15])
  }

  @Test func unknownAttributeAndUnknownOptionExitTwo() async throws {
    let site = try Self.copy("unknown-attribute")
    let attribute = try await Self.run(Self.checkArguments(), in: site)
    #expect(attribute.status == 2)
    #expect(attribute.stdout.contains("unknown code block attribute 'compile-only'"))
    let option = try await Self.run(["check", "--no-such-option"], in: site)
    #expect(option.status == 2)
  }

  @Test func anUnknownLanguageOrAPathThatIsNotAGuideExitsTwo() async throws {
    let site = try Self.copy("passing")
    let language = try await Self.run(Self.checkArguments(["--language", "fr"]), in: site)
    #expect(language.status == 2)
    #expect(language.stderr == "error: unknown language 'fr'; the site has en\n")
    let path = try await Self.run(Self.checkArguments(["README.md"]), in: site)
    #expect(path.status == 2)
    // NB: the path is made absolute from the working folder, which may be spelled through
    // symbolic links differently from `site`.
    #expect(path.stderr.hasPrefix("error: /"), "\(path.stderr)")
    #expect(path.stderr.contains("/README.md is not a guide of the site in "))
  }

  @Test func stampThenSourceEditShowsTheStaleSectionWithItsChangedLines() async throws {
    let site = try Self.copy("stale-translation")
    try await Self.git(["init", "-q"], in: site)
    try await Self.git(["add", "-A"], in: site)
    try await Self.git(["commit", "-qm", "guides"], in: site)

    let before = try await Self.run(["status", "--package-path", Self.repository.path], in: site)
    #expect(
      before.stdout.contains("01-guide.md: translated (translations/ja/01-guide.md), never stamped")
    )

    let stamp = try await Self.run(["translations", "stamp", "ja", "01-guide.md"], in: site)
    #expect(stamp.status == 0, "\(stamp.stderr)")
    let current = try await Self.run(["status", "--package-path", Self.repository.path], in: site)
    #expect(
      current.stdout.contains("01-guide.md: translated (translations/ja/01-guide.md), current"))
    try await Self.git(["commit", "-qam", "stamp"], in: site)

    let source = site.appendingPathComponent("Tutorials/01-guide.md")
    let text = try String(contentsOf: source, encoding: .utf8)
    try text.replacingOccurrences(of: "The second section.", with: "The second section, revised.")
      .write(to: source, atomically: true, encoding: .utf8)
    try await Self.git(["commit", "-qam", "revise"], in: site)

    let stale = try await Self.run(["status", "--package-path", Self.repository.path], in: site)
    #expect(stale.status == 0)
    #expect(
      stale.stdout.contains(
        """
            stale: ## Second (Tutorials/01-guide.md:9-11)
              - The second section.
              + The second section, revised.
        """), "\(stale.stdout)")
  }

  /// Ctrl-C stops the preview server at once and quietly: exit status 0 and nothing on
  /// standard error, even with a live-reload stream open (cancelling Hummingbird's own task
  /// logged two errors at every stop, and its start logged a line of its own).
  ///
  /// NB: alone it takes under a second, beside the other runner tests 13 s, and in a fresh
  /// clone, where those tests build the macro plugins and libraries first, it once passed 60 s.
  @Test(.timeLimit(.minutes(3)))
  func serveStopsQuietlyOnControlC() async throws {
    let site = try Self.copy("passing")
    let process = Process()
    process.executableURL = try Self.binary()
    process.arguments = [
      "serve", "--root", site.path, "--theme", Self.repository.appendingPathComponent("site").path,
      "--port", "0",
    ]
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    nonisolated(unsafe) let reading = out.fileHandleForReading
    let announced: String = try await withCheckedThrowingContinuation { continuation in
      Thread {
        var text = ""
        while !text.contains("\n") {
          let data = reading.availableData
          if data.isEmpty { break }
          text += String(decoding: data, as: UTF8.self)
        }
        continuation.resume(returning: text)
      }.start()
    }
    let address = try #require(
      announced.split(separator: " ").first { $0.hasPrefix("http://") }.map(String.init))
    let port = try #require(URL(string: address)?.port)
    // NB: a live-reload stream stays open while the server stops. Read on a socket of its own
    // until the server closes it: cancelling URLSession's async `data(from:)` could deadlock
    // in FoundationNetworking (seen: a test run hung for its whole `timeout`).
    let (opened, open) = AsyncStream<Void>.makeStream()
    let stream = Task {
      defer { open.finish() }
      return try? await RawHTTPClient(port: port).exchange(
        "GET /__kata/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", until: nil,
        afterFirst: ": connected", onFirst: { open.finish() })
    }
    for await _ in opened {}
    kill(process.processIdentifier, SIGINT)
    nonisolated(unsafe) let running = process
    let stderr: String = try await withCheckedThrowingContinuation { continuation in
      Thread {
        let data = err.fileHandleForReading.readDataToEndOfFile()
        running.waitUntilExit()
        continuation.resume(returning: String(decoding: data, as: UTF8.self))
      }.start()
    }
    _ = await stream.value
    #expect(process.terminationStatus == 0)
    // NB: nothing at all: Hummingbird's own start line repeated the address at `info`.
    #expect(stderr.isEmpty, "\(stderr)")
  }
}

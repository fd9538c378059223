import Foundation
import Testing
import TutorialTestSupport

@testable import TutorialSupport
@testable import TutorialToolchain

@Suite struct CompilerJobsTests {
  @Test func shellWordsUndoTheDriversQuoting() {
    #expect(
      ShellWords.split(#"/bin/x -c 'a b.swift' "-DX=y z" plain\ word "q\"uote" '' end"#)
        == ["/bin/x", "-c", "a b.swift", "-DX=y z", "plain word", "q\"uote", "", "end"])
  }

  @Test func typecheckJobsReportTheSameErrorsAsTheDriver() async throws {
    let driver = try #require(Toolchain.driver)
    let folder = try FixtureSite.temporaryFolder().path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // NB: the compilers run on a thread of their own (see `onOwnThread`).
    let learned = try await onOwnThread {
      try CompilerJobs.learn(
        swiftc: driver, arguments: ["-typecheck", "-wmo", "-module-name", "Checked"])
    }
    let jobs = try #require(learned)
    #expect(jobs.commands.count == 1)
    #expect(jobs.commands[0].arguments[0].hasSuffix("swift-frontend"))

    try "let good = 1\n".write(toFile: "\(folder)/good.swift", atomically: true, encoding: .utf8)
    try "let bad: Int = \"text\"\n".write(
      toFile: "\(folder)/bad.swift", atomically: true, encoding: .utf8)
    let inputs = ["\(folder)/good.swift", "\(folder)/bad.swift"]
    let (replayed, direct) = try await onOwnThread {
      (
        try jobs.run(inputs: inputs, output: nil, scratch: "\(folder)/scratch", in: folder),
        try ProcessRunner.run(
          ["swiftc", "-typecheck", "-wmo", "-module-name", "Checked"] + inputs, in: folder)
      )
    }
    #expect(replayed.status == 1)
    #expect(direct.status == 1)
    let message = "bad.swift:1:16: error: cannot convert value of type 'String'"
    #expect(replayed.stderr.contains(message))
    #expect(direct.stderr.contains(message))
  }

  /// `swiftc -###` keeps the folder it made for the files of the commands it printed (see
  /// `ProcessRunner.childTemporaryFolder`); learning must not leave one behind at every check.
  @Test func learningLeavesNoFolderBehind() async throws {
    let driver = try #require(Toolchain.driver)
    let arguments =
      ["-emit-executable", "-wmo", "-module-name", "Runner", "-o", CompilerJobs.outputPlaceholder]
    let system = FileManager.default.temporaryDirectory.path
    let kept = { () throws -> Set<String> in
      // NB: the folders the driver keeps, as `swiftc -###` leaves them.
      Set(
        try FileManager.default.contentsOfDirectory(atPath: system).filter {
          $0.hasPrefix("TemporaryDirectory.")
            && FileManager.default.fileExists(atPath: "\(system)/\($0)/.keep-directory")
        })
    }
    let before = try kept()
    let learned = try await onOwnThread {
      try CompilerJobs.learn(swiftc: driver, arguments: arguments)
    }
    let jobs = try #require(learned)
    #expect(jobs.commands.count > 1, "the object goes to the driver's folder, then is linked")
    #expect(try kept().subtracting(before).isEmpty, "no driver's folder left in \(system)")
  }

  /// The jobs that build an executable module `Runner` with `flags`, learned from the driver
  /// on a thread of its own.
  static func executableJobs(_ flags: [String] = []) async throws -> CompilerJobs {
    let driver = try #require(Toolchain.driver)
    let arguments =
      ["-emit-executable", "-wmo", "-module-name", "Runner"] + flags
      + ["-o", CompilerJobs.outputPlaceholder]
    let learned = try await onOwnThread {
      try CompilerJobs.learn(swiftc: driver, arguments: arguments)
    }
    return try #require(learned)
  }

  @Test func executableJobsBuildAProgramThatRuns() async throws {
    let folder = try FixtureSite.temporaryFolder().path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let jobs = try await Self.executableJobs()
    // NB: compile, then whatever the driver links with; the object goes to the scratch folder.
    #expect(jobs.commands.count > 1)
    try "print(Greeting.text)\n".write(
      toFile: "\(folder)/main.swift", atomically: true, encoding: .utf8)
    try "enum Greeting { static let text = \"hello from a replayed build\" }\n".write(
      toFile: "\(folder)/greeting.swift", atomically: true, encoding: .utf8)
    let built = try await onOwnThread {
      try jobs.run(
        inputs: ["\(folder)/main.swift", "\(folder)/greeting.swift"],
        output: "\(folder)/runner", scratch: "\(folder)/scratch", in: folder)
    }
    #expect(built.status == 0, "\(built.stderr)")
    let scratch = try FileManager.default.contentsOfDirectory(atPath: "\(folder)/scratch")
    #expect(scratch.contains { $0.hasSuffix(".o") })
    let ran = try ProcessRunner.run(["\(folder)/runner"])
    #expect(ran.stdout == "hello from a replayed build\n")
    #if os(Linux)
      // NB: the autolink entries are read in process and the linker runs without clang.
      #expect(jobs.commands.contains { $0.builtin == .autolinkExtract })
      let linker = try #require(jobs.commands.last?.arguments.first)
      #expect(!URL(fileURLWithPath: linker).lastPathComponent.hasPrefix("clang"))
    #endif
  }

  #if os(Linux)
    @Test func droppedLibrariesAreNamedNeitherByTheAutolinkEntriesNorByTheLinker() async throws {
      let folder = try FixtureSite.temporaryFolder().path
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let jobs = try await Self.executableJobs(["-Xlinker", "--unresolved-symbols=ignore-all"])
      try "print(\"hello\")\n".write(
        toFile: "\(folder)/main.swift", atomically: true, encoding: .utf8)
      let built = try await onOwnThread {
        try jobs.run(
          inputs: ["\(folder)/main.swift"], output: "\(folder)/runner",
          scratch: "\(folder)/scratch", in: folder,
          droppingLibraries: ["-lswiftCore", "-lswift_Concurrency"])
      }
      #expect(built.status == 0, "\(built.stderr)")
      let scratch = try FileManager.default.contentsOfDirectory(atPath: "\(folder)/scratch")
      let autolink = try #require(scratch.first { $0.hasSuffix(".autolink") })
      let entries = try String(
        contentsOfFile: "\(folder)/scratch/\(autolink)", encoding: .utf8
      ).split(separator: "\n")
      #expect(!entries.isEmpty)
      #expect(!entries.contains("-lswiftCore"))
      #expect(!entries.contains("-lswift_Concurrency"))
      // NB: the driver names swiftCore on the link line itself; it is left out too.
      let tools = try #require(Toolchain.swiftc).deletingLastPathComponent().path
      let needed = try ProcessRunner.run(["\(tools)/llvm-objdump", "-p", "\(folder)/runner"])
      #expect(needed.status == 0)
      #expect(needed.stdout.contains("NEEDED"), "\(needed.stdout)")
      #expect(!needed.stdout.contains("libswiftCore.so"), "\(needed.stdout)")
    }
  #endif

  @Test func shapesThatCannotBeReplayedAreRefused() {
    let input = CompilerJobs.inputPlaceholder
    // NB: the inputs reaching a later command, or a file the driver writes for itself.
    #expect(
      CompilerJobs.parse("/bin/swift-frontend -frontend -c \(input) -o /t/a.o\n/bin/ld \(input)")
        == nil)
    #expect(
      CompilerJobs.parse(
        "/bin/swift-frontend -frontend -c \(input) -supplementary-output-file-map /t/map") == nil)
    #expect(CompilerJobs.parse("/bin/clang \(input)") == nil)
    let jobs = CompilerJobs.parse(
      "/bin/swift-frontend -frontend -c \(input) -o /tmp/T.1/M-1.o\n"
        + "/bin/clang /tmp/T.1/M-1.o @/tmp/T.1/M-2.autolink -o \(CompilerJobs.outputPlaceholder)")
    #expect(
      jobs?.commandLines(inputs: ["/a.swift", "/b.swift"], output: "/out/p", scratch: "/w")
        == [
          ["/bin/swift-frontend", "-frontend", "-c", "/a.swift", "/b.swift", "-o", "/w/M-1.o"],
          ["/bin/clang", "/w/M-1.o", "@/w/M-2.autolink", "-o", "/out/p"],
        ])
  }

  @Test func learnedJobsAreCachedAndReadBack() async throws {
    let driver = try #require(Toolchain.driver)
    let folder = try FixtureSite.temporaryFolder().path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let arguments = ["-typecheck", "-wmo", "-module-name", "Kept"]
    let store = CompilerJobs.Cache(path: "\(folder)/jobs.json")
    let learned = try #require(
      try await onOwnThread { store.jobs(swiftc: driver, arguments: arguments) })
    #expect(FileManager.default.fileExists(atPath: "\(folder)/jobs.json"))
    // NB: a driver that cannot run proves the second store reads the file.
    let reread = CompilerJobs.Cache(path: "\(folder)/jobs.json")
    #expect(reread.jobs(swiftc: "\(folder)/no-such-swiftc", arguments: arguments) == learned)
    #expect(reread.jobs(swiftc: "\(folder)/no-such-swiftc", arguments: ["-parse"]) == nil)
  }

  @Test func anAnswerThatCannotBeReplayedIsCachedAsSuch() throws {
    try FixtureSite.withTemporaryFolder { folder in
      // NB: a stand-in driver whose answer has no swift-frontend job, and which counts its runs.
      let driver = "\(folder)/swiftc"
      try """
      #!/bin/sh
      echo run >> "\(folder)/runs"
      echo "/usr/bin/true"
      """.write(toFile: driver, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: driver)
      let store = CompilerJobs.Cache(path: "\(folder)/jobs.json")
      #expect(store.jobs(swiftc: driver, arguments: ["-typecheck"]) == nil)
      let again = CompilerJobs.Cache(path: "\(folder)/jobs.json")
      #expect(again.jobs(swiftc: driver, arguments: ["-typecheck"]) == nil)
      let runs = try String(contentsOfFile: "\(folder)/runs", encoding: .utf8)
      #expect(runs == "run\n")
    }
  }
}

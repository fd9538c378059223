import ExampleTesting
import Foundation
import TemporaryFolders
import Testing

/// Runs the built `todos` program in scripted mode, as a user would pipe commands into it.
@Suite struct TodosEndToEndTests {
  let program: BuiltProgram
  let directory: URL
  let file: URL

  init() throws {
    program = try BuiltProgram("todos")
    directory = try TemporaryFolder.folder("TodosEndToEndTests")
    file = directory.appendingPathComponent("todos.json")
  }

  @Test func scriptPrintsTheListAfterEachCommand() async throws {
    let script = """
      add Milk
      add Eggs
      add Bread
      toggle 2
      filter active
      edit 1 Sourdough bread
      move 2 up
      filter completed
      toggle 1
      filter all
      delete 2
      move 1 down
      toggle 2
      clear-completed
      toggle 9
      wat
      quit
      add never

      """

    let result = try await program.run(
      ["--file", file.path, "--sort-delay", "0"], input: script)

    #expect(
      result.output == """
        filter: all · 0 todos, 0 left
          (nothing to show)
        > add Milk
        filter: all · 1 todo, 1 left
        1. [ ] Milk
        > add Eggs
        filter: all · 2 todos, 2 left
        1. [ ] Eggs
        2. [ ] Milk
        > add Bread
        filter: all · 3 todos, 3 left
        1. [ ] Bread
        2. [ ] Eggs
        3. [ ] Milk
        > toggle 2
        filter: all · 3 todos, 2 left
        1. [ ] Bread
        2. [ ] Milk
        3. [x] Eggs
        > filter active
        filter: active · 3 todos, 2 left
        1. [ ] Bread
        2. [ ] Milk
        > edit 1 Sourdough bread
        filter: active · 3 todos, 2 left
        1. [ ] Sourdough bread
        2. [ ] Milk
        > move 2 up
        filter: active · 3 todos, 2 left
        1. [ ] Milk
        2. [ ] Sourdough bread
        > filter completed
        filter: completed · 3 todos, 2 left
        1. [x] Eggs
        > toggle 1
        filter: completed · 3 todos, 3 left
          (nothing to show)
        > filter all
        filter: all · 3 todos, 3 left
        1. [ ] Milk
        2. [ ] Sourdough bread
        3. [ ] Eggs
        > delete 2
        filter: all · 2 todos, 2 left
        1. [ ] Milk
        2. [ ] Eggs
        > move 1 down
        filter: all · 2 todos, 2 left
        1. [ ] Eggs
        2. [ ] Milk
        > toggle 2
        filter: all · 2 todos, 1 left
        1. [ ] Eggs
        2. [x] Milk
        > clear-completed
        filter: all · 1 todo, 1 left
        1. [ ] Eggs
        > toggle 9
        <stdin>:15: error: toggle: no todo 9; the list shows only 1; usage: toggle N
        > wat
        <stdin>:16: error: unknown command 'wat'; valid commands: add, edit, toggle, delete, \
        move, filter, clear-completed, quit
        > quit

        """)
    #expect(result.status == 1, "a script with failed lines exits non-zero")
  }

  @Test func theListIsSavedAndTheNextRunStartsFromIt() async throws {
    let first = try await program.run(
      ["--file", file.path, "--sort-delay", "0"], input: "add Milk\nadd Eggs\ntoggle 1\n")
    #expect(first.status == 0)

    let second = try await program.run(["--file", file.path])

    #expect(
      second.output == """
        filter: all · 2 todos, 1 left
        1. [ ] Milk
        2. [x] Eggs

        """)
    #expect(second.status == 0)
  }

  @Test func completionWaitsForTheSortDelayBeforePrinting() async throws {
    // NB: The real one-second delay: the list printed after `toggle 1` must already be
    // sorted, because the script runner waits for the effects the command started.
    let result = try await program.run(["--file", file.path], input: "add A\nadd B\ntoggle 1\n")

    #expect(
      result.output.hasSuffix(
        """
        > toggle 1
        filter: all · 2 todos, 1 left
        1. [ ] A
        2. [x] B

        """))
  }

  @Test func aCorruptFileStopsTheProgramAndIsLeftByteForByte() async throws {
    let bytes = Data("{\"version\":1,\"todos\":[{\"descr".utf8)
    try bytes.write(to: file)

    let result = try await program.run(["--file", file.path], input: "add Milk\n")

    #expect(result.status == 1)
    #expect(result.output == "")
    #expect(result.errors.contains("\(file.path) is not a valid todos file"))
    #expect(result.errors.contains("Pass --fresh"))
    #expect(try Data(contentsOf: file) == bytes)
  }

  @Test func aFileOfAnotherVersionStopsTheProgram() async throws {
    let bytes = Data("{\"version\":2,\"todos\":[]}".utf8)
    try bytes.write(to: file)

    let result = try await program.run(["--file", file.path], input: "add Milk\n")

    #expect(result.status == 1)
    #expect(result.errors.contains("is a version 2 todos file"))
    #expect(try Data(contentsOf: file) == bytes)
  }

  @Test func freshMovesTheUnreadableFileAsideAndStartsEmpty() async throws {
    let bytes = Data("garbage".utf8)
    try bytes.write(to: file)

    let result = try await program.run(["--file", file.path, "--fresh"], input: "add Milk\n")

    #expect(result.status == 0)
    #expect(result.output.hasSuffix("> add Milk\nfilter: all · 1 todo, 1 left\n1. [ ] Milk\n"))
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    let aside = try #require(names.first { $0.hasPrefix("todos.json.") && $0.hasSuffix(".bak") })
    #expect(try Data(contentsOf: directory.appendingPathComponent(aside)) == bytes)
  }

  @Test func aRecordingReplaysToTheSameList() async throws {
    let recording = directory.appendingPathComponent("session.jsonl")
    let recorded = try await program.run(
      ["--file", file.path, "--sort-delay", "0", "--record", recording.path],
      input: "add Milk\nadd Eggs\ntoggle 1\nedit 1 Oat milk\n")
    #expect(recorded.status == 0)

    let replayed = try await program.run(
      ["--file", directory.appendingPathComponent("other.json").path, "--replay", recording.path])

    #expect(
      replayed.output == """
        filter: all · 2 todos, 1 left
        1. [ ] Oat milk
        2. [x] Eggs

        """)
    #expect(replayed.errors == "")
  }

  @Test func scriptFileOptionReadsCommandsFromAFile() async throws {
    let script = directory.appendingPathComponent("script.txt")
    try Data("add Milk\nfrobnicate\n".utf8).write(to: script)

    let result = try await program.run(["--file", file.path, "--script", script.path])

    #expect(
      result.output.hasSuffix(
        "> frobnicate\n\(script.path):2: error: unknown command 'frobnicate'; valid commands: "
          + "add, edit, toggle, delete, move, filter, clear-completed, quit\n"))
    #expect(result.status == 1)
  }
}

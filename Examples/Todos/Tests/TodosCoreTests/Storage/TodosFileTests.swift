import Foundation
import TemporaryFolders
import Testing
import TodosCore

@Suite struct TodosFileTests {
  let directory: URL

  init() throws {
    directory = try TemporaryFolder.folder("TodosFileTests")
  }

  @Test func saveThenLoadGivesTheSameTodos() throws {
    let url = directory.appendingPathComponent("nested/todos.json")
    let todos = [
      Todo.State(description: "Milk \"2%\" / oat", id: UUID(), isComplete: false),
      Todo.State(description: "日本語のメモ", id: UUID(), isComplete: true),
    ]

    try TodosFile.save(todos, to: url)

    #expect(try TodosFile.load(from: url) == todos)
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: url.deletingLastPathComponent().path)
    #expect(leftovers == ["todos.json"], "the temporary file should have been renamed")
  }

  @Test func saveReplacesTheWholeFile() throws {
    let url = directory.appendingPathComponent("todos.json")
    let many = (0..<100).map { Todo.State(description: "todo \($0)", id: UUID()) }
    try TodosFile.save(many, to: url)

    try TodosFile.save([many[0]], to: url)

    #expect(try TodosFile.load(from: url) == [many[0]])
  }

  @Test func aMissingFileIsAnEmptyList() throws {
    #expect(try TodosFile.load(from: directory.appendingPathComponent("none.json")) == [])
  }

  @Test func aCorruptFileIsRefusedAndLeftUntouched() throws {
    let url = directory.appendingPathComponent("todos.json")
    let bytes = Data("{\"version\":1,\"todos\":[{\"description\":\"half".utf8)
    try bytes.write(to: url)

    #expect {
      try TodosFile.load(from: url)
    } throws: { error in
      guard case .corrupt(let path, _) = error as? TodosStorageError else { return false }
      return path == url.path
    }
    #expect(try Data(contentsOf: url) == bytes)
  }

  @Test func aFileWithTwoTodosOfTheSameIdIsRefused() throws {
    let url = directory.appendingPathComponent("todos.json")
    let todo = Todo.State(description: "Milk", id: UUID())
    try TodosFile.encode([todo, todo]).write(to: url)

    #expect(
      throws: TodosStorageError.corrupt(path: url.path, detail: "two todos have the id \(todo.id)")
    ) {
      try TodosFile.load(from: url)
    }
  }

  @Test func aFileOfAnotherVersionIsRefused() throws {
    let url = directory.appendingPathComponent("todos.json")
    try Data("{\"version\":2,\"items\":[]}".utf8).write(to: url)

    #expect(throws: TodosStorageError.unsupportedVersion(path: url.path, found: 2, supported: 1)) {
      try TodosFile.load(from: url)
    }
  }

  @Test func moveAsideKeepsTheOldFile() throws {
    let url = directory.appendingPathComponent("todos.json")
    let bytes = Data("not json".utf8)
    try bytes.write(to: url)

    let aside = try #require(try TodosFile.moveAside(url))

    #expect(!FileManager.default.fileExists(atPath: url.path))
    #expect(try Data(contentsOf: aside) == bytes)
  }

  @Test func defaultURLFollowsXDGDataHome() {
    #expect(
      TodosStorage.defaultURL(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/a"]).path
        == "/data/kata-todos/todos.json")
    #expect(
      TodosStorage.defaultURL(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/a"]).path
        == "/home/a/.local/share/kata-todos/todos.json")
    #expect(
      TodosStorage.defaultURL(environment: ["HOME": "/home/a"]).path
        == "/home/a/.local/share/kata-todos/todos.json")
  }
}

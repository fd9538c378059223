import Foundation
import Kata
import TemporaryFolders
import Testing
import TodosCore

/// What a run starts with: the saved list, or a fresh one with the old file kept aside.
@Suite struct TodosStartupTests {
  let directory: URL
  let url: URL

  init() throws {
    directory = try TemporaryFolder.folder("TodosStartupTests")
    url = directory.appendingPathComponent("todos.json")
  }

  func load(fresh: Bool) throws -> TodosStartup {
    try withDependencies {
      $0.todosStorage = .file(at: url)
    } operation: {
      try TodosStartup.load(fresh: fresh, url: url)
    }
  }

  @Test func theSavedListIsLoaded() throws {
    let todos = [Todo.State(description: "Milk", id: UUID())]
    try TodosFile.save(todos, to: url)

    #expect(try load(fresh: false) == TodosStartup(todos: todos))
  }

  @Test func anUnreadableFileIsRefusedAndLeftAsItWas() throws {
    let bytes = Data("{\"version\":1,\"todos\":[{\"descr".utf8)
    try bytes.write(to: url)

    #expect {
      try load(fresh: false)
    } throws: { error in
      guard let error = error as? TodosStorageError, case .corrupt(let path, _) = error else {
        return false
      }
      return path == url.path && error.isUnreadableContent
    }
    #expect(try Data(contentsOf: url) == bytes)
  }

  @Test func freshMovesEvenAnUnreadableFileAsideAndStartsEmpty() throws {
    let bytes = Data("garbage".utf8)
    try bytes.write(to: url)

    let startup = try load(fresh: true)

    #expect(startup.todos == [])
    let aside = try #require(startup.movedAside)
    #expect(aside.lastPathComponent.hasPrefix("todos.json."))
    #expect(try Data(contentsOf: aside) == bytes)
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test func freshWithoutAFileMovesNothing() throws {
    #expect(try load(fresh: true) == TodosStartup(todos: []))
  }
}

import Foundation
import Kata
import KataTestSupport
import TemporaryFolders
import Testing
import TodosCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The list is saved after every send that changed it, in order, to a real file.
@MainActor
@Suite struct TodosAutosaveTests {
  let directory: URL
  let url: URL

  init() throws {
    directory = try TemporaryFolder.folder("TodosAutosaveTests")
    url = directory.appendingPathComponent("todos.json")
  }

  static func todo(_ description: String, _ id: Int) -> Todo.State {
    Todo.State(description: description, id: UUID(id))
  }

  @Test func everyChangeToTheListIsSavedInOrderAndNothingElse() {
    let saves = LockIsolated<[[String]]>([])
    let storage = TodosStorage(
      load: { [] },
      save: { todos in saves.withValue { $0.append(todos.map(\.description)) } })
    let store = Store(initialState: Todos.State()) { Todos() }
    let autosave = withDependencies {
      $0.todosStorage = storage
    } operation: {
      TodosAutosave(store: store)
    }
    defer { autosave.cancel() }

    store.send(.todoCreated(Self.todo("Milk", 0)))
    store.send(.todoCreated(Self.todo("Eggs", 1)))
    store.send(.filterPicked(.completed))
    store.send(.todos(.element(id: UUID(0), action: .descriptionChanged("Oat milk"))))
    store.send(.delete([4]))
    store.send(.clearCompletedButtonTapped)
    store.send(.filterPicked(.all))
    store.send(.delete([0]))

    #expect(
      saves.value == [["Milk"], ["Eggs", "Milk"], ["Eggs", "Oat milk"], ["Oat milk"]],
      "a filter, a delete out of range and clearing nothing change no todo, so save nothing")
    #expect(autosave.lastError == nil)
  }

  @Test func theFileHoldsTheListAfterTheLastChange() throws {
    let store = Store(initialState: Todos.State()) { Todos() }
    let autosave = withDependencies {
      $0.todosStorage = .file(at: url)
    } operation: {
      TodosAutosave(store: store)
    }
    defer { autosave.cancel() }
    #expect(!FileManager.default.fileExists(atPath: url.path), "nothing is saved at start")

    store.send(.todoCreated(Self.todo("Milk", 0)))
    store.send(.todoCreated(Todo.State(description: "Eggs", id: UUID(1), isComplete: true)))

    #expect(try TodosFile.load(from: url) == store.state.todos.elements)
    #expect(try TodosFile.load(from: url).map(\.isComplete) == [true, false])
  }

  @Test func aFailedSaveKeepsTheFileAndIsReportedUntilASaveSucceeds() throws {
    let store = Store(initialState: Todos.State()) { Todos() }
    var failures: [TodosStorageError] = []
    let autosave = withDependencies {
      $0.todosStorage = .file(at: url)
    } operation: {
      TodosAutosave(store: store) { failures.append($0) }
    }
    defer { autosave.cancel() }
    store.send(.todoCreated(Self.todo("Milk", 0)))
    let saved = try Data(contentsOf: url)
    // NB: A folder where the save's temporary file goes makes the save fail before its rename.
    let blocker = directory.appendingPathComponent(".todos.json.\(getpid()).tmp")
    try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: false)

    store.send(.todoCreated(Self.todo("Eggs", 1)))

    let error = try #require(autosave.lastError)
    #expect(failures == [error])
    guard case .unwritable(let path, _) = error else {
      Issue.record("expected .unwritable, got \(error)")
      return
    }
    #expect(path == url.path)
    #expect(try Data(contentsOf: url) == saved, "the previous file is unchanged")

    try FileManager.default.removeItem(at: blocker)
    store.send(.todoCreated(Self.todo("Bread", 2)))

    #expect(autosave.lastError == nil)
    #expect(failures.count == 1)
    #expect(try TodosFile.load(from: url).map(\.description) == ["Bread", "Eggs", "Milk"])
  }

  @Test func nothingIsSavedAfterCancel() throws {
    let store = Store(initialState: Todos.State()) { Todos() }
    let autosave = withDependencies {
      $0.todosStorage = .file(at: url)
    } operation: {
      TodosAutosave(store: store)
    }
    store.send(.todoCreated(Self.todo("Milk", 0)))

    autosave.cancel()
    store.send(.todoCreated(Self.todo("Eggs", 1)))

    #expect(try TodosFile.load(from: url).map(\.description) == ["Milk"])
  }

  @Test func savingWithoutAStorageFailsTheTest() {
    let store = Store(initialState: Todos.State()) { Todos() }
    let autosave = TodosAutosave(store: store)
    defer { autosave.cancel() }

    withKnownIssue("the test value of TodosStorage reports any save") {
      store.send(.todoCreated(Self.todo("Milk", 0)))
    } matching: { issue in
      issue.description.contains("Unimplemented: TodosStorage.save")
    }
  }
}

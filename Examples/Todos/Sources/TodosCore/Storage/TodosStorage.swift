import Foundation
import Kata

/// Loads and saves the list of todos.
///
/// A dependency in the struct-of-closures style: the app uses ``file(at:)`` on a JSON file,
/// and the test value fails any test that touches storage without saying how.
///
/// ```swift
/// let storage = TodosStorage.file(at: TodosStorage.defaultURL())
/// let todos = try storage.load()
/// try storage.save(todos)
/// ```
public struct TodosStorage: Sendable {
  /// The saved todos; an empty list when nothing was saved yet.
  public var load: @Sendable () throws(TodosStorageError) -> [Todo.State]
  /// Replaces the saved todos with these.
  public var save: @Sendable (_ todos: [Todo.State]) throws(TodosStorageError) -> Void

  /// Creates a storage from its two operations.
  public init(
    load: @escaping @Sendable () throws(TodosStorageError) -> [Todo.State],
    save: @escaping @Sendable (_ todos: [Todo.State]) throws(TodosStorageError) -> Void
  ) {
    self.load = load
    self.save = save
  }
}

// snippet.key
extension TodosStorage: DependencyKey {
  /// The JSON file at ``defaultURL(environment:)``.
  public static var liveValue: TodosStorage { .file(at: defaultURL()) }

  /// Fails the test that loads or saves without providing a storage.
  public static var testValue: TodosStorage {
    TodosStorage(
      load: { () throws(TodosStorageError) in
        reportIssue("Unimplemented: TodosStorage.load")
        return []
      },
      save: { (_) throws(TodosStorageError) in
        reportIssue("Unimplemented: TodosStorage.save")
      }
    )
  }
}
// snippet.end

extension DependencyValues {
  /// Where the todos are kept.
  public var todosStorage: TodosStorage {
    get { self[TodosStorage.self] }
    set { self[TodosStorage.self] = newValue }
  }
}

extension TodosStorage {
  // snippet.file
  /// The JSON file at `url`, saved atomically (see ``TodosFile``).
  ///
  /// Loading first deletes the temporary files of saves that were killed before they finished.
  public static func file(at url: URL) -> TodosStorage {
    TodosStorage(
      load: { () throws(TodosStorageError) in
        TodosFile.removeLeftovers(besides: url)
        return try TodosFile.load(from: url)
      },
      save: { (todos) throws(TodosStorageError) in try TodosFile.save(todos, to: url) }
    )
  }
  // snippet.end

  /// `$XDG_DATA_HOME/kata-todos/todos.json`, or `~/.local/share/kata-todos/todos.json` when
  /// `XDG_DATA_HOME` is unset or not an absolute path (as the XDG base directory spec says).
  public static func defaultURL(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    let dataHome: URL
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
      dataHome = URL(fileURLWithPath: xdg, isDirectory: true)
    } else {
      let home =
        environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
        ?? FileManager.default.homeDirectoryForCurrentUser
      dataHome = home.appendingPathComponent(".local/share", isDirectory: true)
    }
    return dataHome.appendingPathComponent("kata-todos/todos.json")
  }
}

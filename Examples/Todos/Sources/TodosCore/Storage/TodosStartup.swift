import Foundation
import Kata

/// The list a run of the program starts with: the saved one, or an empty one with the saved file
/// moved aside.
///
/// A file that cannot be read is never written to: loading it throws, and
/// ``TodosStorageError/isUnreadableContent`` says whether starting fresh would get past it.
public struct TodosStartup: Equatable, Sendable {
  /// The todos to start with.
  public var todos: [Todo.State]
  /// Where the previous file was moved when starting fresh; `nil` when nothing was moved.
  public var movedAside: URL?

  /// Creates a start.
  public init(todos: [Todo.State], movedAside: URL? = nil) {
    self.todos = todos
    self.movedAside = movedAside
  }

  /// Loads the saved list through the `todosStorage` dependency (which, for a file, first
  /// deletes what killed saves left behind), or, when `fresh`, moves the file at `url` aside
  /// with ``TodosFile/moveAside(_:now:)`` and starts empty.
  public static func load(fresh: Bool, url: URL) throws(TodosStorageError) -> TodosStartup {
    guard fresh else {
      @Dependency(\.todosStorage) var storage
      return TodosStartup(todos: try storage.load())
    }
    return TodosStartup(todos: [], movedAside: try TodosFile.moveAside(url))
  }
}

import Foundation
import TodosCore

extension FuzzTarget {
  /// The todos file: ``TodosFile/decode(_:path:)`` on any bytes.
  ///
  /// Checks that what it accepts survives a save: encoding the todos and decoding them again
  /// gives the same list.
  public static let todosFile = FuzzTarget(
    name: "todos-file", summary: "the todos file reader (TodosFile)"
  ) { bytes in
    guard let todos = try? TodosFile.decode(Data(bytes), path: "todos.json") else { return }
    let reread = try? TodosFile.decode(TodosFile.encode(todos), path: "todos.json")
    precondition(reread == todos, "a file that was read does not read back after saving")
  }
}

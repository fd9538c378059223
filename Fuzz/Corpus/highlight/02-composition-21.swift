import Foundation
import Kata
import TodosCore

let url = FileManager.default.temporaryDirectory.appendingPathComponent("guide-todos.json")
let storage = TodosStorage.file(at: url)
try storage.save([
  Todo.State(description: "Read the guide", id: UUID(0), isComplete: true),
  Todo.State(description: "Build something", id: UUID(1)),
])
for todo in try storage.load() {
  print(todo.isComplete ? "[x]" : "[ ]", todo.description)
}

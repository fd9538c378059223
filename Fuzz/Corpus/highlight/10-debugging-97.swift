import Foundation
import Kata
import TodosCore

let todos = (0..<6).map { Todo.State(description: "Todo \($0)", id: UUID($0)) }
let before = Todos.State(todos: IdentifiedArray(uniqueElements: todos))
var after = before
after.todos[id: UUID(3)]?.isComplete = true
after.filter = .active

print(diff(before, after) ?? "no difference")
print(diff(before, before) ?? "no difference")

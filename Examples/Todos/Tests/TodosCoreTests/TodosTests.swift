import Foundation
import Kata
import KataTestSupport
import Testing
import TodosCore

@MainActor
@Suite struct TodosTests {
  let clock = TestClock()

  @Test func addTodoInsertsItAtTheTop() async {
    let store = TestStore(initialState: Todos.State()) {
      Todos()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addTodoSubmitted("Milk"))
    await store.receive(\.todoCreated) {
      $0.todos.insert(Todo.State(description: "Milk", id: UUID(0)), at: 0)
    }
    await store.send(.addTodoSubmitted("  Eggs "))
    await store.receive(\.todoCreated) {
      $0.todos.insert(Todo.State(description: "Eggs", id: UUID(1)), at: 0)
    }
    await store.send(.addTodoSubmitted("   "))
  }

  @Test func editTodoChangesItsDescription() async {
    let state = Todos.State(todos: [Todo.State(description: "", id: UUID(0))])
    let store = TestStore(initialState: state) { Todos() }

    await store.send(.todos(.element(id: UUID(0), action: .descriptionChanged("Learn Kata")))) {
      $0.todos[id: UUID(0)]?.description = "Learn Kata"
    }
  }

  @Test func completeTodoSortsItToTheBottomAfterASecond() async {
    let state = Todos.State(todos: [
      Todo.State(description: "", id: UUID(0)),
      Todo.State(description: "", id: UUID(1)),
    ])
    let store = TestStore(initialState: state) {
      Todos()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.todos(.element(id: UUID(0), action: .toggleCompletionButtonTapped))) {
      $0.todos[id: UUID(0)]?.isComplete = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.sortCompletedTodos) {
      $0.todos = [$0.todos[1], $0.todos[0]]
    }
  }

  @Test func completeTodoDebouncesTheSort() async {
    let state = Todos.State(todos: [
      Todo.State(description: "", id: UUID(0)),
      Todo.State(description: "", id: UUID(1)),
    ])
    let store = TestStore(initialState: state) {
      Todos()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.todos(.element(id: UUID(0), action: .toggleCompletionButtonTapped))) {
      $0.todos[id: UUID(0)]?.isComplete = true
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(.todos(.element(id: UUID(0), action: .toggleCompletionButtonTapped))) {
      $0.todos[id: UUID(0)]?.isComplete = false
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.sortCompletedTodos)
  }

  @Test func clearCompletedRemovesOnlyCompletedTodos() async {
    let state = Todos.State(todos: [
      Todo.State(description: "", id: UUID(0)),
      Todo.State(description: "", id: UUID(1), isComplete: true),
    ])
    let store = TestStore(initialState: state) { Todos() }

    await store.send(.clearCompletedButtonTapped) {
      $0.todos = [$0.todos[0]]
    }
  }

  @Test func deleteRemovesTheTodoAtTheOffset() async {
    let state = Todos.State(todos: [
      Todo.State(description: "", id: UUID(0)),
      Todo.State(description: "", id: UUID(1)),
      Todo.State(description: "", id: UUID(2)),
    ])
    let store = TestStore(initialState: state) { Todos() }

    await store.send(.delete([1])) {
      $0.todos = [$0.todos[0], $0.todos[2]]
    }
  }

  @Test func deleteWhileFilteredRemovesTheShownTodo() async {
    let state = Todos.State(
      filter: .completed,
      todos: [
        Todo.State(description: "", id: UUID(0)),
        Todo.State(description: "", id: UUID(1)),
        Todo.State(description: "", id: UUID(2), isComplete: true),
      ]
    )
    let store = TestStore(initialState: state) { Todos() }

    await store.send(.delete([0])) {
      $0.todos = [$0.todos[0], $0.todos[1]]
    }
  }

  @Test func moveReordersAndThenSortsCompletedTodos() async {
    let state = Todos.State(todos: [
      Todo.State(description: "", id: UUID(0)),
      Todo.State(description: "", id: UUID(1)),
      Todo.State(description: "", id: UUID(2)),
    ])
    let store = TestStore(initialState: state) {
      Todos()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.move([0], 2)) {
      $0.todos = [$0.todos[1], $0.todos[0], $0.todos[2]]
    }
    await clock.advance(by: .milliseconds(100))
    await store.receive(\.sortCompletedTodos)
  }

  @Test func moveWhileFilteredMovesWithinTheWholeList() async {
    let state = Todos.State(
      filter: .active,
      todos: [
        Todo.State(description: "", id: UUID(0)),
        Todo.State(description: "", id: UUID(1), isComplete: true),
        Todo.State(description: "", id: UUID(2)),
        Todo.State(description: "", id: UUID(3)),
      ]
    )
    let store = TestStore(initialState: state) {
      Todos()
    } withDependencies: {
      $0.continuousClock = clock
    }

    // Shown: 0, 2, 3. Moving the first before the third shown puts todo 0 before todo 3.
    await store.send(.move([0], 2)) {
      $0.todos = [$0.todos[1], $0.todos[2], $0.todos[0], $0.todos[3]]
    }
    await clock.advance(by: .milliseconds(100))
    await store.receive(\.sortCompletedTodos) {
      $0.todos = [$0.todos[1], $0.todos[2], $0.todos[3], $0.todos[0]]
    }
  }

  @Test func moveWithOffsetsThatPointNowhereIsIgnored() async {
    let state = Todos.State(todos: [Todo.State(description: "", id: UUID(0))])
    let store = TestStore(initialState: state) { Todos() }

    await store.send(.move([3], 0))
    await store.send(.move([0], 7))
  }

  @Test func editWhileFilteredChangesTheShownTodo() async throws {
    let state = Todos.State(
      filter: .completed,
      todos: [
        Todo.State(description: "", id: UUID(0)),
        Todo.State(description: "", id: UUID(1), isComplete: true),
      ]
    )
    let store = TestStore(initialState: state) { Todos() }

    let shown = try #require(store.state.filteredTodos.first)
    await store.send(.todos(.element(id: shown.id, action: .descriptionChanged("Done")))) {
      $0.todos[id: UUID(1)]?.description = "Done"
    }
  }

  @Test func filteredTodosFollowTheFilter() {
    var state = Todos.State(todos: [
      Todo.State(description: "a", id: UUID(0)),
      Todo.State(description: "b", id: UUID(1), isComplete: true),
    ])
    #expect(state.filteredTodos.map(\.description) == ["a", "b"])
    state.filter = .active
    #expect(state.filteredTodos.map(\.description) == ["a"])
    state.filter = .completed
    #expect(state.filteredTodos.map(\.description) == ["b"])
  }
}

import Foundation
import Kata
import KataTestSupport
import Testing
import TodosCore

/// The interactive list's keys, as commands: each test performs commands as the front end does
/// and sends the actions they give to a `TestStore` of the real list feature.
@MainActor
@Suite struct TodosScreenStateTests {
  let clock = TestClock()

  /// Milk, Eggs (done), Bread; their ids start at 10, clear of the ones new todos get.
  static let list = Todos.State(todos: [
    Todo.State(description: "Milk", id: UUID(10)),
    Todo.State(description: "Eggs", id: UUID(11), isComplete: true),
    Todo.State(description: "Bread", id: UUID(12)),
  ])

  func makeStore(_ state: Todos.State = list) -> TestStoreOf<Todos> {
    TestStore(initialState: state) {
      Todos()
    } withDependencies: {
      $0.continuousClock = clock
      $0.uuid = .incrementing
    }
  }

  @Test func addingOpensAnEmptyFieldAndTheNewTodoIsSelectedAtTheTop() async throws {
    let store = makeStore()
    var screen = TodosScreenState(selection: 2)

    #expect(screen.perform(.addTodo, in: store.state) == .init(editorText: ""))
    #expect(screen.mode == .adding)
    #expect(!screen.isSelected(2, in: store.state), "the open field hides the selection")
    let submitted = screen.perform(.submitEditor("Oat milk"), in: store.state)

    #expect(screen.mode == .browsing)
    await store.send(try #require(submitted.action))
    await store.receive(\.todoCreated) {
      $0.todos.insert(Todo.State(description: "Oat milk", id: UUID(0)), at: 0)
    }
    #expect(screen.isSelected(0, in: store.state))
  }

  @Test func editingChangesTheTodoThatWasSelectedUnderTheFilter() async throws {
    let store = makeStore(Todos.State(filter: .active, todos: Self.list.todos))
    var screen = TodosScreenState()
    _ = screen.perform(.selectNext, in: store.state)

    let opened = screen.perform(.editSelected, in: store.state)
    #expect(opened.editorText == "Bread", "the second shown todo is Bread, not Eggs")
    #expect(screen.mode == .editing(UUID(12)))
    let submitted = screen.perform(.submitEditor("Rye bread"), in: store.state)

    await store.send(try #require(submitted.action)) {
      $0.todos[id: UUID(12)]?.description = "Rye bread"
    }
    #expect(screen.mode == .browsing)
  }

  @Test func cancellingTheFieldSendsNothing() {
    var screen = TodosScreenState()
    _ = screen.perform(.editSelected, in: Self.list)

    #expect(screen.perform(.cancelEditor, in: Self.list) == .init())
    #expect(screen.mode == .browsing)
  }

  @Test func listCommandsDoNothingWhileTyping() {
    var screen = TodosScreenState()
    _ = screen.perform(.addTodo, in: Self.list)

    for command in [TodosScreenState.Command.quit, .deleteSelected, .selectNext, .nextFilter] {
      #expect(screen.perform(command, in: Self.list) == .init(), "\(command) while typing")
    }
    #expect(screen.mode == .adding)
    #expect(screen.selection == 0)
  }

  @Test func fieldCommandsDoNothingWhileBrowsing() {
    var screen = TodosScreenState()

    #expect(screen.perform(.submitEditor("x"), in: Self.list) == .init())
    #expect(screen.perform(.cancelEditor, in: Self.list) == .init())
    #expect(screen.mode == .browsing)
  }

  @Test func theSelectionMovesWithinTheShownList() {
    var screen = TodosScreenState()

    _ = screen.perform(.selectPrevious, in: Self.list)
    #expect(screen.selectedOffset(in: Self.list) == 0)
    for _ in 0..<5 { _ = screen.perform(.selectNext, in: Self.list) }
    #expect(screen.selectedOffset(in: Self.list) == 2)

    let active = Todos.State(filter: .active, todos: Self.list.todos)
    #expect(screen.selectedOffset(in: active) == 1, "two todos are shown, so the last is 1")
    _ = screen.perform(.selectPrevious, in: active)
    #expect(screen.selectedOffset(in: active) == 0)
  }

  @Test func toggleActsOnTheSelectedShownTodo() async throws {
    let store = makeStore(Todos.State(filter: .completed, todos: Self.list.todos))
    var screen = TodosScreenState(selection: 2)

    let reaction = screen.perform(.toggleSelected, in: store.state)

    await store.send(try #require(reaction.action)) {
      $0.todos[id: UUID(11)]?.isComplete = false
    }
    await clock.advanceOnceAsleep(by: .seconds(1))
    await store.receive(\.sortCompletedTodos)
  }

  @Test func deleteRemovesTheSelectedTodoAndTheSelectionStaysInTheList() async throws {
    let store = makeStore()
    var screen = TodosScreenState(selection: 2)

    let reaction = screen.perform(.deleteSelected, in: store.state)

    await store.send(try #require(reaction.action)) {
      $0.todos.remove(id: UUID(12))
    }
    #expect(screen.selectedOffset(in: store.state) == 1)
  }

  @Test func anEmptyListHasNothingToEditToggleDeleteOrMove() {
    var screen = TodosScreenState()
    let empty = Todos.State()

    for command in [
      TodosScreenState.Command.editSelected, .toggleSelected, .deleteSelected, .moveSelectedUp,
      .moveSelectedDown,
    ] {
      #expect(screen.perform(command, in: empty) == .init(), "\(command) on an empty list")
    }
    #expect(screen.mode == .browsing)
  }

  @Test func movingDownTakesTheSelectionAlong() async throws {
    let store = makeStore()
    var screen = TodosScreenState()

    let reaction = screen.perform(.moveSelectedDown, in: store.state)

    await store.send(try #require(reaction.action)) {
      $0.todos = [$0.todos[1], $0.todos[0], $0.todos[2]]
    }
    #expect(screen.selectedOffset(in: store.state) == 1)
    #expect(store.state.filteredTodos[1].description == "Milk")
    await clock.advanceOnceAsleep(by: .milliseconds(100))
    await store.receive(\.sortCompletedTodos) {
      $0.todos = [$0.todos[1], $0.todos[2], $0.todos[0]]
    }
  }

  @Test func movingUpTakesTheSelectionAlong() async throws {
    let store = makeStore()
    var screen = TodosScreenState(selection: 2)

    let reaction = screen.perform(.moveSelectedUp, in: store.state)

    await store.send(try #require(reaction.action)) {
      $0.todos = [$0.todos[0], $0.todos[2], $0.todos[1]]
    }
    #expect(screen.selectedOffset(in: store.state) == 1)
    #expect(store.state.filteredTodos[1].description == "Bread")
    await clock.advanceOnceAsleep(by: .milliseconds(100))
    await store.receive(\.sortCompletedTodos)
  }

  @Test func theFirstTodoDoesNotMoveUpNorTheLastDown() {
    var top = TodosScreenState()
    var bottom = TodosScreenState(selection: 2)

    #expect(top.perform(.moveSelectedUp, in: Self.list) == .init())
    #expect(bottom.perform(.moveSelectedDown, in: Self.list) == .init())
    #expect(top.selection == 0)
    #expect(bottom.selection == 2)
  }

  @Test func theFilterCyclesAndTheSelectionGoesBackToTheTop() async throws {
    let store = makeStore()
    var screen = TodosScreenState(selection: 2)

    for filter in [Filter.active, .completed, .all] {
      let reaction = screen.perform(.nextFilter, in: store.state)
      #expect(screen.selection == 0)
      await store.send(try #require(reaction.action)) { $0.filter = filter }
      _ = screen.perform(.selectNext, in: store.state)
    }
  }

  @Test func clearCompletedAndQuit() async throws {
    let store = makeStore()
    var screen = TodosScreenState()

    let reaction = screen.perform(.clearCompleted, in: store.state)
    await store.send(try #require(reaction.action)) {
      $0.todos.remove(id: UUID(11))
    }
    #expect(screen.perform(.quit, in: store.state) == .init(quits: true))
  }
}

import Foundation
import Kata

/// A list of todos: add, edit, complete, delete, move, filter, clear the completed ones.
///
/// Each row is a ``Todo`` feature, run by `forEach` on the identified array of todos. A
/// completed todo sinks below the active ones after ``completionSortDelay``, and a further
/// completion within that time starts the wait again, so the list does not jump while the
/// user is still ticking things off.
public struct Todos: Reducer, Sendable {
  /// The list and what it shows.
  public struct State: Equatable, Sendable {
    /// Which todos are shown.
    public var filter: Filter
    /// Every todo, in the order shown under ``Filter/all``.
    public var todos: IdentifiedArrayOf<Todo.State>

    /// Creates a list.
    public init(filter: Filter = .all, todos: IdentifiedArrayOf<Todo.State> = []) {
      self.filter = filter
      self.todos = todos
    }

    /// The todos the current filter shows, in list order.
    ///
    /// Numbers and offsets that the user sees (in `delete` and `move`) are positions in this
    /// list.
    public var filteredTodos: IdentifiedArrayOf<Todo.State> {
      switch filter {
      case .all: return todos
      case .active: return todos.filter { !$0.isComplete }
      case .completed: return todos.filter(\.isComplete)
      }
    }
  }

  /// What can happen to the list.
  @CasePathable
  public enum Action: Equatable, Codable, Sendable {
    case addTodoSubmitted(String)
    case clearCompletedButtonTapped
    case delete(IndexSet)
    case filterPicked(Filter)
    case move(IndexSet, Int)
    case sortCompletedTodos
    case todoCreated(Todo.State)
    case todos(IdentifiedActionOf<Todo>)
  }

  /// Identifies the list's cancellable effects.
  public enum CancelID: Hashable, Sendable {
    case todoCompletion
  }

  /// How long after the last completion the completed todos sink to the bottom.
  public let completionSortDelay: Duration

  @Dependency(\.continuousClock) var clock
  @Dependency(\.uuid) var uuid

  /// Creates the list feature.
  ///
  /// - Parameter completionSortDelay: How long to wait after a todo is completed before
  ///   sorting; one second unless told otherwise.
  public init(completionSortDelay: Duration = .seconds(1)) {
    self.completionSortDelay = completionSortDelay
  }

  // snippet.reducer
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTodoSubmitted(let description):
        let description = description.trimmingCharacters(in: .whitespaces)
        guard !description.isEmpty else { return .none }
        // NB: The new id comes from a dependency, so it travels in an action of its own: an
        // action recording then holds the id, and replaying it gives the todo the same one.
        return .send(.todoCreated(Todo.State(description: description, id: uuid())))

      case .clearCompletedButtonTapped:
        state.todos.removeAll(where: \.isComplete)
        return .none

      case .delete(let offsets):
        let filteredTodos = state.filteredTodos
        for offset in offsets where filteredTodos.indices.contains(offset) {
          state.todos.remove(id: filteredTodos[offset].id)
        }
        return .none

      case .filterPicked(let filter):
        state.filter = filter
        return .none

      case .move(var source, var destination):
        if state.filter != .all {
          // NB: The offsets are positions in the filtered list; the move happens in the full
          // one, so translate them through the todos' ids.
          let filteredTodos = state.filteredTodos
          source = IndexSet(
            source.compactMap { offset in
              filteredTodos.indices.contains(offset)
                ? state.todos.index(id: filteredTodos[offset].id) : nil
            }
          )
          destination =
            destination < filteredTodos.endIndex
            ? state.todos.index(id: filteredTodos[destination].id) ?? destination
            : state.todos.endIndex
        }
        // NB: Offsets can come from a recording on disk; ignore ones that point nowhere.
        guard
          source.allSatisfy(state.todos.indices.contains),
          (0...state.todos.count).contains(destination)
        else { return .none }
        state.todos.move(fromOffsets: source, toOffset: destination)
        return .run { send in
          try await clock.sleep(for: .milliseconds(100))
          await send(.sortCompletedTodos)
        }

      case .sortCompletedTodos:
        state.todos.sort { $1.isComplete && !$0.isComplete }
        return .none

      case .todos(.element(id: _, action: .toggleCompletionButtonTapped)):
        return .run { [delay = completionSortDelay] send in
          try await clock.sleep(for: delay)
          await send(.sortCompletedTodos)
        }
        .cancellable(id: CancelID.todoCompletion, cancelInFlight: true)

      case .todos:
        return .none

      case .todoCreated(let todo):
        state.todos.insert(todo, at: 0)
        return .none
      }
    }
    .forEach(\.todos, action: \.todos) {
      Todo()
    }
  }
  // snippet.end
}

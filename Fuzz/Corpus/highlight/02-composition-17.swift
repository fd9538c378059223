extension Todos: Reducer {
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTodoSubmitted(let description):
        return .send(.todoCreated(Todo.State(description: description, id: uuid())))

      case .clearCompletedButtonTapped:
        state.todos.removeAll(where: \.isComplete)
        return .none

      case .delete(let offsets):
        let filteredTodos = state.filteredTodos
        for offset in offsets {
          state.todos.remove(id: filteredTodos[offset].id)
        }
        return .none

      case .filterPicked(let filter):
        state.filter = filter
        return .none

      case .sortCompletedTodos:
        state.todos.sort { $1.isComplete && !$0.isComplete }
        return .none

      case .todos(.element(id: _, action: .toggleCompletionButtonTapped)):
        return .run { send in
          try await clock.sleep(for: .seconds(1))
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
}

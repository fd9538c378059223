import Kata

/// Saves the list after every change to it, one save at a time, in the order of the changes.
///
/// It observes the store's todos (not the filter: choosing what to show saves nothing) and saves
/// them through the ``TodosStorage`` dependency on the main actor as each send finishes, so the
/// file always holds the list after the last send that changed it. A save that fails leaves the
/// previous file as it was (``TodosFile`` writes atomically); its error goes to `onFailure` and
/// stays in ``lastError`` until a later save succeeds. Nothing is saved at start, so a list that
/// is only looked at is never rewritten.
///
/// ```swift
/// let autosave = TodosAutosave(store: store) { error in print("error: \(error)") }
/// defer { autosave.cancel() }
/// ```
@MainActor
public final class TodosAutosave {
  /// Why the last save failed; `nil` when it succeeded or nothing was saved yet.
  public private(set) var lastError: TodosStorageError?
  private var subscription: StoreSubscription?

  /// Starts saving `store`'s list through the `todosStorage` dependency in effect here.
  ///
  /// - Parameters:
  ///   - store: The store whose list is saved.
  ///   - onFailure: Told about each save that fails, right after it failed.
  public init(
    store: StoreOf<Todos>,
    onFailure: @escaping @MainActor (TodosStorageError) -> Void = { _ in }
  ) {
    @Dependency(\.todosStorage) var storage
    // NB: `observe` compares the selected value, so it calls back once per send that changed the
    // todos themselves; a filter change or an ignored action saves nothing.
    subscription = store.observe({ $0.todos }) { [weak self] todos in
      do throws(TodosStorageError) {
        try storage.save(todos.elements)
        self?.lastError = nil
      } catch {
        self?.lastError = error
        onFailure(error)
      }
    }
  }

  /// Stops saving; changes made after this are not saved.
  public func cancel() {
    subscription?.cancel()
    subscription = nil
  }
}

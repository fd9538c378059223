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

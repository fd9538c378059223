extension Store {
  /// A store for a presented child — a destination, a stack element — or `nil` while nothing
  /// is presented.
  ///
  /// ```swift
  /// if let login = store.scope(state: \.destination?.login, action: \.destination.login) {
  ///   drawLogin(login)
  /// }
  /// let detail = store.scope(state: \.path[id: id], action: \.path[id: id])
  /// ```
  ///
  /// The child store stays safe to keep after the child goes away (dismissed, popped, or
  /// replaced by another enum case or another `Identifiable` id): it then sends nothing, its
  /// observers are no longer called, and ``state`` keeps the last value the store read (as a
  /// front end drawing it, or an observer, does); it never shows the state of the child that
  /// replaced it. Scope again to show a new child.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    access.scope(state: toChildState, action: toChildAction).map {
      Store<ChildState, ChildAction>(access: $0)
    }
  }
}

/// Runs a child reducer on part of the parent's state, for the child's actions.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.profile, action: \.profile) {
///     Profile()
///   }
///   Reduce { state, action in … }
/// }
/// ```
///
/// The child runs in place on the parent's state (no copy), and its effects' actions are
/// wrapped back into the parent's action.
///
/// When the parent's state is an enum, `state` is a case key path, as in a destination:
///
/// ```swift
/// Scope(state: \.login, action: \.login) {
///   Login()
/// }
/// ```
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  @usableFromInline let toChildState: StatePath
  /// The child's property, when `@ObservableState` tracks it: changed in place through it.
  @usableFromInline let trackedChild: TrackedProperty<ParentState, Child.State>?
  @usableFromInline let toChildAction: AnyCasePath<ParentAction, Child.Action>
  @usableFromInline let toChildActionKeyPath: CaseKeyPath<ParentAction, Child.Action>
  @usableFromInline let child: Child
  /// How a route calls the parent's other reducers at this level (see `RawReduce`), made here,
  /// in the app's module.
  @usableFromInline let rawReduce: RawReduce
  /// How a route embeds this child's actions at this level (see `RawEmbed`), made here too.
  @usableFromInline let rawEmbed: RawEmbed

  /// Runs `child` on `state` for actions of the `action` case.
  ///
  /// - Parameters:
  ///   - toChildState: A writable key path from the parent state to the child state
  ///     (`state:`).
  ///   - toChildAction: A case key path from the parent action to the child action
  ///     (`action:`).
  ///   - child: The child reducer.
  @inlinable
  @_disfavoredOverload
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .keyPath(toChildState)
    self.trackedChild = TrackedProperty(toChildState)
    self.toChildAction = fastCasePath(toChildAction)
    self.toChildActionKeyPath = toChildAction
    self.child = child()
    self.rawReduce = makeRawReduce(ParentState.self, ParentAction.self)
    self.rawEmbed = makeRawEmbed(Child.Action.self)
  }

  /// Runs `child` on `state` for actions of the `action` case: ``init(state:action:child:)``
  /// without the `state:` label.
  ///
  /// ```swift
  /// Scope(\.profile, action: \.profile) {
  ///   Profile()
  /// }
  /// ```
  @inlinable
  public init<ChildState, ChildAction>(
    _ toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(state: toChildState, action: toChildAction, child: child)
  }

  /// Runs `child` on the case `state` of the parent's enum state, for actions of the `action`
  /// case; a child action that arrives while the state is in another case is reported and
  /// ignored.
  ///
  /// - Parameters:
  ///   - toChildState: A case key path from the parent's enum state to the child state
  ///     (`state:`).
  ///   - toChildAction: A case key path from the parent action to the child action
  ///     (`action:`).
  ///   - child: The child reducer.
  ///   - fileID: The file an issue about this call is reported in; the caller's by default.
  ///   - filePath: The full path of that file; the caller's by default.
  ///   - line: The line an issue is reported at; the caller's by default.
  ///   - column: The column an issue is reported at; the caller's by default.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .casePath(
      fastCasePath(toChildState),
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    self.trackedChild = nil
    self.toChildAction = fastCasePath(toChildAction)
    self.toChildActionKeyPath = toChildAction
    self.child = child()
    self.rawReduce = makeRawReduce(ParentState.self, ParentAction.self)
    self.rawEmbed = makeRawEmbed(Child.Action.self)
  }

  /// Where the child's state is: a property of the parent's, or a case of its enum.
  @usableFromInline
  enum StatePath {
    case keyPath(WritableKeyPath<ParentState, Child.State>)
    case casePath(AnyCasePath<ParentState, Child.State>, location: _SourceLocation)
  }

  init(
    toChildState: StatePath,
    trackedChild: TrackedProperty<ParentState, Child.State>?,
    toChildAction: AnyCasePath<ParentAction, Child.Action>,
    toChildActionKeyPath: CaseKeyPath<ParentAction, Child.Action>,
    child: Child,
    rawReduce: @escaping RawReduce,
    rawEmbed: @escaping RawEmbed
  ) {
    self.toChildState = toChildState
    self.trackedChild = trackedChild
    self.toChildAction = toChildAction
    self.toChildActionKeyPath = toChildActionKeyPath
    self.child = child
    self.rawReduce = rawReduce
    self.rawEmbed = rawEmbed
  }

  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    let toChildAction = self.toChildAction
    let effect: Effect<Child.Action>
    switch toChildState {
    case let .keyPath(toChildState):
      effect = toChildState.modify(&state, tracked: trackedChild) {
        child.reduce(into: &$0, action: childAction)
      }
    case let .casePath(toChildState, location):
      guard var childState = toChildState.extract(from: state) else {
        reportOtherCase(action, location: location)
        return .none
      }
      effect = child.reduce(into: &childState, action: childAction)
      state = toChildState.embed(childState)
    }
    if case .none = effect.operation { return .none }
    return effect.map { toChildAction.embed($0) }
  }
}

extension Scope {
  @usableFromInline
  func reportOtherCase(_ action: ParentAction, location: _SourceLocation) {
    location.report(
      """
      A "Scope" at "\(location.fileID):\(location.line)" received a child action when the \
      state was in another case:

        \(String(customDumping: action).indent(by: 2).dropFirst(2))

      The action was ignored.
      """
    )
  }
}

extension Scope: HopReducer {
  typealias ChildBody = (inout Child.State) -> Effect<Child.Action>

  func hop(
    state toChildState: AnyKeyPath, optional: Bool, action toChildAction: AnyKeyPath,
    in _: ParentState
  ) -> Any? {
    guard !optional, case let .keyPath(ownState) = self.toChildState,
      ownState as AnyKeyPath == toChildState,
      toChildActionKeyPath as AnyKeyPath == toChildAction
    else { return nil }
    let embed = self.toChildAction.embed
    // NB: A stored property (the usual case) is reached by its offset, in place; a key path
    // goes through the runtime's projection, with type lookups, at every level. A property
    // `@ObservableState` tracks is reached at its offset too, its state renewed after the step.
    let offset = MemoryLayout<ParentState>.offset(of: ownState) ?? trackedChild?.offset
    let renew = trackedChild?.renew
    let run: (inout ParentState, UnsafePointer<ParentAction>?, ChildBody) -> Effect<ParentAction> =
      if let offset {
        { state, _, body in scopeStep(&state, at: offset, renew: renew, embed: embed, body) }
      } else {
        { state, _, body in
          let effect = body(&state[keyPath: ownState])
          if case .none = effect.operation { return .none }
          return effect.map(embed)
        }
      }
    // NB: A property `@ObservableState` tracks is not handed to the route as a key path to
    // write through (which would copy it): sends take the step, which changes it in place.
    return Hop<ParentState, ParentAction, Child.State, Child.Action>(
      run: run, needsAction: false, embed: embed, child: child, isAlive: nil,
      statePath: trackedChild == nil ? ownState : nil,
      readPath: trackedChild == nil ? nil : ownState, offset: offset, renew: renew,
      embedInPlace: offset == nil ? nil : fastEmbedding(toChildActionKeyPath),
      rawReduce: rawReduce, rawEmbed: rawEmbed)
  }
}

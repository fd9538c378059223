/// A path from a root feature to a feature nested in it, that a scoped store sends along.
///
/// Sending a child's action through the root reducer means embedding it in the root's action,
/// then extracting it again at every level on the way down, with case paths that cost far more
/// than the work the levels do. A route knows the way instead: at each level it runs the
/// reducers that also see the action (a parent's `Reduce`, `onChange`, …) with the action
/// embedded once, and hands the child its action and its state directly. The result is the same
/// as sending the embedded action to the root, level for level: the same reducers run, in the
/// same order, on the same state, and return the same effects.
///
/// A route is built when the store is scoped, from the store's resolved reducer: through plain
/// `Scope`s, presentations (`ifLet(\.$destination, …)`) and stacks (`forEach(\.path, …)`).
/// Anywhere else (a child nested inside another operator, `ifCaseLet`, …) the scoped store
/// sends the embedded action to the root instead.
///
/// NB: A class rather than a struct: a send runs unspecialised, where reading a property of a
/// generic struct looks the struct's metadata up in the runtime's cache (about a third of a
/// send to a plainly scoped child), while a class instance carries its own.
@MainActor
final class StoreRoute<RootState, RootAction, State, Action> {
  /// Runs on the root's state what the root reducer does for this feature's action.
  ///
  /// `body` does the feature's own reducer's work on its state. `action` is given when
  /// `needsAction`: for the other reducers on the way.
  ///
  /// NB: The action is lent by pointer, not passed as an `Action?`: the layout of an optional
  /// of a generic type is looked up in the runtime's metadata cache on every use, which at
  /// every level of a route cost more than the levels' work.
  let apply:
    @MainActor (inout RootState, UnsafePointer<Action>?, (inout State) -> Effect<Action>) ->
      Effect<RootAction>
  /// Whether `apply` needs the action.
  let needsAction: Bool
  /// Wraps the feature's action in the root's action, for queues and recorders.
  let embed: @Sendable (Action) -> RootAction
  /// The feature's reducer.
  let reducer: any Reducer<State, Action>
  /// Reads the feature's state.
  let read: @MainActor (RootState) -> State?
  /// Whether the feature is still the one the route was made for; `nil` when it always is
  /// (plain scopes only).
  let isAlive: (@MainActor (RootState) -> Bool)?
  /// Where the feature's state is, when only plain scopes lead to it and nothing else on the
  /// way sees its actions: a send then runs the feature's reducer right there.
  let statePath: WritableKeyPath<RootState, State>?
  /// Where the feature's state is, when only `Scope`s lead to it (others may watch): reading it
  /// then takes one key path instead of a closure per level.
  let readPath: KeyPath<RootState, State>?
  /// Whether a send checks that the feature is there before it starts (see
  /// `Hop.checksAliveFirst`).
  let checksAliveFirst: Bool
  /// The `Scope`s that lead to the feature, when the last step is one: a further `Scope` joins
  /// them (see `FlatSegment`).
  let segment: FlatSegment<RootState, RootAction>?
  /// Whether this is the route to the root itself.
  let isRoot: Bool

  init(
    apply:
      @escaping @MainActor (
        inout RootState, UnsafePointer<Action>?, (inout State) -> Effect<Action>
      ) -> Effect<RootAction>,
    needsAction: Bool, embed: @escaping @Sendable (Action) -> RootAction,
    reducer: any Reducer<State, Action>, read: @escaping @MainActor (RootState) -> State?,
    isAlive: (@MainActor (RootState) -> Bool)?, statePath: WritableKeyPath<RootState, State>?,
    readPath: KeyPath<RootState, State>?, checksAliveFirst: Bool,
    segment: FlatSegment<RootState, RootAction>? = nil, isRoot: Bool = false
  ) {
    self.apply = apply
    self.needsAction = needsAction
    self.embed = embed
    self.reducer = reducer
    self.read = read
    self.isAlive = isAlive
    self.statePath = statePath
    self.readPath = readPath
    self.checksAliveFirst = checksAliveFirst
    self.segment = segment
    self.isRoot = isRoot
  }

  /// Whether a send checks on the way that the feature is still there.
  ///
  /// Where a presentation or a stack steps to it, rather than before the send starts: no
  /// reducer on the way runs before those steps, so a send that finds the feature gone stops
  /// there with nothing changed, and the check costs nothing more. Before the send, it reads
  /// the state through `read`, whose key path copies it level by level.
  var checksAliveOnTheWay: Bool { isAlive != nil && !checksAliveFirst }
}

extension StoreRoute where RootState == State, RootAction == Action {
  /// The route to the root itself.
  static func root(_ reducer: any Reducer<State, Action>) -> StoreRoute {
    StoreRoute(
      apply: { state, _, body in body(&state) }, needsAction: false, embed: { $0 },
      reducer: reducer, read: { $0 }, isAlive: nil, statePath: \State.self,
      readPath: \State.self, checksAliveFirst: false, isRoot: true)
  }
}

extension StoreRoute {
  /// The route one level further down, or `nil` when the feature's reducer does not reach the
  /// child in a way a route can follow.
  ///
  /// The feature's reducer must be one step (a `Scope`, presentation or stack), or a sequence
  /// of reducers with exactly one such step for the child; the others run as they would.
  func child<ChildState, ChildAction>(
    state toChildState: AnyKeyPath,
    optional: Bool,
    action toChildAction: CaseKeyPath<Action, ChildAction>,
    read readChild: @escaping @MainActor (State) -> ChildState?,
    in root: RootState
  ) -> StoreRoute<RootState, RootAction, ChildState, ChildAction>? {
    guard isAlive?(root) ?? true, let current = read(root),
      let hop: Hop<State, Action, ChildState, ChildAction> = findHop(
        in: reducer, state: toChildState, optional: optional, action: toChildAction,
        current: current)
    else { return nil }
    let passAction = needsAction || hop.needsAction
    let apply = self.apply
    let run = hop.run
    let embedChild = hop.embed
    let embed = self.embed
    let read = self.read
    let isAlive = self.isAlive
    let hopIsAlive = hop.isAlive
    var childApply:
      @MainActor (
        inout RootState, UnsafePointer<ChildAction>?, (inout ChildState) -> Effect<ChildAction>
      ) -> Effect<RootAction> = { root, childAction, body in
        guard passAction, let childAction else {
          return apply(&root, nil) { state in run(&state, nil, body) }
        }
        // NB: Lent as `&action` rather than through `withUnsafePointer(to:)`, which is not
        // inlined here and looks up the metadata of its result type on every call.
        var action = embedChild(childAction.pointee)
        return apply(&root, &action) { state in run(&state, &action, body) }
      }
    let childSegment = flatSegment(adding: hop)
    if let childSegment {
      childApply = { root, childAction, body in
        childSegment.run(&root, passAction ? childAction : nil, body)
      }
    }
    let readPath = self.readPath
    var childIsAlive = isAlive
    if let hopIsAlive {
      childIsAlive = { root in
        guard isAlive?(root) ?? true else { return false }
        guard let readPath else { return read(root).map(hopIsAlive) ?? false }
        return hopIsAlive(root[keyPath: readPath])
      }
    }
    var childReadPath: KeyPath<RootState, ChildState>?
    if let readPath, let hopPath = hop.statePath ?? hop.readPath {
      childReadPath = readPath.appending(path: hopPath)
    }
    let childRead: @MainActor (RootState) -> ChildState? =
      if let childReadPath {
        { root in root[keyPath: childReadPath] }
      } else {
        { root in read(root).flatMap(readChild) }
      }
    var statePath: WritableKeyPath<RootState, ChildState>?
    if let parentPath = self.statePath, let hopPath = hop.statePath, !passAction {
      statePath = parentPath.appending(path: hopPath)
    }
    return StoreRoute<RootState, RootAction, ChildState, ChildAction>(
      apply: childApply, needsAction: passAction, embed: { embed(embedChild($0)) },
      reducer: hop.child, read: childRead, isAlive: childIsAlive, statePath: statePath,
      readPath: childReadPath, checksAliveFirst: checksAliveFirst || hop.checksAliveFirst,
      segment: childSegment)
  }

  /// The flat run of levels down to the child, when `hop` is a `Scope` on a stored property:
  /// this route's own run with the hop added, or a new one from this route's feature; when `hop`
  /// has a `flatLevel`, this route's run with it added, if there is one.
  func flatSegment<ChildState, ChildAction>(
    adding hop: Hop<State, Action, ChildState, ChildAction>
  ) -> FlatSegment<RootState, RootAction>? {
    if let flatLevel = hop.flatLevel {
      // NB: Only inside a run of levels: a step alone is cheaper through its own closure than
      // through a segment's buffers.
      return segment?.appending(flatLevel)
    }
    guard let offset = hop.offset, let embedInPlace = hop.embedInPlace, hop.isAlive == nil
    else { return nil }
    let level = ScopeLevel<State, Action, ChildState, ChildAction>(
      offset: offset, embed: embedInPlace, embedEffect: hop.embed, before: hop.before,
      after: hop.after, rawReduce: hop.rawReduce, rawEmbed: hop.rawEmbed, renew: hop.renew)
    if let segment { return segment.appending(level) }
    guard !isRoot else { return FlatSegment(base: nil, levels: [level]) }
    let apply = self.apply
    return FlatSegment(
      base: { root, action, body in
        apply(&root, action?.assumingMemoryBound(to: Action.self)) { state in
          Effect(erased: body(raw(&state)))
        }
      },
      levels: [level])
  }
}

extension Reducer {
  /// The reducers this resolved reducer runs in order: its parts when it is a sequence, itself
  /// otherwise, without the boxes resolution puts around them.
  ///
  /// A store's reducer is resolved when the store is made (see `resolve`), so there are no
  /// bodies left to look through here, only boxes and sequences.
  var parts: [any Reducer<State, Action>] {
    var reducer: any Reducer<State, Action> = self
    while let box = reducer as? AnyReducer<State, Action> { reducer = box.base }
    guard
      let sequence = reducer
        as? ReducerBuilder<State, Action>._SequenceMany<AnyReducer<State, Action>>
    else { return [reducer] }
    return sequence.reducers.flatMap(\.parts)
  }

  /// This reducer's `body`, when it is made of one rather than implementing
  /// `reduce(into:action:)`.
  var bodyReducer: (any Reducer<State, Action>)? {
    guard Body.self != Never.self else { return nil }
    return body as? any Reducer<State, Action>
  }
}

import Benchmark
import BenchmarkSupport
import Dispatch
import Kata

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

// Each ratio is measured baseline and subject interleaved in one run, printed, and recorded
// as a custom metric (ratio × 100) so it shows in package-benchmark's table too.
let ratioMetric = BenchmarkMetric.custom("ratio ×100", polarity: .prefersSmaller)

@MainActor
func storeSendRatio() -> Ratio {
  let operations = 200_000
  var sink = 0
  return Ratio.measure(
    "Store.send (no effect) ÷ hand-written observable model", target: .atMost(3),
    operations: operations, rounds: 40,
    subject: {
      let store = Store(initialState: Leaf.State()) { Leaf() }
      let subscription = store.observe { sink &+= $0.count }
      for _ in 0..<operations { store.send(.increment) }
      subscription.cancel()
    },
    baseline: {
      let model = CounterModel()
      model.observe { sink &+= $0.count }
      for _ in 0..<operations { model.increment() }
    }
  )
}

extension Leaf {
  @MainActor
  static func leafSender(_ store: Store<State, Action>) -> (Leaf.Action) -> Void {
    { store.send($0) }
  }
}

@MainActor
func depthRatio() -> Ratio {
  leafSendRatio(
    "send to a leaf at depth 20 of nested Scopes ÷ at depth 1", target: .atMost(2),
    operations: 50_000,
    deep: Level20.leafSender(Store(initialState: Level20.State()) { Level20() }),
    shallow: Level1.leafSender(Store(initialState: Level1.State()) { Level1() }))
}

/// The same depth when every level also has a `Reduce` that sees its child's actions: each send
/// then runs all twenty levels (embedding the action, then extracting it level by level), as in
/// TCA.
@MainActor
func watchedDepthRatio() -> Ratio {
  leafSendRatio(
    "send at depth 20 ÷ depth 1 when every level also has a Reduce", target: .informational,
    operations: 5_000,
    deep: Watched20.leafSender(Store(initialState: Watched20.State()) { Watched20() }),
    shallow: Watched1.leafSender(Store(initialState: Watched1.State()) { Watched1() }))
}

/// Sends to a deep leaf ÷ to a shallow one, `operations` times each.
@MainActor
func leafSendRatio(
  _ name: String, target: Ratio.Target, operations: Int,
  deep: (Leaf.Action) -> Void, shallow: (Leaf.Action) -> Void
) -> Ratio {
  Ratio.measure(
    name, target: target, operations: operations,
    subject: { for _ in 0..<operations { deep(.increment) } },
    baseline: { for _ in 0..<operations { shallow(.increment) } }
  )
}

/// The figure for real apps: a `Reduce` at every one of twenty levels, with a
/// presentation and a stack on the way, against one level with a `Reduce`.
@MainActor
func navigatedDepthRatio() -> Ratio {
  leafSendRatio(
    "send at depth 20 ÷ depth 1, a Reduce at every level, ifLet and forEach on the way",
    target: .atMost(3), operations: 50_000,
    deep: Navigated20.leafSender(Store(initialState: Navigated20.State()) { Navigated20() }),
    shallow: Navigated1.leafSender(Store(initialState: Navigated1.State()) { Navigated1() }))
}

/// An action to a presented child ÷ to a plainly scoped child; both parents watch with a
/// `Reduce`.
@MainActor
func presentedChildRatio() -> Ratio {
  let plain = Store(initialState: PlainParent.State()) { PlainParent() }
  let presenting = Store(initialState: PresentingParent.State()) { PresentingParent() }
  return leafSendRatio(
    "action to a presented child ÷ to a plainly scoped child", target: .atMost(3),
    operations: 50_000,
    deep: Leaf.leafSender(presented(presenting.scope(state: \.child, action: \.child.presented))),
    shallow: Leaf.leafSender(plain.scope(state: \.child, action: \.child)))
}

/// An action to a stack element ÷ to a plainly scoped child; both parents watch with a
/// `Reduce`.
@MainActor
func stackElementRatio() -> Ratio {
  let plain = Store(initialState: PlainParent.State()) { PlainParent() }
  let stacking = Store(initialState: StackingParent.State()) { StackingParent() }
  let id = stacking.state.path.ids[0]
  return leafSendRatio(
    "action to a stack element ÷ to a plainly scoped child", target: .atMost(3),
    operations: 50_000,
    deep: Leaf.leafSender(presented(stacking.scope(state: \.path[id: id], action: \.path[id: id]))),
    shallow: Leaf.leafSender(plain.scope(state: \.child, action: \.child)))
}

@MainActor
func forEachRatio() -> Ratio {
  rowSendRatio(
    "action to one row of forEach over 10,000 rows ÷ over 10 rows",
    store: { Store(initialState: Rows.State(rows: $0)) { Rows() } },
    action: { .rows(.element(id: $0, action: .increment)) })
}

/// An action to one of 10,000 rows ÷ to one of 10, in stores `store` makes from the rows.
@MainActor
func rowSendRatio<State, Action>(
  _ name: String, store: (IdentifiedArrayOf<Rows.Row>) -> Store<State, Action>,
  action: @escaping (Int) -> Action
) -> Ratio {
  let operations = 50_000
  func rows(_ count: Int) -> IdentifiedArrayOf<Rows.Row> {
    IdentifiedArray(uniqueElements: (0..<count).map { Rows.Row(id: $0) })
  }
  let large = store(rows(10_000))
  let small = store(rows(10))
  return Ratio.measure(
    name, target: .atMost(1.5), operations: operations,
    subject: { for index in 0..<operations { large.send(action(index % 10)) } },
    baseline: { for index in 0..<operations { small.send(action(index % 10)) } }
  )
}

/// An action to a child whose parent is `@ObservableState` ÷ to the same child of a plain
/// parent, both through scoped stores: what tracking the parent's writes costs a send.
@MainActor
func observedChildRatio() -> Ratio {
  let plain = Store(initialState: PlainParent.State()) { PlainParent() }
  let observed = Store(initialState: ObservedParent.State()) { ObservedParent() }
  return leafSendRatio(
    "action to a child of an @ObservableState parent ÷ of a plain one", target: .informational,
    operations: 50_000,
    deep: Leaf.leafSender(observed.scope(state: \.child, action: \.child)),
    shallow: Leaf.leafSender(plain.scope(state: \.child, action: \.child)))
}

/// An action to a stack element whose parent is `@ObservableState` ÷ to one of a plain parent,
/// both through scoped stores.
@MainActor
func observedStackRatio() -> Ratio {
  let plain = Store(initialState: StackingParent.State()) { StackingParent() }
  let observed = Store(initialState: ObservedStackingParent.State()) { ObservedStackingParent() }
  let plainID = plain.state.path.ids[0]
  let observedID = observed.state.path.ids[0]
  return leafSendRatio(
    "action to a stack element of an @ObservableState parent ÷ of a plain one",
    target: .informational, operations: 50_000,
    deep: Leaf.leafSender(
      presented(observed.scope(state: \.path[id: observedID], action: \.path[id: observedID]))),
    shallow: Leaf.leafSender(
      presented(plain.scope(state: \.path[id: plainID], action: \.path[id: plainID]))))
}

/// `forEachRatio` with the rows in a property `@ObservableState` tracks: changed in place
/// rather than copied through the property's `didSet`.
@MainActor
func observedForEachRatio() -> Ratio {
  rowSendRatio(
    "action to one row of forEach over 10,000 @ObservableState rows ÷ over 10 rows",
    store: { Store(initialState: ObservedRows.State(rows: $0)) { ObservedRows() } },
    action: { .rows(.element(id: $0, action: .increment)) })
}

/// The senders `KATA_PROFILE=<name>` runs alone, for a profiler: `perf record` or valgrind's
/// callgrind on one send path, without the baseline, the other ratios or the benchmark harness.
@MainActor
func profiledSender(_ name: String) -> ((Leaf.Action) -> Void)? {
  switch name {
  case "navigated20":
    Navigated20.leafSender(Store(initialState: Navigated20.State()) { Navigated20() })
  case "navigated1": Navigated1.leafSender(Store(initialState: Navigated1.State()) { Navigated1() })
  case "watched20": Watched20.leafSender(Store(initialState: Watched20.State()) { Watched20() })
  case "watched1": Watched1.leafSender(Store(initialState: Watched1.State()) { Watched1() })
  case "stack":
    { () -> (Leaf.Action) -> Void in
      let stacking = Store(initialState: StackingParent.State()) { StackingParent() }
      let id = stacking.state.path.ids[0]
      return Leaf.leafSender(
        presented(stacking.scope(state: \.path[id: id], action: \.path[id: id])))
    }()
  case "presented":
    Leaf.leafSender(
      presented(
        Store(initialState: PresentingParent.State()) { PresentingParent() }
          .scope(state: \.child, action: \.child.presented)))
  case "root":
    { () -> (Leaf.Action) -> Void in
      let store = Store(initialState: Leaf.State()) { Leaf() }
      nonisolated(unsafe) var sink = 0
      _ = store.observe { sink &+= $0.count }
      return Leaf.leafSender(store)
    }()
  case "plain":
    Leaf.leafSender(
      Store(initialState: PlainParent.State()) { PlainParent() }
        .scope(state: \.child, action: \.child))
  default: nil
  }
}

/// Runs the sender `KATA_PROFILE` names `KATA_PROFILE_SENDS` times (1,000,000 by default) and
/// exits; nothing when it is not set.
@MainActor
func runProfileIfAsked() {
  guard let name = getenv("KATA_PROFILE").map({ String(cString: $0) }) else { return }
  guard let send = profiledSender(name) else {
    print("KATA_PROFILE: unknown sender \(name)")
    exit(1)
  }
  let sends = getenv("KATA_PROFILE_SENDS").flatMap { Int(String(cString: $0)) } ?? 1_000_000
  for _ in 0..<sends { send(.increment) }
  exit(0)
}

let benchmarks: @Sendable () -> Void = {
  if getenv("KATA_PROFILE") != nil {
    // NB: Benchmarks are registered off the main actor, while the main queue runs.
    DispatchQueue.main.sync { MainActor.assumeIsolated { runProfileIfAsked() } }
  }
  let configuration = Benchmark.Configuration(
    metrics: [ratioMetric], maxDuration: .seconds(60), maxIterations: 1)
  for (name, measure) in [
    ("Kata: Store.send ÷ observable model", storeSendRatio),
    ("Kata: depth 20 ÷ depth 1", depthRatio),
    ("Kata: depth 20 ÷ depth 1, a Reduce at every level", watchedDepthRatio),
    (
      "Kata: depth 20 ÷ depth 1, Reduce everywhere, ifLet and forEach on the way",
      navigatedDepthRatio
    ),
    ("Kata: presented child ÷ plainly scoped child", presentedChildRatio),
    ("Kata: stack element ÷ plainly scoped child", stackElementRatio),
    ("Kata: forEach 10,000 ÷ 10 rows", forEachRatio),
    ("Kata: @ObservableState parent ÷ plain parent", observedChildRatio),
    ("Kata: forEach 10,000 ÷ 10 @ObservableState rows", observedForEachRatio),
    ("Kata: @ObservableState stack ÷ plain stack", observedStackRatio),
  ] as [(String, @MainActor () -> Ratio)] {
    Benchmark(name, configuration: configuration) { benchmark in
      let ratio = await MainActor.run { measure() }
      print(ratio.report)
      benchmark.measurement(ratioMetric, Int((ratio.value * 100).rounded()))
    }
  }
}

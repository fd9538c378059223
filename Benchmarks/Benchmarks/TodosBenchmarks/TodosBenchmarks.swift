import Benchmark
import BenchmarkSupport
import Foundation
import Kata
import TodosCore

// Typing in `todos` must stay instant with a long list: toggling one todo among 10,000 should
// cost at most 1.5× what it costs among 10, and saving 10,000 todos (done after every change)
// should take far less than the one-second completion sort delay.

let ratioMetric = BenchmarkMetric.custom("ratio ×100", polarity: .prefersSmaller)
let saveMetric = BenchmarkMetric.custom("save µs", polarity: .prefersSmaller)

/// `count` active todos with distinct ids.
func makeTodos(count: Int) -> [Todo.State] {
  (0..<count).map { Todo.State(description: "Todo number \($0)", id: UUID()) }
}

// snippet.toggle
/// Toggling the middle todo through a store, as the `todos` app does for a space bar press.
///
/// Each toggle starts the one-second completion sort, which the next toggle cancels, as when
/// a user ticks todos off quickly.
@MainActor
func toggleRatio() -> Ratio {
  let operations = 20_000
  func makeToggle(count: Int) -> () -> Void {
    let todos = makeTodos(count: count)
    let id = todos[count / 2].id
    let store = Store(initialState: Todos.State(todos: IdentifiedArray(uniqueElements: todos))) {
      Todos()
    }
    return { store.send(.todos(.element(id: id, action: .toggleCompletionButtonTapped))) }
  }
  let large = makeToggle(count: 10_000)
  let small = makeToggle(count: 10)
  return Ratio.measure(
    "Todos: toggle one todo among 10,000 ÷ among 10", target: .atMost(1.5),
    operations: operations,
    subject: { for _ in 0..<operations { large() } },
    baseline: { for _ in 0..<operations { small() } }
  )
}
// snippet.end

/// The best of five atomic saves of 10,000 todos, in microseconds.
func saveMicroseconds() throws -> Double {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("TodosBenchmarks-\(UUID().uuidString)", isDirectory: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let url = directory.appendingPathComponent("todos.json")
  let todos = makeTodos(count: 10_000)
  let clock = ContinuousClock()
  var best = Double.infinity
  for _ in 0..<5 {
    var failure: (any Error)?
    let duration = clock.measure {
      do { try TodosFile.save(todos, to: url) } catch { failure = error }
    }
    if let failure { throw failure }
    let (seconds, attoseconds) = duration.components
    best = min(best, Double(seconds) * 1e6 + Double(attoseconds) / 1e12)
  }
  return best
}

let benchmarks: @Sendable () -> Void = {
  // snippet.register
  Benchmark(
    "Todos: toggle 10,000 ÷ 10 todos",
    configuration: .init(metrics: [ratioMetric], maxDuration: .seconds(60), maxIterations: 1)
  ) { benchmark in
    let ratio = await MainActor.run { toggleRatio() }
    print(ratio.report)
    benchmark.measurement(ratioMetric, Int((ratio.value * 100).rounded()))
  }
  // snippet.end

  Benchmark(
    "Todos: save 10,000 todos",
    configuration: .init(metrics: [saveMetric], maxDuration: .seconds(60), maxIterations: 1)
  ) { benchmark in
    let microseconds = try saveMicroseconds()
    print(
      "Todos: save 10,000 todos: \(Int(microseconds / 1000)) ms "
        + "(the completion sort waits 1000 ms; target: well under it)")
    benchmark.measurement(saveMetric, Int(microseconds.rounded()))
  }
}

import Benchmark
import Foundation
import Kata
import TodosCore

/// How the todos example scales: toggling one todo should cost about the same with 10,000
/// todos as with 10, and saving 10,000 todos should take far less than the one-second sort
/// delay, so the app stays instant with a long list.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration.maxDuration = .seconds(5)

  for count in [10, 10_000] {
    Benchmark("Toggle one todo among \(count) todos") { benchmark in
      await TodosMeasurements.toggle(count: count, times: benchmark.scaledIterations.count) {
        benchmark.startMeasurement()
      }
    }
  }

  Benchmark("Save 10,000 todos") { benchmark in
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("TodosBenchmarks-\(UUID().uuidString)", isDirectory: true)
    let url = directory.appendingPathComponent("todos.json")
    let todos = TodosMeasurements.todos(count: 10_000)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      try TodosFile.save(todos, to: url)
    }
    benchmark.stopMeasurement()
    try? FileManager.default.removeItem(at: directory)
  }

  Benchmark(
    "Toggle cost ratio, 10,000 todos ÷ 10 todos (target ≤ 1.5×)",
    configuration: .init(maxIterations: 1)
  ) { _ in
    let report = await TodosMeasurements.report()
    print(report)
  }
}

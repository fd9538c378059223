Benchmark(
  "Todos: toggle 10,000 ÷ 10 todos",
  configuration: .init(metrics: [ratioMetric], maxDuration: .seconds(60), maxIterations: 1)
) { benchmark in
  let ratio = await MainActor.run { toggleRatio() }
  print(ratio.report)
  benchmark.measurement(ratioMetric, Int((ratio.value * 100).rounded()))
}

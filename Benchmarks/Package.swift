// swift-tools-version: 6.1

import PackageDescription

// Benchmarks live in their own package so that users' builds of Kata never build
// package-benchmark. Run them with `make bench` (a release build).
let package = Package(
  name: "KataBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "Kata", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .target(name: "BenchmarkSupport", path: "Sources/BenchmarkSupport"),
    .executableTarget(
      name: "KataBenchmarks",
      dependencies: [
        "BenchmarkSupport",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Kata", package: "Kata"),
      ],
      path: "Benchmarks/KataBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "TodosBenchmarks",
      dependencies: [
        "BenchmarkSupport",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Kata", package: "Kata"),
        .product(name: "TodosCore", package: "Kata"),
      ],
      path: "Benchmarks/TodosBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "SearchBenchmarks",
      dependencies: [.product(name: "SearchCore", package: "Kata")],
      path: "Benchmarks/SearchBenchmarks"
    ),
    .executableTarget(
      name: "TicTacToeBenchmarks",
      dependencies: [.product(name: "GameCore", package: "Kata")],
      path: "Benchmarks/TicTacToeBenchmarks"
    ),
    .executableTarget(
      name: "RenderBenchmarks",
      dependencies: [.product(name: "TutorialKit", package: "Kata")],
      path: "Benchmarks/RenderBenchmarks"
    ),
  ],
  swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.1

import PackageDescription

// Benchmarks live in their own package so that users' builds of Kata never build
// package-benchmark. Run them with `make bench` (a release build).
let package = Package(
  name: "KataBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "Kata", path: ".."),
    // NB: The traits Kata's manifest chooses for these are not applied when Kata is a
    // dependency (SwiftPM builds them with their defaults, FoundationNetworking included), so
    // the benchmarked programs would link curl and its TLS libraries; named here as well.
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3", traits: []),
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1",
      traits: ["Clocks", "Foundation"]),
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

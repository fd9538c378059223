// swift-tools-version: 6.1

import PackageDescription

// The fuzz targets live in their own package, like the benchmarks, so that neither users'
// builds of Kata nor `make test` build anything with sanitizers. `make fuzz`
// (scripts/fuzz.sh) builds this package with AddressSanitizer and libFuzzer's coverage
// instrumentation and runs each `fuzz-<name>` executable on its seed corpus, `Corpus/<name>/`.
//
// NB: what each target does is in `Sources/FuzzTargets`, which the main package also builds,
// as a target no product exposes, for the smoke test in `make test` that runs every seed and
// regression file through it without sanitizers. A package can only use another's products,
// so this one compiles the same folder again as a target of its own.
let fuzzTargets = [
  "front-matter", "info-string", "snippets", "guide", "translation-stamp", "search-index",
  "highlight", "todos-file", "wav",
]

let package = Package(
  name: "KataFuzz",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "Kata", path: "..")
  ],
  targets: [
    .target(
      name: "FuzzTargets",
      dependencies: [
        .product(name: "TodosCore", package: "Kata"),
        .product(name: "TutorialKit", package: "Kata"),
        .product(name: "WAV", package: "Kata"),
      ],
      path: "Sources/FuzzTargets"
    ),
    .target(name: "CLibFuzzer", path: "Sources/CLibFuzzer"),
    .target(name: "FuzzDriver", dependencies: ["CLibFuzzer"], path: "Sources/FuzzDriver"),
  ]
    + fuzzTargets.map { name in
      .executableTarget(
        name: "fuzz-\(name)", dependencies: ["FuzzDriver", "FuzzTargets"],
        path: "Targets/fuzz-\(name)",
        // NB: libFuzzer without its `main`, from the toolchain's compiler-rt folder, which
        // scripts/fuzz.sh passes with `-Xlinker -L`; it is C++.
        linkerSettings: [
          .linkedLibrary("clang_rt.fuzzer_no_main-x86_64", .when(platforms: [.linux])),
          .linkedLibrary("stdc++", .when(platforms: [.linux])),
        ]
      )
    },
  swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.1

import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "Kata",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "Kata", targets: ["Kata"]),
    .library(name: "KataTestSupport", targets: ["KataTestSupport"]),
    .library(
      name: "TutorialKit",
      targets: [
        "TutorialSupport", "TutorialMarkdown", "TutorialModel", "TutorialSite", "TutorialServer",
        "TutorialToolchain", "TutorialChecking",
      ]),
    .executable(name: "tutorials", targets: ["tutorials"]),
    .library(name: "TerminalUI", targets: ["TerminalUI"]),
    .library(name: "CounterCore", targets: ["CounterCore"]),
    .executable(name: "counter", targets: ["counter"]),
    .library(name: "TodosCore", targets: ["TodosCore"]),
    .executable(name: "todos", targets: ["todos"]),
    .library(name: "WAV", targets: ["WAV"]),
    .library(name: "VoiceMemosCore", targets: ["VoiceMemosCore"]),
    .executable(name: "voice-memos", targets: ["voice-memos"]),
    .library(name: "SearchCore", targets: ["SearchCore"]),
    .executable(name: "search", targets: ["search"]),
    .library(name: "AuthenticationClient", targets: ["AuthenticationClient"]),
    .library(name: "GameCore", targets: ["GameCore"]),
    .library(name: "LoginCore", targets: ["LoginCore"]),
    .library(name: "TwoFactorCore", targets: ["TwoFactorCore"]),
    .library(name: "NewGameCore", targets: ["NewGameCore"]),
    .library(name: "AppCore", targets: ["AppCore"]),
    .executable(name: "tic-tac-toe", targets: ["tic-tac-toe"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.3"),
    .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
    // NB: without Hummingbird's default ConfigurationSupport trait, which builds
    // swift-configuration for an `ApplicationConfiguration` the server does not use.
    .package(
      url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1",
      traits: ["FullFoundation"]),
    .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    // NB: Without their default FoundationNetworking trait (and Dependencies' Combine schedulers,
    // whose OpenCombineFoundation imports it too), a program links FoundationNetworking only
    // when it imports it: curl and its TLS libraries cost every other program about 4 ms of
    // loading at each start (voice-memos info's start-up was half that).
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3", traits: []),
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1",
      traits: ["Clocks", "Foundation"]),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
  ],
  targets: [
    // MARK: Core runtime
    .target(
      name: "Kata",
      dependencies: [
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        "KataMacros",
      ]
    ),
    // NB: Only the swift-syntax products the macros need; CasePaths and Dependencies already
    // build them for their own macros, so this adds only the plugin itself to a build. The
    // macros live in a library that the tests link: a test target that depends on a macro
    // target makes SwiftPM build every test target a second time, for the host.
    .macro(
      name: "KataMacros",
      dependencies: [
        "KataMacrosSupport",
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ]
    ),
    .target(
      name: "KataMacrosSupport",
      dependencies: [.product(name: "SwiftSyntaxMacros", package: "swift-syntax")]
    ),
    .testTarget(
      name: "KataMacrosTests",
      dependencies: [
        "KataMacrosSupport",
        .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
      ]
    ),
    .target(
      name: "KataTestSupport",
      dependencies: [
        "Kata",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(name: "KataTests", dependencies: ["Kata", "KataTestSupport", "TemporaryFolders"]),
    // NB: fresh folders for tests, in one folder per test process removed as it exits; every
    // test target that writes files uses it.
    .target(name: "TemporaryFolders", path: "Tests/TemporaryFolders"),

    // MARK: API symbols
    // NB: Reads the symbol graphs scripts/api-reference.sh writes, for the tutorial runner's
    // symbol links and API-aware staleness; it depends on nothing in the runner.
    .target(name: "TutorialSymbols", exclude: ["README.md"]),
    .testTarget(
      name: "TutorialSymbolsTests",
      // NB: TutorialSupport for `onOwnThread` alone; the library itself depends on nothing.
      dependencies: ["TemporaryFolders", "TutorialSupport", "TutorialSymbols"],
      exclude: ["Fixtures"]
    ),

    // MARK: Tutorial runner
    .systemLibrary(
      name: "CCmarkGFM",
      providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
    ),
    // NB: one library target per layer, each importing only the layers below it (README.md in
    // each target's folder maps it; `LayeringTests` holds them to this order):
    //   TutorialSupport ← TutorialMarkdown ← TutorialModel ← TutorialSite ← TutorialServer
    //   TutorialSupport ← TutorialToolchain; TutorialModel + TutorialToolchain ← TutorialChecking
    .target(
      name: "TutorialSupport",
      dependencies: [.product(name: "ConcurrencyExtras", package: "swift-concurrency-extras")],
      exclude: ["README.md"]
    ),
    .target(name: "TutorialMarkdown", dependencies: ["CCmarkGFM"], exclude: ["README.md"]),
    .target(
      name: "TutorialModel",
      dependencies: [
        "TutorialMarkdown", "TutorialSupport", "TutorialSymbols",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ],
      exclude: ["README.md"]
    ),
    .target(
      name: "TutorialSite",
      dependencies: [
        "TutorialModel", "TutorialSupport", "TutorialSymbols",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "Mustache", package: "swift-mustache"),
        .product(name: "SwiftIDEUtils", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ],
      exclude: ["README.md"]
    ),
    .target(
      name: "TutorialServer",
      dependencies: [
        "TutorialModel", "TutorialSite", "TutorialSupport",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ],
      exclude: ["README.md"]
    ),
    .target(
      name: "TutorialToolchain",
      dependencies: [
        "TutorialSupport",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ],
      exclude: ["README.md"]
    ),
    .target(
      name: "TutorialChecking",
      dependencies: [
        "TutorialModel", "TutorialSupport", "TutorialToolchain",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ],
      exclude: ["README.md"]
    ),
    .executableTarget(
      name: "tutorials",
      dependencies: [
        "TutorialChecking", "TutorialModel", "TutorialServer", "TutorialSite", "TutorialSupport",
        "TutorialSymbols",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "tutorialsTests",
      dependencies: ["tutorials", "TutorialTestSupport"]
    ),
    // NB: what the runner's test targets share: fixture paths, a raw HTTP client, build
    // markers. The fixtures themselves are in Tests/Fixtures.
    .target(
      name: "TutorialTestSupport",
      dependencies: [
        "TemporaryFolders", "TutorialModel", "TutorialSite", "TutorialSupport", "TutorialToolchain",
      ],
      path: "Tests/TutorialTestSupport"
    ),
    .testTarget(
      name: "TutorialSupportTests", dependencies: ["TutorialSupport", "TutorialTestSupport"]),
    .testTarget(
      name: "TutorialMarkdownTests",
      dependencies: ["TutorialMarkdown", "TutorialSupport", "TutorialTestSupport"]
    ),
    .testTarget(
      name: "TutorialModelTests",
      dependencies: ["TutorialModel", "TutorialSupport", "TutorialSymbols", "TutorialTestSupport"]
    ),
    .testTarget(
      name: "TutorialSiteTests",
      dependencies: [
        "TutorialModel", "TutorialSite", "TutorialSupport", "TutorialSymbols",
        "TutorialTestSupport",
        .product(name: "Mustache", package: "swift-mustache"),
        .product(name: "SwiftIDEUtils", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),
    .testTarget(
      name: "TutorialServerTests",
      dependencies: [
        "TutorialModel", "TutorialServer", "TutorialSite", "TutorialSupport", "TutorialTestSupport",
      ]
    ),
    .testTarget(
      name: "TutorialToolchainTests",
      dependencies: ["TutorialSupport", "TutorialTestSupport", "TutorialToolchain"]
    ),
    .testTarget(
      name: "TutorialCheckingTests",
      dependencies: [
        "TutorialChecking", "TutorialModel", "TutorialSupport", "TutorialTestSupport",
        "TutorialToolchain",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),

    // MARK: Fuzzing
    // NB: what each fuzz target does, shared with the sanitizer build in Fuzz/ (`make fuzz`);
    // no product exposes it, so users' builds never compile it. The smoke test runs every seed
    // and regression file of Fuzz/ through it.
    .target(
      name: "FuzzTargets",
      dependencies: ["TodosCore", "TutorialChecking", "TutorialModel", "TutorialSite", "WAV"],
      path: "Fuzz/Sources/FuzzTargets"),
    .testTarget(name: "FuzzTargetsTests", dependencies: ["FuzzTargets"]),

    // MARK: Examples
    .target(
      name: "TerminalUI",
      dependencies: ["Kata", .product(name: "ArgumentParser", package: "swift-argument-parser")],
      path: "Examples/TerminalUI/Sources/TerminalUI"
    ),
    .testTarget(
      name: "TerminalUITests",
      dependencies: ["TerminalUI"],
      path: "Examples/TerminalUI/Tests/TerminalUITests"
    ),
    .target(
      name: "ExampleTesting",
      // NB: for `Locked`, the runner's and the examples' one lock type.
      dependencies: ["TutorialSupport"],
      path: "Examples/ExampleTesting"
    ),
    .target(
      name: "CounterCore", dependencies: ["Kata"], path: "Examples/Counter/Sources/CounterCore"),
    .executableTarget(
      name: "counter",
      dependencies: [
        "CounterCore", "TerminalUI",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Examples/Counter/Sources/counter"
    ),
    .testTarget(
      name: "CounterCoreTests",
      dependencies: ["CounterCore", "KataTestSupport"],
      path: "Examples/Counter/Tests/CounterCoreTests"
    ),
    .target(name: "TodosCore", dependencies: ["Kata"], path: "Examples/Todos/Sources/TodosCore"),
    .executableTarget(
      name: "todos",
      dependencies: [
        "TodosCore", "TerminalUI",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Examples/Todos/Sources/todos"
    ),
    .testTarget(
      name: "TodosCoreTests",
      dependencies: ["KataTestSupport", "TemporaryFolders", "TodosCore"],
      path: "Examples/Todos/Tests/TodosCoreTests"
    ),
    .target(name: "WAV", path: "Examples/VoiceMemos/Sources/WAV"),
    .testTarget(
      name: "WAVTests",
      dependencies: ["TemporaryFolders", "WAV"],
      path: "Examples/VoiceMemos/Tests/WAVTests"
    ),
    .target(
      name: "VoiceMemosCore", dependencies: ["Kata", "WAV"],
      path: "Examples/VoiceMemos/Sources/VoiceMemosCore"),
    .executableTarget(
      name: "voice-memos",
      dependencies: [
        "VoiceMemosCore", "TerminalUI", "WAV",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Examples/VoiceMemos/Sources/voice-memos"
    ),
    .testTarget(
      name: "VoiceMemosCoreTests",
      dependencies: ["KataTestSupport", "TemporaryFolders", "VoiceMemosCore", "WAV"],
      path: "Examples/VoiceMemos/Tests/VoiceMemosCoreTests"
    ),
    .target(
      name: "SearchCore",
      dependencies: ["Kata"],
      path: "Examples/Search",
      exclude: ["README.md", "Sources/search", "Tests"],
      sources: ["Sources/SearchCore"],
      resources: [.copy("Resources/cities15000.tsv")]
    ),
    .executableTarget(
      name: "search",
      dependencies: [
        "SearchCore", "TerminalUI",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Examples/Search/Sources/search"
    ),
    .testTarget(
      name: "SearchCoreTests",
      dependencies: ["ExampleTesting", "KataTestSupport", "SearchCore", "TemporaryFolders"],
      path: "Examples/Search/Tests/SearchCoreTests"
    ),
    .target(name: "GameCore", dependencies: ["Kata"], path: "Examples/TicTacToe/Sources/GameCore"),
    .testTarget(
      name: "GameCoreTests",
      dependencies: ["GameCore", "KataTestSupport"],
      path: "Examples/TicTacToe/Tests/GameCoreTests"
    ),
    .target(
      name: "AuthenticationClient", dependencies: ["Kata"],
      path: "Examples/TicTacToe/Sources/AuthenticationClient"),
    .testTarget(
      name: "AuthenticationClientTests",
      dependencies: ["AuthenticationClient", "KataTestSupport"],
      path: "Examples/TicTacToe/Tests/AuthenticationClientTests"
    ),
    .target(
      name: "TwoFactorCore", dependencies: ["AuthenticationClient", "Kata"],
      path: "Examples/TicTacToe/Sources/TwoFactorCore"),
    .testTarget(
      name: "TwoFactorCoreTests",
      dependencies: ["AuthenticationClient", "TwoFactorCore", "KataTestSupport"],
      path: "Examples/TicTacToe/Tests/TwoFactorCoreTests"
    ),
    .target(
      name: "LoginCore", dependencies: ["AuthenticationClient", "Kata", "TwoFactorCore"],
      path: "Examples/TicTacToe/Sources/LoginCore"),
    .testTarget(
      name: "LoginCoreTests",
      dependencies: ["AuthenticationClient", "LoginCore", "TwoFactorCore", "KataTestSupport"],
      path: "Examples/TicTacToe/Tests/LoginCoreTests"
    ),
    .target(
      name: "NewGameCore", dependencies: ["GameCore", "Kata"],
      path: "Examples/TicTacToe/Sources/NewGameCore"),
    .testTarget(
      name: "NewGameCoreTests",
      dependencies: ["GameCore", "NewGameCore", "KataTestSupport"],
      path: "Examples/TicTacToe/Tests/NewGameCoreTests"
    ),
    .target(
      name: "AppCore",
      dependencies: [
        "AuthenticationClient", "GameCore", "Kata", "LoginCore", "NewGameCore", "TwoFactorCore",
      ],
      path: "Examples/TicTacToe/Sources/AppCore"),
    .executableTarget(
      name: "tic-tac-toe",
      dependencies: [
        "AppCore", "GameCore", "LoginCore", "NewGameCore", "TerminalUI", "TwoFactorCore",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Examples/TicTacToe/Sources/tic-tac-toe"
    ),
    .testTarget(
      name: "AppCoreTests",
      dependencies: [
        "AppCore", "AuthenticationClient", "GameCore", "LoginCore", "NewGameCore",
        "TwoFactorCore", "KataTestSupport",
      ],
      path: "Examples/TicTacToe/Tests/AppCoreTests"
    ),
    // NB: the end-to-end tests run the built programs, so they depend on them: building this
    // target (`swift build --build-tests`) links every program first, never a stale one.
    .testTarget(
      name: "ExampleExecutableTests",
      dependencies: [
        "ExampleTesting", "GameCore", "TemporaryFolders", "WAV",
        "counter", "search", "tic-tac-toe", "todos", "voice-memos",
      ],
      path: "Examples/ExampleExecutableTests"
    ),
  ],
  swiftLanguageModes: [.v6]
)

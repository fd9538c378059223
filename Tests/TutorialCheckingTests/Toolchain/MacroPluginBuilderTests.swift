import Foundation
import Testing
import TutorialSupport
import TutorialTestSupport

@testable import TutorialChecking
@testable import TutorialToolchain

@Suite struct MacroPluginBuilderTests {
  /// The package's build plan, as `swift build` left it.
  private func environment() throws -> BuildEnvironment {
    try BuildEnvironment.prepare(
      packagePath: CheckFixture.packagePath, build: false, binPath: FixtureSite.binPath)
  }

  @Test func buildsEveryDebugPluginAsALibraryTheCompilerLoads() async throws {
    let environment = try environment()
    let plugins = environment.plugins.executables.keys.sorted()
    #expect(plugins.contains("CasePathsMacros"), "plugins: \(plugins)")
    let host = try #require(Toolchain.hostFolder())
    let builder = MacroPluginBuilder(
      hostFolder: host, folder: "\(CheckFixture.packagePath)/.build/tutorials-plugins")
    let libraries = try await onOwnThread {
      try builder.libraries(for: plugins, in: environment, toolchain: Toolchain.identity)
    }
    #expect(libraries.keys.sorted() == plugins)
    for (plugin, library) in libraries {
      #expect(library.hasSuffix("/" + Toolchain.sharedLibraryName(plugin)))
      #expect(FileManager.default.fileExists(atPath: library), "\(library)")
    }
    // NB: asked again, the cached libraries are found without building.
    let again = try builder.libraries(
      for: plugins, in: environment, toolchain: Toolchain.identity)
    #expect(again == libraries)

    let flags = environment.loading(libraries).flags
    #expect(!flags.contains("-load-plugin-executable"))
    #expect(flags.filter { $0 == "-load-plugin-library" }.count == plugins.count)
  }

  @Test func checkExpandsMacrosWithTheOptimizedPlugins() async throws {
    let report = try await CheckFixture.coldCheck("macros").report
    #expect(report.diagnostics.map(\.description) == [])
    #expect(report.exitCode == 0)
    #expect(report.notes == [])
  }

  @Test func checkFallsBackToTheDebugPluginsWithANote() async throws {
    let (root, site) = try CheckFixture.load("macros")
    var options = CheckFixture.options(root: root)
    options.toolchainHostFolder = try FixtureSite.temporaryFolder().path
    // NB: with no plugin to wait for, it runs while the optimized ones build.
    let report = try await CheckFixture.check(site, options: options, withPlugins: false)
    #expect(report.diagnostics.map(\.description) == [])
    #expect(report.exitCode == 0)
    #expect(report.notes.count == 1)
    #expect(report.notes.first?.contains("debug-built macro plugins") == true)
    #expect(report.notes.first?.contains("no release-built swift-syntax") == true)
  }

  @Test func aFailedBuildIsRememberedUntilSomethingChanges() async throws {
    let environment = try environment()
    let plugins = environment.plugins.executables.keys.sorted()
    // NB: a host folder whose swift-syntax modules are all empty.
    let host = try FixtureSite.temporaryFolder().path
    let syntax = Toolchain.sharedLibraryName("SwiftSyntax")
    try Data().write(to: URL(fileURLWithPath: "\(host)/\(syntax)"))
    let real = try #require(Toolchain.hostFolder())
    for name in try FileManager.default.contentsOfDirectory(atPath: real)
    where name.hasSuffix(".swiftmodule") {
      try FileManager.default.createDirectory(
        atPath: "\(host)/\(name)", withIntermediateDirectories: true)
    }
    let folder = try FixtureSite.temporaryFolder().path
    let builder = MacroPluginBuilder(hostFolder: host, folder: folder)
    // NB: the compilers run on a thread of their own (see `onOwnThread`).
    let built = try await onOwnThread {
      Result { try builder.libraries(for: plugins, in: environment, toolchain: "test") }
    }
    let first = #expect(throws: MacroPluginBuilder.Failure.self) { try built.get() }
    #expect(first?.reason.contains("against the toolchain's swift-syntax failed") == true)
    let cached = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { !$0.hasPrefix(".") && $0 != "module-cache" }
    #expect(cached.count == 1, "\(cached)")
    // NB: a marker in the remembered failure proves the second call read it instead of
    // building again (which would fail with the first reason).
    let remembered = "\(folder)/\(try #require(cached.first))/failure.txt"
    #expect(try String(contentsOfFile: remembered, encoding: .utf8) == first?.reason)
    try Data("marker".utf8).write(to: URL(fileURLWithPath: remembered))
    let second = #expect(throws: MacroPluginBuilder.Failure.self) {
      try builder.libraries(for: plugins, in: environment, toolchain: "test")
    }
    #expect(second?.reason == "marker")
  }

  @Test func pluginFlagsKeepWhatTheSourcesMeanInAStableOrder() {
    let one = BuildEnvironment.meaningFlags([
      "-Onone", "-DB", "-DDEBUG", "-swift-version", "6", "-DA", "-enable-upcoming-feature",
      "ExistentialAny", "-g", "-package-name", "p",
    ])
    let other = BuildEnvironment.meaningFlags([
      "-package-name", "p", "-DA", "-enable-upcoming-feature", "ExistentialAny", "-DB",
      "-swift-version", "6",
    ])
    #expect(one == other)
    #expect(
      one == [
        "-DA", "-DB", "-enable-upcoming-feature", "ExistentialAny", "-package-name", "p",
        "-swift-version", "6",
      ])
  }

  @Test func versionsOfMarkersAndCompilers() {
    #expect(MacroPluginBuilder.markerVersion("SwiftSyntax600") == 600)
    #expect(MacroPluginBuilder.markerVersion("SwiftSyntax") == nil)
    #expect(MacroPluginBuilder.markerVersion("SwiftSyntaxMacros") == nil)
    #expect(
      MacroPluginBuilder.syntaxVersion(
        compilerVersion: "Swift version 6.3.1 (swift-6.3.1-RELEASE)\nTarget: x86_64") == 603)
    #expect(MacroPluginBuilder.syntaxVersion(compilerVersion: "Swift version 5.10") == 510)
    #expect(MacroPluginBuilder.syntaxVersion(compilerVersion: "clang 17") == nil)
  }
}

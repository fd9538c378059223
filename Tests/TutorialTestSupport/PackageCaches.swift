import Foundation
import TutorialSupport

@testable import TutorialToolchain

/// What every check of this package computes the first time and keeps in its `.build`, filled
/// once per test run before the tests' first check: the libraries' fingerprints (each library
/// file parsed), what the build plan says, and the optimized macro plugins.
///
/// NB: in a fresh clone, the checks that tests start side by side (in this process, and the
/// `tutorials` processes of the command tests) each found these missing and each computed
/// them: every check parsed every library file, a debug build's parser taking seconds. Filled
/// here first, each check reads what they left, as any check after the first does. A failure
/// is left for the checks to meet and report.
package enum PackageCaches {
  /// The repository, whose `.build` holds the libraries `swift test` built.
  package static let packagePath = FixtureSite.repository.path

  /// The folders the fixtures' checks keep out of the libraries' fingerprints: none, as
  /// `tutorials check` of a fixture keeps none out (no fixture has a `site/site.json`).
  ///
  /// NB: the fingerprints' cache keeps the files of the last check that wrote it; checks
  /// keeping out different folders (the repository's `site.json` keeps out the runner's own)
  /// each parsed again the files the other left out.
  package static let excludedLibraryFolders: [String] = []

  /// A clang module cache shared by the tests' checks and compiler runs.
  ///
  /// NB: a cold one costs seconds per compiler run, and each fixture copy's cache folder, or
  /// each test's scratch folder, would start with one; clang keeps a shared one safe for side
  /// by side use. Nothing asserts on the module cache.
  package static let moduleCache = FileManager.default.temporaryDirectory
    .appendingPathComponent("tutorialkit-check-module-cache").path

  /// Waits until the caches are filled (at once after the first time).
  package static func filled() async {
    await filling.value
  }

  /// Waits until the libraries' fingerprints and the build plan's cache are filled, for a
  /// check that builds no optimized plugin (one given a toolchain without swift-syntax).
  package static func fingerprinted() async {
    await fingerprints.value
    _ = await environment.value
  }

  // NB: the fingerprints are one thread's work, the plugins mostly one compiler at a time:
  // side by side, on threads of their own, with what programs of snippets need.
  private static let fingerprints = Task<Void, Never> {
    _ = try? await onOwnThread {
      LibraryFingerprint.compute(
        packagePath: packagePath, excluded: excludedLibraryFolders,
        toolchain: Toolchain.identity, cache: "\(packagePath)/.build/tutorials-interfaces.json")
    }
  }

  private static let environment = Task<BuildEnvironment?, Never> {
    try? await onOwnThread {
      try BuildEnvironment.prepare(
        packagePath: packagePath, build: false, binPath: FixtureSite.binPath)
    }
  }

  private static let filling = Task<Void, Never> {
    async let fingerprinted: Void = fingerprints.value
    guard let environment = await environment.value else { return await fingerprinted }
    async let plugins: Void? = try? onOwnThread { try buildPlugins(environment) }
    async let programs: Void? = try? onOwnThread { try prepareForPrograms(environment) }
    _ = await (fingerprinted, plugins, programs)
  }

  /// Builds the optimized macro plugins, as a check does before its first compiler run.
  private static func buildPlugins(_ environment: BuildEnvironment) throws {
    let plugins = environment.plugins.executables.filter {
      $0.value.hasPrefix(environment.binPath + "/")
    }.keys.sorted()
    guard let host = Toolchain.hostFolder(), !plugins.isEmpty else { return }
    _ = try MacroPluginBuilder(
      hostFolder: host, folder: "\(packagePath)/.build/tutorials-plugins"
    ).libraries(for: plugins, in: environment, toolchain: Toolchain.identity)
  }

  /// What the fast toolchain's programs of snippets find cached after the first one: the
  /// program support module, and the shared library of `Kata` and what it depends on (the
  /// objects every fixture's `run` blocks link, importing `Kata`, `CasePaths` or Foundation);
  /// and the clang modules `Kata` and Foundation import, in ``moduleCache``.
  ///
  /// NB: done while the plugins build, which keeps one core busy; otherwise the checks started
  /// when the plugins are ready each linked that library and compiled the support module.
  private static func prepareForPrograms(_ environment: BuildEnvironment) throws {
    let build = "\(packagePath)/.build"
    _ = try ProgramSupport.module(in: "\(build)/tutorials-helpers")
    let objects = environment.linkObjects(for: ["Kata"])
    _ = SharedLibraryLinker(folder: "\(build)/tutorials-libraries", toolchain: Toolchain.identity)
      .linkFlags(for: objects, extraFlags: BuildEnvironment.systemLibraries(for: objects))
    let folder = try FixtureSite.temporaryFolder().path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileWriting.write("import Foundation\nimport Kata\n", to: "\(folder)/imports.swift")
    _ = try ProcessRunner.run(
      ["swiftc", "-typecheck", "-swift-version", "6", "-module-cache-path", moduleCache]
        + environment.searchFlags + ["imports.swift"], in: folder)
  }
}

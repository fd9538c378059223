import Foundation
import TutorialSupport

/// Builds the package's macro plugins as optimized shared libraries that the compiler loads
/// in-process, against the release-built swift-syntax the toolchain ships for its own plugins
/// (`usr/lib/swift/host`).
///
/// In a debug build, SwiftPM builds macro plugins with a debug swift-syntax: they expand macros
/// several times slower than release-built ones, and building swift-syntax in release takes
/// many minutes. Compiling only the plugins' own sources (and their few non-swift-syntax
/// modules) against the toolchain's libraries takes seconds, once: the libraries are cached under
/// `<folder>/<key>/`, where the key hashes the plugins' sources, their flags and the
/// toolchain. A build that fails is remembered under the same key, so it is not tried again
/// until something changes.
package struct MacroPluginBuilder {
  /// The toolchain's host folder, such as `/opt/swift/usr/lib/swift/host`.
  package var hostFolder: String
  /// Where built plugins are cached, such as `<package>/.build/tutorials-plugins`.
  package var folder: String

  package init(hostFolder: String, folder: String) {
    self.hostFolder = hostFolder
    self.folder = folder
  }

  /// Why the plugins could not be built, for the note that says the debug ones are used.
  package struct Failure: Error, CustomStringConvertible {
    package var reason: String
    package var description: String { reason }
  }

  /// Bumped when the way plugins are built changes, so old builds are not reused.
  private static let recipeVersion = "3"

  /// Libraries for `plugins` of `environment`, by module name, built now unless already cached.
  ///
  /// - Throws: ``Failure`` when a plugin cannot be built this way.
  package func libraries(
    for plugins: [String], in environment: BuildEnvironment, toolchain: String
  ) throws -> [String: String] {
    guard
      FileManager.default.fileExists(
        atPath: "\(hostFolder)/\(Toolchain.sharedLibraryName("SwiftSyntax"))")
    else {
      throw Failure(reason: "the toolchain has no release-built swift-syntax in \(hostFolder)")
    }
    let modules = try plan(plugins, environment)
    let key = try self.key(plugins: plugins, modules: modules, toolchain: toolchain)
    let cached = "\(folder)/\(key)"
    let libraries = Dictionary(
      uniqueKeysWithValues: plugins.map { ($0, "\(cached)/\(Toolchain.sharedLibraryName($0))") })
    func found() throws -> [String: String]? {
      if let reason = try? String(contentsOfFile: "\(cached)/failure.txt", encoding: .utf8) {
        throw Failure(reason: reason)
      }
      let complete = libraries.values.allSatisfy { FileManager.default.fileExists(atPath: $0) }
      return complete ? libraries : nil
    }
    if let ready = try found() { return ready }

    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    // NB: checks started side by side (tests do) wait for one build instead of each building.
    let lock = open("\(folder)/.lock", O_CREAT | O_RDWR, 0o644)
    if lock >= 0 { flock(lock, LOCK_EX) }
    defer {
      if lock >= 0 {
        flock(lock, LOCK_UN)
        close(lock)
      }
    }
    if let ready = try found() { return ready }

    let work = "\(folder)/building-\(UUID().uuidString.prefix(8))"
    defer { try? FileManager.default.removeItem(atPath: work) }
    do {
      try build(plugins, modules: modules, in: work)
    } catch let failure as Failure {
      try? FileWriting.write(failure.reason, to: "\(work)/failure.txt")
      try? FileManager.default.removeItem(atPath: "\(work)/modules")
      _ = rename(work, cached)
      throw failure
    }
    try? FileManager.default.removeItem(atPath: "\(work)/modules")
    try? FileManager.default.removeItem(atPath: "\(work)/objects")
    guard rename(work, cached) == 0, let ready = try found() else {
      throw Failure(reason: "cannot cache the built plugins in \(cached)")
    }
    return ready
  }

  /// What building `plugins` takes.
  package struct Modules {
    /// Modules compiled from source, dependencies first, with what each plugin links.
    package var compiled: [(name: String, module: BuildEnvironment.ToolModule)] = []
    package var linkedBy: [String: [String]] = [:]
    /// Empty version marker modules (`SwiftSyntax600`…) the sources test with `canImport`.
    package var markers: [String] = []
  }

  private func plan(_ plugins: [String], _ environment: BuildEnvironment) throws -> Modules {
    var result = Modules()
    var compiled: Set<String> = []
    var markers: Set<String> = []
    for plugin in plugins {
      guard environment.toolModules[plugin] != nil else {
        throw Failure(reason: "the build plan has no sources for \(plugin)")
      }
      let closure = environment.dependencies[plugin] ?? []
      var linked: [String] = []
      // NB: a module's dependency list is transitive, so fewer dependencies come first.
      let ordered = closure.sorted {
        ((environment.dependencies[$0] ?? []).count, $0)
          < ((environment.dependencies[$1] ?? []).count, $1)
      }
      for module in ordered + [plugin] {
        if module != plugin, hasHostModule(module) { continue }
        if Self.markerVersion(module) != nil {
          markers.insert(module)
          continue
        }
        // NB: C modules of swift-syntax (its shims) are the host libraries' business.
        guard let tool = environment.toolModules[module] else { continue }
        if tool.isSwiftSyntax, module != Self.compilerPluginModule {
          throw Failure(reason: "the toolchain's swift-syntax has no module \(module)")
        }
        if module != plugin { linked.append(module) }
        if compiled.insert(module).inserted { result.compiled.append((module, tool)) }
      }
      result.linkedBy[plugin] = linked
    }
    result.markers = markers.sorted()
    return result
  }

  /// The one swift-syntax module plugins use that the toolchain does not ship, a small one
  /// (the `@main` of executable plugins), so it is compiled from source.
  package static let compilerPluginModule = "SwiftCompilerPlugin"

  private func hasHostModule(_ module: String) -> Bool {
    FileManager.default.fileExists(atPath: "\(hostFolder)/\(module).swiftmodule")
  }

  /// The swift-syntax version a marker module such as `SwiftSyntax600` stands for.
  package static func markerVersion(_ module: String) -> Int? {
    guard module.hasPrefix("SwiftSyntax") else { return nil }
    let digits = module.dropFirst("SwiftSyntax".count)
    guard digits.count == 3, digits.allSatisfy(\.isNumber) else { return nil }
    return Int(digits)
  }

  /// The swift-syntax version matching a compiler's `--version` text: 6.3 ships 603, 5.9 509.
  package static func syntaxVersion(compilerVersion text: String) -> Int? {
    guard let range = text.range(of: "Swift version ") else { return nil }
    let numbers = text[range.upperBound...].prefix { $0.isNumber || $0 == "." }
      .split(separator: ".").compactMap { Int($0) }
    guard numbers.count >= 2 else { return nil }
    return numbers[0] * 100 + numbers[1]
  }

  private func key(plugins: [String], modules: Modules, toolchain: String) throws -> String {
    var hash = SHA256()
    hash.update("recipe \(Self.recipeVersion)\n\(toolchain)\n")
    for library in ["SwiftSyntax", "SwiftSyntaxMacros"].map(Toolchain.sharedLibraryName) {
      hash.update("\(library) \(FileStamp.of("\(hostFolder)/\(library)")?.size ?? 0)\n")
    }
    hash.update("plugins \(plugins.joined(separator: " "))\nmarkers \(modules.markers)\n")
    for (name, module) in modules.compiled {
      hash.update("module \(name) \(module.flags.joined(separator: " "))\n")
      for source in module.sources {
        guard let data = FileManager.default.contents(atPath: source) else {
          throw Failure(reason: "cannot read \(source)")
        }
        hash.update("\(URL(fileURLWithPath: source).lastPathComponent) \(data.count)\n")
        hash.update([UInt8](data))
      }
    }
    return String(hash.hexDigest().prefix(24))
  }

  private func build(_ plugins: [String], modules: Modules, in work: String) throws {
    let moduleFolder = "\(work)/modules"
    let objectFolder = "\(work)/objects"
    try FileManager.default.createDirectory(
      atPath: moduleFolder, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: objectFolder, withIntermediateDirectories: true)
    let common = [
      "-O", "-wmo", "-parse-as-library", "-suppress-warnings", "-I", hostFolder,
      "-I", moduleFolder, "-module-cache-path", "\(folder)/module-cache",
    ]

    try buildMarkers(modules.markers, into: moduleFolder, flags: common, in: work)
    for (name, module) in modules.compiled where !plugins.contains(name) {
      let outputs = [
        "-emit-module", "-emit-module-path", "\(moduleFolder)/\(name).swiftmodule",
        "-o", "\(objectFolder)/\(name).o",
      ]
      try compile(
        ["-c", "-module-name", name] + outputs + common + module.flags + module.sources,
        what: name, in: work)
    }

    let failures = Locked<[String]>([])
    let compiled = Dictionary(modules.compiled, uniquingKeysWith: { first, _ in first })
    _ = ParallelWork.map(
      count: plugins.count, width: ProcessInfo.processInfo.activeProcessorCount,
      onOwnThreads: true
    ) { index in
      let plugin = plugins[index]
      let objects = (modules.linkedBy[plugin] ?? []).map { "\(objectFolder)/\($0).o" }
      let linking = [
        "-emit-library", "-module-name", plugin, "-o",
        "\(work)/\(Toolchain.sharedLibraryName(plugin))",
        // NB: as SwiftPM does for macros, so the plugin's `@main` defines no `main`.
        "-Xfrontend", "-entry-point-function-name", "-Xfrontend", "\(plugin)_main",
        "-L", hostFolder, "-Xlinker", "-rpath", "-Xlinker", hostFolder,
      ]
      let module = compiled[plugin]
      do {
        try compile(
          linking + common + (module?.flags ?? []) + (module?.sources ?? []) + objects,
          what: plugin, in: work)
      } catch {
        let reason = "\(error)"
        failures.withLock { $0.append(reason) }
      }
    }
    if let first = failures.value.first { throw Failure(reason: first) }
  }

  /// Empty modules for the version `markers` (`SwiftSyntax600`…) up to the toolchain's
  /// swift-syntax version, so that sources testing them with `canImport` see that version.
  private func buildMarkers(
    _ markers: [String], into moduleFolder: String, flags: [String], in work: String
  ) throws {
    guard !markers.isEmpty else { return }
    let version = try ProcessRunner.run(["swiftc", "--version"])
    guard let host = Self.syntaxVersion(compilerVersion: version.stdout + version.stderr)
    else { throw Failure(reason: "cannot tell the compiler's version from `swiftc --version`") }
    let source = "\(moduleFolder)/empty.swift"
    try FileWriting.write("", to: source)
    for marker in markers {
      guard let version = Self.markerVersion(marker), version <= host else { continue }
      let output = ["-emit-module-path", "\(moduleFolder)/\(marker).swiftmodule"]
      try compile(
        ["-emit-module", "-module-name", marker] + output + flags + [source], what: marker,
        in: work)
    }
  }

  /// The message of the error a switch over a non-frozen enum without `@unknown default` gets.
  package static let nonFrozenSwitchError = "may have additional unknown values"

  /// Compiles with `arguments`, and once more in Swift 5 mode when a switch over one of
  /// swift-syntax's enums lacks `@unknown default`.
  ///
  /// NB: the toolchain's swift-syntax is built for library evolution and the package's is not,
  /// so a switch that covers every case of the package's copy is complete there but an error
  /// here in Swift 6 mode (a warning in Swift 5 mode, where the last `-swift-version` wins).
  /// The package's own build has already held the code to its language mode.
  private func compile(_ arguments: [String], what: String, in work: String) throws {
    var result = try ProcessRunner.run(["swiftc"] + arguments, in: work)
    if result.status != 0, (result.stdout + result.stderr).contains(Self.nonFrozenSwitchError) {
      result = try ProcessRunner.run(["swiftc"] + arguments + ["-swift-version", "5"], in: work)
    }
    guard result.status == 0 else {
      let errors = (result.stdout + result.stderr).split(separator: "\n")
        .filter { $0.contains("error:") }.prefix(3).joined(separator: "; ")
      throw Failure(
        reason: "compiling \(what) against the toolchain's swift-syntax failed: "
          + (errors.isEmpty ? "exit \(result.status)" : errors))
    }
  }
}

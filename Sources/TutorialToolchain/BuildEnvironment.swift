import Foundation
import TutorialSupport

/// What `swiftc` needs to compile snippets against the package's libraries, read from the
/// build plan SwiftPM writes (`description.json` in the build folder): module search path, C
/// module maps, macro plugins, and each module's object files for linking `run` snippets.
public struct BuildEnvironment: Sendable, Codable {
  /// The build folder, such as `.build/x86_64-unknown-linux-gnu/debug`.
  public var binPath: String
  /// Module search paths and C module maps (`-I`, `-Xcc -fmodule-map-file=…`).
  package var searchFlags: [String]
  /// The macro plugins, which run in the compiler and are never linked.
  package var plugins: MacroPlugins
  /// Object files by module, for linking.
  package var objectsByModule: [String: [String]]
  /// Every module a module depends on, directly or not.
  package var dependencies: [String: [String]]
  /// The modules built for the compiler's host (macro plugins and what they use), by name.
  package var toolModules: [String: ToolModule] = [:]

  /// Flags every snippet compilation gets: the search paths, then the plugins.
  public var flags: [String] { searchFlags + plugins.flags }

  /// A module built for the host: its sources and the flags that decide what they mean.
  package struct ToolModule: Sendable, Hashable, Codable {
    package var sources: [String]
    /// `-swift-version`, `-D`, feature and package flags, as SwiftPM passes them.
    package var flags: [String]

    /// Whether the module is part of swift-syntax.
    package var isSwiftSyntax: Bool {
      zip(flags, flags.dropFirst()).contains { $0 == "-package-name" && $1 == "swift_syntax" }
    }
  }

  /// Problems preparing the libraries.
  public enum Failure: Error, CustomStringConvertible {
    case buildFailed(String)
    case missingBuildPlan(String)

    public var description: String {
      switch self {
      case .buildFailed(let output):
        return "the package's libraries do not build; run `swift build` and fix them first\n"
          + output
      case .missingBuildPlan(let path):
        return "no build plan at \(path); run `swift build` in the package first"
      }
    }
  }

  /// Builds the package at `packagePath` (unless `build` is false) and reads its build plan.
  ///
  /// The plan is read from `binPath` when one is given (a build folder as
  /// `swift build --show-bin-path` prints it, such as one made with `--scratch-path`), and
  /// nothing is built then; otherwise from the package's `.build/debug`.
  ///
  /// Macro plugins are taken from `pluginFolder` (or the release build folder next to the
  /// debug one) when a release-built plugin is there: those expand macros several times
  /// faster than debug-built ones. Build them with
  /// `swift build -c release --target CasePathsMacros` (and `DependenciesMacrosPlugin`).
  public static func prepare(
    packagePath: String, build: Bool, binPath: String? = nil, pluginFolder: String? = nil
  ) throws -> BuildEnvironment {
    if let binPath {
      return try read(
        binPath: URL(fileURLWithPath: binPath).resolvingSymlinksInPath().path,
        pluginFolder: pluginFolder)
    }
    if build {
      let result = try ProcessRunner.run(["swift", "build"], in: packagePath, timeout: 3600)
      guard result.status == 0 else {
        throw Failure.buildFailed((result.stdout + result.stderr).suffix(4000).description)
      }
    }
    var binPath = URL(fileURLWithPath: "\(packagePath)/.build/debug").resolvingSymlinksInPath()
      .path
    if !FileManager.default.fileExists(atPath: "\(binPath)/description.json") {
      let shown = try ProcessRunner.run(["swift", "build", "--show-bin-path"], in: packagePath)
      binPath = shown.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    return try read(binPath: binPath, pluginFolder: pluginFolder)
  }

  /// Reads the build plan of the build folder `binPath`.
  ///
  /// The plan is several megabytes of JSON; what is read from it is cached next to it
  /// (`tutorials-build-plan.json`), keyed by the plan's and the plugin folders' sizes and
  /// modification times, so a check after the same build reads a small file instead.
  public static func read(binPath: String, pluginFolder: String? = nil) throws -> BuildEnvironment {
    let release = URL(fileURLWithPath: binPath).deletingLastPathComponent()
      .appendingPathComponent("release").path
    let pluginFolders = [pluginFolder, release].compactMap { $0 }
    let planPath = "\(binPath)/description.json"
    let cachePath = "\(binPath)/tutorials-build-plan.json"
    let stamps = [planPath] + pluginFolders
    let key = stamps.map { LibraryFingerprint.stamp(of: $0) }
    let keyText = zip(stamps, key).map { "\($0)=\($1 ?? "none")" }.joined(separator: "\n")
    if key[0] != nil, let data = FileManager.default.contents(atPath: cachePath),
      let cached = try? JSONDecoder().decode(Cached.self, from: data), cached.key == keyText
    {
      return cached.environment
    }
    let environment = try readPlan(planPath, binPath: binPath, pluginFolders: pluginFolders)
    // NB: only a plan that no build is writing right now (see `LibraryFingerprint.stamp`).
    if key[0] != nil,
      let data = try? JSONEncoder().encode(Cached(key: keyText, environment: environment))
    {
      try? FileWriting.write(data, to: cachePath)
    }
    return environment
  }

  /// What ``read(binPath:pluginFolder:)`` caches of a build plan.
  private struct Cached: Codable {
    package var key: String
    package var environment: BuildEnvironment
  }

  private static func readPlan(
    _ planPath: String, binPath: String, pluginFolders: [String]
  ) throws -> BuildEnvironment {
    guard let data = FileManager.default.contents(atPath: planPath),
      let plan = try? JSONDecoder().decode(Plan.self, from: data)
    else { throw Failure.missingBuildPlan(planPath) }

    var searchFlags = ["-I", "\(binPath)/Modules"]
    var seen: Set<String> = []
    var plugins = MacroPlugins()
    var objects: [String: [String]] = [:]
    var tools: [String: ToolModule] = [:]
    for command in plan.swiftCommands.values.sorted(by: { $0.moduleName < $1.moduleName }) {
      let isTool = command.tempsPath.hasSuffix("-tool.build")
      if isTool {
        tools[command.moduleName] = ToolModule(
          sources: command.sources ?? [], flags: meaningFlags(command.otherArguments))
      }
      if !command.isLibrary { continue }
      if !isTool { objects[command.moduleName] = command.objects }
      for group in flagGroups(command.otherArguments) {
        if group.count == 4, group[1] == "-load-plugin-executable" {
          plugins.add(group[3], preferringIn: pluginFolders)
        } else if group.count >= 2,
          group[1].hasPrefix("-fmodule-map-file=") || group[1] == "-I",
          seen.insert(group.joined(separator: "\u{0}")).inserted
        {
          searchFlags += group
        }
      }
    }
    return BuildEnvironment(
      binPath: binPath, searchFlags: searchFlags, plugins: plugins, objectsByModule: objects,
      dependencies: plan.targetDependencyMap, toolModules: tools)
  }

  /// A command's arguments in groups of what belongs together: `-Xcc -I -Xcc PATH`,
  /// `-Xfrontend -load-plugin-executable -Xfrontend PATH#MODULE`, `-Xcc FLAG`, or one word.
  private static func flagGroups(_ arguments: [String]) -> [[String]] {
    var groups: [[String]] = []
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      var group = [argument]
      if argument == "-Xcc" || argument == "-Xfrontend", let next = rest.popFirst() {
        group.append(next)
        if next == "-I" || next == "-load-plugin-executable", rest.first == argument,
          let value = rest.dropFirst().first
        {
          group += [argument, value]
          rest = rest.dropFirst(2)
        }
      }
      groups.append(group)
    }
    return groups
  }

  /// The flags of a SwiftPM command that change what its sources mean, not how they are built.
  ///
  /// Language mode, conditions, features and package stay; `-DDEBUG` goes, as plugins built
  /// from these sources are optimized.
  package static func meaningFlags(_ arguments: [String]) -> [String] {
    var units: [[String]] = []
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "-swift-version", "-enable-upcoming-feature", "-enable-experimental-feature",
        "-package-name":
        if let value = rest.popFirst() { units.append([argument, value]) }
      case "-DDEBUG":
        continue
      default:
        if argument.hasPrefix("-D") { units.append([argument]) }
      }
    }
    // NB: sorted, as SwiftPM writes conditions in a different order from one build to the
    // next, and these flags key the optimized plugins; none of them depends on its place.
    return units.sorted { $0.joined(separator: " ") < $1.joined(separator: " ") }.flatMap { $0 }
  }

  /// This environment with the plugins of `libraries` (shared libraries by module) loaded
  /// into the compiler instead of run as executables.
  package func loading(_ libraries: [String: String]) -> BuildEnvironment {
    var result = self
    result.plugins = plugins.loading(libraries)
    return result
  }

  /// The flags that link a program importing `modules`: their objects (see
  /// ``linkObjects(for:)``) and the system libraries those need.
  package func linkFlags(for modules: Set<String>) -> [String] {
    let objects = linkObjects(for: modules)
    return objects + Self.systemLibraries(for: objects)
  }

  /// The system libraries `objects` need besides those their autolink entries name: C++'s
  /// for objects compiled from C++.
  package static func systemLibraries(for objects: [String]) -> [String] {
    objects.contains { $0.hasSuffix(".cpp.o") } ? ["-lstdc++"] : []
  }

  /// The object files to link a program importing `modules`, C modules' objects included.
  package func linkObjects(for modules: Set<String>) -> [String] {
    var pluginParts: Set<String> = []
    for plugin in plugins.modules {
      pluginParts.insert(plugin)
      pluginParts.formUnion(dependencies[plugin] ?? [])
    }
    var wanted: Set<String> = []
    for module in modules where dependencies[module] != nil || objectsByModule[module] != nil {
      wanted.insert(module)
      wanted.formUnion((dependencies[module] ?? []).filter { !pluginParts.contains($0) })
    }
    var result: [String] = []
    for module in wanted.sorted() {
      if let objects = objectsByModule[module] {
        result += objects
      } else {
        // NB: C targets have no Swift command; their objects sit in their build folder.
        let folder = "\(binPath)/\(module).build"
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        result += files.filter { $0.hasSuffix(".o") }.sorted().map { "\(folder)/\($0)" }
      }
    }
    return result
  }

  private struct Plan: Decodable {
    package var swiftCommands: [String: Command]
    package var targetDependencyMap: [String: [String]]
  }

  private struct Command: Decodable {
    package var moduleName: String
    package var isLibrary: Bool
    package var otherArguments: [String]
    package var objects: [String]
    package var tempsPath: String
    package var sources: [String]?
  }
}

import Foundation

/// The macro plugins the compiler runs for a package, read once from the flags of SwiftPM's
/// build plan (`-Xfrontend -load-plugin-executable -Xfrontend PATH#MODULE`) and turned back into
/// flags only when a compiler is started.
package struct MacroPlugins: Sendable, Codable, Equatable {
  /// Each plugin's executable, by module: as SwiftPM built it, or a release-built one found
  /// in place of it.
  package var executables: [String: String] = [:]
  /// Plugins the compiler loads in process instead, as shared libraries by module (see
  /// ``loading(_:)``).
  package var libraries: [String: String] = [:]

  package init() {}

  /// Every plugin module, which programs never link.
  package var modules: Set<String> { Set(executables.keys).union(libraries.keys) }

  /// Adds the plugin of a build plan flag's value, `PATH#MODULE`, taking the executable of the
  /// same name from the first of `folders` that has one (a faster, release-built one).
  /// - Returns: Whether `value` named a plugin.
  @discardableResult
  package mutating func add(_ value: String, preferringIn folders: [String]) -> Bool {
    let parts = value.split(separator: "#", maxSplits: 1)
    guard parts.count == 2 else { return false }
    let path = String(parts[0])
    let name = URL(fileURLWithPath: path).lastPathComponent
    let faster = folders.map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
    executables[String(parts[1])] = faster ?? path
    return true
  }

  /// These plugins with those of `libraries` (shared libraries by module) loaded into the
  /// compiler instead of run as executables.
  package func loading(_ libraries: [String: String]) -> MacroPlugins {
    var result = self
    for (module, library) in libraries where result.executables[module] != nil {
      result.executables[module] = nil
      result.libraries[module] = library
    }
    return result
  }

  /// The compiler flags that load the plugins, in the order of their modules' names.
  package var flags: [String] {
    var flags: [String] = []
    for module in modules.sorted() {
      if let library = libraries[module] {
        flags += ["-load-plugin-library", library]
      } else if let executable = executables[module] {
        flags += ["-Xfrontend", "-load-plugin-executable", "-Xfrontend", "\(executable)#\(module)"]
      }
    }
    return flags
  }
}

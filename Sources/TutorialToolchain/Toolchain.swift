import Foundation

/// The Swift toolchain whose `swiftc` is first on `PATH`, the one every compiler run uses.
package enum Toolchain {
  /// The real path of `swiftc`, symbolic links resolved, or `nil` when none is on `PATH`;
  /// looked up once, as every compiler run of a process uses the same toolchain.
  package static let swiftc: URL? = driver.map {
    URL(fileURLWithPath: $0).resolvingSymlinksInPath()
  }

  /// The path of `swiftc` on `PATH`, links not resolved: the driver takes its mode from the
  /// name it is run by (`swiftc` is a link to `swift-driver`).
  package static let driver: String? = onPath("swiftc")

  /// The path of the first executable named `name` in a folder of `PATH`.
  package static func onPath(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
    for folder in path.split(separator: ":") {
      let candidate = "\(folder)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Identifies the toolchain without running it: `swiftc`'s real path and size.
  package static let identity: String = {
    guard let swiftc else { return "unknown" }
    return "\(swiftc.path) \(FileStamp.of(swiftc.path)?.size ?? 0)"
  }()

  /// The toolchain's folder of host libraries, such as `/opt/swift/usr/lib/swift/host`.
  package static func hostFolder() -> String? {
    swiftc?.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("lib/swift/host").path
  }

  /// The file name of the shared library of `module` on this platform.
  package static func sharedLibraryName(_ module: String) -> String {
    #if canImport(Darwin)
      return "lib\(module).dylib"
    #else
      return "lib\(module).so"
    #endif
  }

  /// `-use-ld=lld` when the toolchain ships LLVM's linker, else `nil`.
  ///
  /// NB: a program that leaves the cached library's libraries out of its link (see
  /// `FastToolchain`) needs it: with `--unresolved-symbols=ignore-all`, lld leaves the symbols
  /// of those libraries to the loader, where gold, the default, resolves them to address 0 and
  /// the program crashes at its first call into them.
  package static let lldFlags: [String]? = {
    guard let bin = swiftc?.deletingLastPathComponent().path,
      FileManager.default.isExecutableFile(atPath: "\(bin)/ld.lld")
    else { return nil }
    return ["-use-ld=lld"]
  }()
}

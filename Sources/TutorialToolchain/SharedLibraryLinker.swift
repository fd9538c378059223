import Foundation
import TutorialSupport

/// Links the object files of the libraries that `run` snippets import into one shared library,
/// once, so that each program of snippets links against that library instead of against every
/// object file.
///
/// SwiftPM leaves a debug build's libraries as hundreds of object files (about 390 for `Kata`,
/// the examples and their dependencies). Extracting their autolink entries and linking them
/// took more than half of building the program of `run` snippets, every check. The library is
/// cached under `<folder>/<key>/`, where the key hashes the objects' paths, sizes and
/// modification times and the toolchain: rebuilding a library makes a new key.
package struct SharedLibraryLinker {
  /// Where linked libraries are cached, such as `<package>/.build/tutorials-libraries`.
  package var folder: String
  /// The identity of the toolchain (``Toolchain/identity()``), part of the key.
  package var toolchain: String

  package init(folder: String, toolchain: String) {
    self.folder = folder
    self.toolchain = toolchain
  }

  /// The name the library is linked by (`-lSnippetLibraries`).
  package static let libraryName = "SnippetLibraries"
  /// Bumped when the way the library is linked changes, so old ones are not reused.
  private static let recipeVersion = "3"
  /// The file, cached beside the library, listing the libraries it is linked with.
  private static let autolinkFile = "autolink.txt"

  /// How to link a program against the cached library.
  package struct Linked: Equatable {
    /// The flags that link a program against the library.
    package var flags: [String]
    /// The library's path.
    package var library: String
    /// The libraries the cached library is linked with (`-lFoundation`, …), from its objects'
    /// autolink entries; empty when they could not be read.
    ///
    /// A program linked against the cached library need not name them again: loading the
    /// library loads them. Each one named costs the linker the reading of its symbol table.
    package var providedLibraries: Set<String>
  }

  /// How to link a program against a shared library holding `objects`, linked now unless
  /// already cached; `nil` when it cannot be (no objects, an object was just rebuilt, or linking
  /// failed), and the program should link the objects themselves.
  package func linkFlags(for objects: [String], extraFlags: [String]) -> Linked? {
    guard !objects.isEmpty, let key = key(objects, extraFlags) else { return nil }
    let cached = "\(folder)/\(key)"
    let library = "\(cached)/\(Toolchain.sharedLibraryName(Self.libraryName))"
    if FileManager.default.fileExists(atPath: library) {
      // NB: marks the library as used, so pruning keeps it.
      utimes(cached, nil)
    } else {
      guard link(objects, extraFlags, into: cached) else { return nil }
      prune(keeping: key)
    }
    let listed =
      SpeedTrick.autolinkReading.isEnabled
      ? (try? String(contentsOfFile: "\(cached)/\(Self.autolinkFile)", encoding: .utf8)) : nil
    return Linked(
      flags: ["-L", cached, "-l\(Self.libraryName)", "-Xlinker", "-rpath", "-Xlinker", cached],
      library: library,
      providedLibraries: Set((listed ?? "").split(separator: "\n").map(String.init)))
  }

  /// How long a library nobody used stays cached: every rebuild of the libraries links a new one
  /// of several megabytes.
  package static let unusedLifetime: TimeInterval = 3600

  /// Deletes the libraries not used within ``unusedLifetime``, except `key`'s; a check still
  /// using an older one (side by side with this one) used it more recently than that.
  private func prune(keeping key: String) {
    let manager = FileManager.default
    let limit = Date().timeIntervalSince1970 - Self.unusedLifetime
    for name in (try? manager.contentsOfDirectory(atPath: folder)) ?? [] where name != key {
      let path = "\(folder)/\(name)"
      if let stamp = FileStamp.of(path), stamp.modified < limit {
        try? manager.removeItem(atPath: path)
      }
    }
  }

  /// Hashes what decides the library's contents; `nil` when an object cannot be stamped.
  private func key(_ objects: [String], _ extraFlags: [String]) -> String? {
    var hash = SHA256()
    hash.update("\(Self.recipeVersion)\u{0}\(toolchain)\u{0}")
    for flag in extraFlags { hash.update("\(flag)\u{0}") }
    for object in objects {
      guard let stamp = LibraryFingerprint.stamp(of: object) else { return nil }
      hash.update("\(object)\u{0}\(stamp)\u{0}")
    }
    return String(hash.hexDigest().prefix(24))
  }

  /// Links the library in a folder of its own, then moves it to `cached` (see ``CacheFolder``).
  private func link(_ objects: [String], _ extraFlags: [String], into cached: String) -> Bool {
    (try? CacheFolder.make(cached) { work in
      let output = "\(work)/\(Toolchain.sharedLibraryName(Self.libraryName))"
      // NB: only when every object's entries could be read; otherwise programs name them all.
      var libraries: Set<String>? = Set(extraFlags.filter { $0.hasPrefix("-l") })
      for object in objects {
        guard let entries = AutolinkEntries.read(objectAt: object) else {
          libraries = nil
          break
        }
        libraries?.formUnion(entries.filter { $0.hasPrefix("-l") })
      }
      // NB: the libraries are also named on the command line: programs leave them out of their
      // own link and load them through this library, so it must record every one it needs
      // (a link in a fresh clone recorded only libswiftCore, and programs failed to start).
      let arguments =
        ["swiftc", "-emit-library", "-o", output] + objects + extraFlags
        + (libraries?.sorted() ?? [])
      guard try ProcessRunner.run(arguments, in: work).status == 0 else {
        throw CacheFolder.Failure(description: "linking \(output) failed")
      }
      guard let libraries else { return }
      try FileWriting.write(
        libraries.sorted().map { $0 + "\n" }.joined(), to: "\(work)/\(Self.autolinkFile)")
    }) != nil
  }
}

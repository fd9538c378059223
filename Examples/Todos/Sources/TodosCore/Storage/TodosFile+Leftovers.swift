import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TodosFile {
  /// Where a save by process `processID` writes before renaming: `.todos.json.<pid>.tmp`
  /// next to the file.
  static func temporaryURL(for url: URL, processID: Int32 = getpid()) -> URL {
    url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).\(processID).tmp")
  }

  /// Deletes the temporary files that saves killed before their rename left next to `url`.
  ///
  /// Only names of the exact form `.<name>.<pid>.tmp` are considered, and such a file is
  /// kept while its save may still be running: when it is this process's, or when a process
  /// with that ID runs and started before the file was last written. (A running process that
  /// started after it is a later process that was given the same ID.)
  ///
  /// - Returns: The files deleted.
  @discardableResult
  public static func removeLeftovers(besides url: URL) -> [URL] {
    let folder = url.deletingLastPathComponent()
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      return []
    }
    let prefix = ".\(url.lastPathComponent)."
    let suffix = ".tmp"
    var removed: [URL] = []
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(suffix) {
      let digits = name.dropFirst(prefix.count).dropLast(suffix.count)
      guard !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }),
        let processID = Int32(digits), processID > 0, processID != getpid()
      else { continue }
      let leftover = folder.appendingPathComponent(name)
      guard !mayStillBeWriting(leftover.path, processID: processID) else { continue }
      if unlink(leftover.path) == 0 { removed.append(leftover) }
    }
    return removed
  }

  /// Whether process `processID` may be the one writing `path` right now.
  private static func mayStillBeWriting(_ path: String, processID: Int32) -> Bool {
    guard kill(processID, 0) == 0 || errno == EPERM else { return false }
    guard let started = startTime(of: processID) else { return true }
    var status = stat()
    guard stat(path, &status) == 0 else { return true }
    #if canImport(Darwin)
      let modified = status.st_mtimespec
    #else
      let modified = status.st_mtim
    #endif
    let written = Double(modified.tv_sec) + Double(modified.tv_nsec) / 1e9
    // NB: a second of slack for the clock-tick rounding of the start time.
    return written >= started - 1
  }

  /// When process `processID` started, in seconds since 1970, where the system says (Linux).
  private static func startTime(of processID: Int32) -> Double? {
    #if os(Linux)
      guard
        let stat = try? String(contentsOfFile: "/proc/\(processID)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return nil }
      // NB: the fields after the command name, which may hold spaces, start at field 3; the
      // start time (field 22) counts clock ticks since the system booted.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
      let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
      guard ticksPerSecond > 0 else { return nil }
      var boot = timespec()
      var wall = timespec()
      guard clock_gettime(CLOCK_BOOTTIME, &boot) == 0, clock_gettime(CLOCK_REALTIME, &wall) == 0
      else { return nil }
      let bootedAt =
        Double(wall.tv_sec) + Double(wall.tv_nsec) / 1e9
        - (Double(boot.tv_sec) + Double(boot.tv_nsec) / 1e9)
      return bootedAt + ticks / ticksPerSecond
    #else
      return nil
    #endif
  }
}

import Foundation

/// Prints how long each phase of a check or a render took on standard error when
/// `TUTORIALS_TRACE` is set: a debugging aid for the runner's own speed, silent otherwise.
package enum Trace {
  private static let start = Date()
  private static let enabled = ProcessInfo.processInfo.environment["TUTORIALS_TRACE"] != nil

  /// Prints `label` with the seconds since the first mark of the process.
  package static func mark(_ label: @autoclosure () -> String) {
    guard enabled else { return }
    let elapsed = String(format: "%.3f", Date().timeIntervalSince(start))
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
    let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    let cpu = String(format: "%.3f", user + system)
    FileHandle.standardError.write(Data("[trace \(elapsed)s cpu \(cpu)] \(label())\n".utf8))
  }
}

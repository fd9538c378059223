import Foundation

/// Prints how long each phase of a check or a render took on standard error when
/// `TUTORIALS_TRACE` is set: a debugging aid for the runner's own speed, silent otherwise.
enum Trace {
  private static let start = Date()
  private static let enabled = ProcessInfo.processInfo.environment["TUTORIALS_TRACE"] != nil

  /// Prints `label` with the seconds since the first mark of the process.
  static func mark(_ label: @autoclosure () -> String) {
    guard enabled else { return }
    let elapsed = String(format: "%.3f", Date().timeIntervalSince(start))
    FileHandle.standardError.write(Data("[trace \(elapsed)s] \(label())\n".utf8))
  }
}

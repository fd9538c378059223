import Foundation

/// A trick the fast toolchain uses to compile snippets sooner, each of which can be turned off
/// to measure what it saves.
///
/// `TUTORIALS_CHECK_WITHOUT=job-replay,autolink-reading` (a comma-separated list of raw values)
/// turns tricks off for one run of the check; the README of `TutorialToolchain` lists what each
/// one saved when it was last measured.
package enum SpeedTrick: String, CaseIterable, Sendable {
  /// Runs the commands `swiftc -###` printed instead of the driver (``CompilerJobs``).
  case jobReplay = "job-replay"
  /// Reads objects' autolink entries in process instead of running `swift-autolink-extract`,
  /// and leaves the cached library's libraries out of a program's link (``AutolinkEntries``).
  case autolinkReading = "autolink-reading"

  /// The tricks turned off for this process by `TUTORIALS_CHECK_WITHOUT`.
  package static let disabled: Set<SpeedTrick> = parse(
    ProcessInfo.processInfo.environment["TUTORIALS_CHECK_WITHOUT"] ?? "")

  /// Whether the trick is on in this process.
  package var isEnabled: Bool { !Self.disabled.contains(self) }

  /// The tricks a comma-separated list names; unknown names are ignored.
  package static func parse(_ list: String) -> Set<SpeedTrick> {
    Set(
      list.split(separator: ",").compactMap {
        SpeedTrick(rawValue: $0.trimmingCharacters(in: .whitespaces))
      })
  }
}

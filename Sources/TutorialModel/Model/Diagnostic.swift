/// A problem found in the site's files, reported as `file:line: error: message`.
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
  /// How serious a diagnostic is.
  public enum Severity: String, Hashable, Sendable, Codable {
    case error, warning, note
  }

  public var severity: Severity
  public var location: SourceLocation
  public var message: String

  public init(_ severity: Severity, at location: SourceLocation, _ message: String) {
    self.severity = severity
    self.location = location
    self.message = message
  }

  public var description: String { "\(location): \(severity.rawValue): \(message)" }
}

/// Why a number fact could not be fetched.
public enum NumberFactError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The numbers service could not be reached: no network, or it did not answer in time.
  case offline(host: String, reason: String)
  /// The service answered, but not with a fact.
  case badResponse(host: String, status: Int)

  public var description: String {
    switch self {
    case .offline(let host, let reason):
      return "offline: cannot reach \(host) (\(reason)); run without --online for built-in facts"
    case .badResponse(let host, let status):
      return "\(host) answered with HTTP status \(status) instead of a fact; try again later"
    }
  }
}

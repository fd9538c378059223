/// Why a search or a city's details failed.
public enum SearchError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The geocoding service could not be reached: no network, or no answer in time.
  case offline(host: String, reason: String)
  /// The service answered, but not with results.
  case badResponse(host: String, status: Int)
  /// No city has this GeoNames id.
  case unknownCity(Int)
  /// The system does not know the city's time zone.
  case unknownTimeZone(String)
  /// The day does not exist on the city's calendar.
  case noSuchDay(String)
  /// The city data could not be loaded.
  case data(GazetteerError)

  public var description: String {
    switch self {
    case .offline(let host, let reason):
      return "offline: cannot reach \(host) (\(reason)); run without --online to search offline"
    case .badResponse(let host, let status):
      return "\(host) answered with HTTP status \(status) instead of cities; try again later"
    case .unknownCity(let id):
      return "no city has GeoNames id \(id); find ids with --query"
    case .unknownTimeZone(let identifier):
      return "this system does not know the time zone '\(identifier)'; install tzdata"
    case .noSuchDay(let day):
      return "\(day) is not a day in this city's calendar"
    case .data(let error):
      return error.description
    }
  }
}

/// Why the city data could not be loaded.
public enum GazetteerError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file could not be read.
  case unreadable(path: String, reason: String)
  /// A line does not have the fields the format needs.
  case malformedLine(path: String, line: Int, reason: String)
  /// The file holds no city at all.
  case empty(path: String)
  /// The data that ships with the program is missing from its bundle.
  case missingBundledData

  public var description: String {
    switch self {
    case .unreadable(let path, let reason):
      return "\(path): error: cannot read the city data (\(reason)); check the path"
    case .malformedLine(let path, let line, let reason):
      return "\(path):\(line): error: \(reason); regenerate it with scripts/derive-cities.py"
    case .empty(let path):
      return
        "\(path): error: no cities in this file; regenerate it with scripts/derive-cities.py"
    case .missingBundledData:
      return "the city data is missing from the program's resources; rebuild with swift build"
    }
  }
}

/// Which todos the list shows.
public enum Filter: String, CaseIterable, Codable, Equatable, Sendable {
  case all, active, completed
}

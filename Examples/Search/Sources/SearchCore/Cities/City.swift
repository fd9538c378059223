/// A city of the world, as GeoNames records it.
public struct City: Equatable, Hashable, Codable, Sendable, Identifiable {
  /// The GeoNames id, such as 2950159 for Berlin.
  public var id: Int
  /// The name in the city's own language, in Latin letters where GeoNames has them.
  public var name: String
  /// The name in plain ASCII, such as `Zurich` for Zürich.
  public var asciiName: String
  /// The ISO 3166 two-letter country code, such as `DE`.
  public var countryCode: String
  /// How many people live there, as GeoNames last counted.
  public var population: Int
  /// Degrees north of the equator (negative: south).
  public var latitude: Double
  /// Degrees east of Greenwich (negative: west).
  public var longitude: Double
  /// The IANA time zone, such as `Europe/Berlin`.
  public var timeZone: String

  /// Creates a city.
  public init(
    id: Int, name: String, asciiName: String? = nil, countryCode: String, population: Int,
    latitude: Double, longitude: Double, timeZone: String
  ) {
    self.id = id
    self.name = name
    self.asciiName = asciiName ?? name
    self.countryCode = countryCode
    self.population = population
    self.latitude = latitude
    self.longitude = longitude
    self.timeZone = timeZone
  }
}

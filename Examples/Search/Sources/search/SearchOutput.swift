import Foundation
import SearchCore

/// What `search --query` and `search --details` print, as text or JSON.
struct SearchOutput {
  let format: OutputFormat
  let client: CityClient

  /// The cities matching `query`: one per line, or a JSON array.
  func query(_ query: String, limit: Int) async throws -> String {
    let cities = try await client.search(query, limit)
    switch format {
    case .json:
      return try json(cities.map(CityJSON.init))
    case .text:
      guard !cities.isEmpty else { return "no city matches '\(query)'\n" }
      return cities.map { city in
        "\(city.id)\t\(SearchView.title(city)) · \(SearchView.people(city.population)) · "
          + String(format: "%.4f, %.4f", city.latitude, city.longitude) + " · \(city.timeZone)\n"
      }.joined()
    }
  }

  /// The sun times of the city with GeoNames id `id`.
  func details(_ id: Int, home: City?) async throws -> String {
    let city = try await client.city(id)
    let details = try await client.details(city, Date())
    let distance = home.map { $0.distance(to: city) }
    switch format {
    case .json:
      return try json(DetailsJSON(details, home: home, distance: distance))
    case .text:
      var lines = SearchView.detailLines(details, style: nil)
      if let home, let distance {
        lines.append("distance from \(SearchView.title(home)): \(SearchView.kilometres(distance))")
      }
      return lines.joined(separator: "\n") + "\n"
    }
  }

  private func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
  }
}

/// A city in `--query --format json`.
private struct CityJSON: Encodable {
  var id: Int
  var name: String
  var countryCode: String
  var population: Int
  var latitude: Double
  var longitude: Double
  var timeZone: String

  init(_ city: City) {
    id = city.id
    name = city.name
    countryCode = city.countryCode
    population = city.population
    latitude = city.latitude
    longitude = city.longitude
    timeZone = city.timeZone
  }
}

/// A city's sun in `--details --format json`; `null` says there is no sunrise or sunset.
private struct DetailsJSON: Encodable {
  var city: CityJSON
  var date: String
  var localTime: String
  var sunrise: String?
  var sunset: String?
  var polar: String?
  var dayLength: Int
  var home: CityJSON?
  var distanceFromHome: Double?

  init(_ details: CityDetails, home: City?, distance: Double?) {
    let zone = details.timeZone
    city = CityJSON(details.city)
    date = details.date.description
    localTime = LocalTime.iso8601(details.now, in: zone)
    sunrise = details.sun.sunrise.map { LocalTime.iso8601($0, in: zone) }
    sunset = details.sun.sunset.map { LocalTime.iso8601($0, in: zone) }
    polar = details.sun.polar?.rawValue
    dayLength = details.sun.dayLength
    self.home = home.map(CityJSON.init)
    distanceFromHome = distance.map { ($0 * 10).rounded() / 10 }
  }

  enum CodingKeys: String, CodingKey {
    case id, name, countryCode, population, latitude, longitude, timeZone
    case date, localTime, sunrise, sunset, polar, dayLength, home, distanceFromHome
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(city.id, forKey: .id)
    try container.encode(city.name, forKey: .name)
    try container.encode(city.countryCode, forKey: .countryCode)
    try container.encode(city.population, forKey: .population)
    try container.encode(city.latitude, forKey: .latitude)
    try container.encode(city.longitude, forKey: .longitude)
    try container.encode(city.timeZone, forKey: .timeZone)
    try container.encode(date, forKey: .date)
    try container.encode(localTime, forKey: .localTime)
    // NB: `encode` of an optional writes `null`, which scripts can test for.
    try container.encode(sunrise, forKey: .sunrise)
    try container.encode(sunset, forKey: .sunset)
    try container.encode(polar, forKey: .polar)
    try container.encode(dayLength, forKey: .dayLength)
    try container.encodeIfPresent(home, forKey: .home)
    try container.encodeIfPresent(distanceFromHome, forKey: .distanceFromHome)
  }
}

import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension CityClient {
  /// Open-Meteo's free geocoding API, which serves GeoNames' cities.
  public static let openMeteo =
    URL(string: "https://geocoding-api.open-meteo.com") ?? URL(fileURLWithPath: "/")

  /// Searches an Open-Meteo-style geocoding API at `baseURL`.
  ///
  /// Asks `GET /v1/search?name=…` and `GET /v1/get?id=…`, waiting at most `timeout` for each
  /// answer. Details are worked out on this machine, as offline.
  ///
  /// Fails fast with ``SearchError/offline(host:reason:)`` when the service cannot be reached.
  public static func online(baseURL: URL = openMeteo, timeout: TimeInterval = 5) -> CityClient {
    let host = baseURL.host ?? baseURL.absoluteString
    return CityClient(
      search: { query, limit in
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, limit > 0 else { return [] }
        let url = try endpoint(
          baseURL, "v1/search",
          [
            URLQueryItem(name: "name", value: trimmed),
            URLQueryItem(name: "count", value: String(min(limit, 100))),
            URLQueryItem(name: "language", value: "en"),
            URLQueryItem(name: "format", value: "json"),
          ])
        let data = try await fetch(url, host: host, timeout: timeout)
        guard let answer = try? JSONDecoder().decode(SearchAnswer.self, from: data) else {
          throw SearchError.badResponse(host: host, status: 200)
        }
        return (answer.results ?? []).compactMap(\.city)
      },
      city: { id in
        let url = try endpoint(baseURL, "v1/get", [URLQueryItem(name: "id", value: String(id))])
        let data: Data
        do {
          data = try await fetch(url, host: host, timeout: timeout)
        } catch SearchError.badResponse(_, let status) where status == 400 || status == 404 {
          throw SearchError.unknownCity(id)
        }
        guard let place = try? JSONDecoder().decode(Place.self, from: data), let city = place.city
        else { throw SearchError.unknownCity(id) }
        return city
      },
      details: { city, now in try CityDetails.make(for: city, now: now) }
    )
  }

  private static func endpoint(
    _ baseURL: URL, _ path: String, _ items: [URLQueryItem]
  ) throws -> URL {
    var components = URLComponents(
      url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)
    components?.queryItems = items
    guard let url = components?.url else {
      throw SearchError.offline(host: baseURL.absoluteString, reason: "not an http URL")
    }
    return url
  }

  private static func fetch(_ url: URL, host: String, timeout: TimeInterval) async throws -> Data {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout
    let session = URLSession(configuration: configuration)
    defer { session.finishTasksAndInvalidate() }
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await session.data(from: url)
    } catch let error as URLError {
      throw SearchError.offline(host: host, reason: error.localizedDescription)
    } catch {
      throw SearchError.offline(host: host, reason: "\(error)")
    }
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    guard status == 200 else { throw SearchError.badResponse(host: host, status: status) }
    return data
  }
}

/// The answer to `GET /v1/search`: no `results` key when nothing matched.
private struct SearchAnswer: Decodable {
  var results: [Place]?
}

/// One place as Open-Meteo describes it.
private struct Place: Decodable {
  var id: Int
  var name: String
  var latitude: Double
  var longitude: Double
  var countryCode: String?
  var population: Int?
  var timezone: String?

  enum CodingKeys: String, CodingKey {
    case id, name, latitude, longitude, population, timezone
    case countryCode = "country_code"
  }

  /// The place as a city; `nil` without a time zone, which sun times need.
  var city: City? {
    guard let timezone, !timezone.isEmpty else { return nil }
    return City(
      id: id, name: name, countryCode: countryCode ?? "", population: population ?? 0,
      latitude: latitude, longitude: longitude, timeZone: timezone)
  }
}

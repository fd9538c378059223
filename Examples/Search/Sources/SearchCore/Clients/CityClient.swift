import Foundation
import Kata

/// Finds cities and works out their details.
///
/// A dependency: the search feature asks for it with `@Dependency(\.cityClient)`, the program
/// picks the implementation (``offline``, the default, or ``online(baseURL:timeout:)``), and
/// tests replace the endpoints they expect to be called.
///
/// ```swift
/// let store = Store(initialState: Search.State()) {
///   Search()
/// } withDependencies: {
///   $0.cityClient = .online(baseURL: URL(string: "https://geocoding-api.open-meteo.com")!)
/// }
/// ```
public struct CityClient: Sendable {
  /// The cities matching a query, best first, at most `limit` of them.
  public var search: @Sendable (_ query: String, _ limit: Int) async throws -> [City]
  /// The city with a GeoNames id; throws ``SearchError/unknownCity(_:)`` when there is none.
  public var city: @Sendable (_ id: Int) async throws -> City
  /// The details of a city at an instant: its local time and today's sun.
  public var details: @Sendable (_ city: City, _ now: Date) async throws -> CityDetails

  /// Creates a client from its endpoints.
  public init(
    search: @escaping @Sendable (_ query: String, _ limit: Int) async throws -> [City],
    city: @escaping @Sendable (_ id: Int) async throws -> City,
    details: @escaping @Sendable (_ city: City, _ now: Date) async throws -> CityDetails
  ) {
    self.search = search
    self.city = city
    self.details = details
  }
}

extension CityClient: DependencyKey {
  /// The cities that ship with the program, searched on this machine.
  public static let liveValue = CityClient.offline

  /// Fails the test that calls an endpoint without saying what it should return.
  public static let testValue = CityClient(
    search: unimplemented("CityClient.search"),
    city: unimplemented("CityClient.city"),
    details: unimplemented("CityClient.details")
  )

  /// Searches the bundled data (loaded on first use, once per process); needs no network.
  public static let offline = CityClient.offline { bundledGazetteer }

  /// Searches the cities `gazetteer` gives (it is asked at each call, so it can load them on
  /// first use).
  public static func offline(
    _ gazetteer: @escaping @Sendable () -> Result<Gazetteer, GazetteerError>
  ) -> CityClient {
    let loaded = { @Sendable () throws(SearchError) -> Gazetteer in
      try gazetteer().mapError(SearchError.data).get()
    }
    return CityClient(
      search: { query, limit in try loaded().search(query, limit: limit) },
      city: { id in
        guard let city = try loaded().city(id: id) else { throw SearchError.unknownCity(id) }
        return city
      },
      details: { city, now in try CityDetails.make(for: city, now: now) }
    )
  }

  /// The bundled data, loaded once.
  private static let bundledGazetteer = Result { () throws(GazetteerError) in
    try Gazetteer.bundled()
  }
}

extension DependencyValues {
  /// The client the search feature uses to find cities and their details.
  public var cityClient: CityClient {
    get { self[CityClient.self] }
    set { self[CityClient.self] = newValue }
  }
}

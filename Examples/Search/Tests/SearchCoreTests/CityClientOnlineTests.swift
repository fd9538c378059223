import ExampleTesting
import Foundation
import SearchCore
import Testing

/// The `--online` client against a fake geocoding server on 127.0.0.1: no network needed.
@Suite struct CityClientOnlineTests {
  static let berlinJSON = """
    {"id":2950159,"name":"Berlin","latitude":52.52437,"longitude":13.41053,"elevation":74.0,\
    "feature_code":"PPLC","country_code":"DE","timezone":"Europe/Berlin","population":3426354,\
    "country":"Deutschland"}
    """

  @Test func searchAsksTheAPIAndReadsItsResults() async throws {
    let server = try FakeHTTPServer { _ in
      // NB: The second place has no time zone, which sun times need: it is left out.
      .init(
        status: 200,
        body: """
          {"results":[\(Self.berlinJSON),{"id":1,"name":"Nowhere","latitude":0,"longitude":0}],\
          "generationtime_ms":0.5}
          """)
    }
    defer { server.stop() }

    let cities = try await CityClient.online(baseURL: server.url).search("Berlin", 5)

    #expect(
      cities == [
        City(
          id: 2_950_159, name: "Berlin", countryCode: "DE", population: 3_426_354,
          latitude: 52.52437, longitude: 13.41053, timeZone: "Europe/Berlin")
      ])
    #expect(server.requests == ["/v1/search?name=Berlin&count=5&language=en&format=json"])
  }

  @Test func noResultsKeyMeansNothingFound() async throws {
    let server = try FakeHTTPServer { _ in .init(status: 200, body: #"{"generationtime_ms":0.2}"#) }
    defer { server.stop() }

    #expect(try await CityClient.online(baseURL: server.url).search("xqz", 5) == [])
  }

  @Test func cityIsLookedUpByItsGeoNamesID() async throws {
    let server = try FakeHTTPServer { target in
      target == "/v1/get?id=2950159"
        ? .init(status: 200, body: Self.berlinJSON)
        : .init(status: 400, body: #"{"error":true,"reason":"Invalid id"}"#)
    }
    defer { server.stop() }
    let client = CityClient.online(baseURL: server.url)

    #expect(try await client.city(2_950_159).name == "Berlin")
    await #expect(throws: SearchError.unknownCity(7)) { try await client.city(7) }
  }

  @Test func serverErrorIsABadResponse() async throws {
    let server = try FakeHTTPServer { _ in .init(status: 503, body: "busy") }
    defer { server.stop() }

    await #expect(throws: SearchError.badResponse(host: "127.0.0.1", status: 503)) {
      try await CityClient.online(baseURL: server.url).search("Berlin", 5)
    }
  }

  @Test func unreachableServiceSaysOffline() async throws {
    // NB: Nothing listens on port 9 of the loopback interface: the connection is refused at
    // once, with or without a network.
    let url = try #require(URL(string: "http://127.0.0.1:9"))

    await #expect {
      try await CityClient.online(baseURL: url).search("Berlin", 5)
    } throws: { error in
      guard case .offline(let host, _) = error as? SearchError else { return false }
      return host == "127.0.0.1" && "\(error)".hasSuffix("; run without --online to search offline")
    }
  }
}

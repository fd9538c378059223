import ExampleTesting
import Foundation
import TemporaryFolders
import Testing

/// Runs the built `search` program as a user or another program would.
@Suite struct SearchEndToEndTests {
  let program: BuiltProgram

  init() throws {
    program = try BuiltProgram("search")
  }

  @Test func queryPrintsTheBestMatchesAsText() async throws {
    let result = try await program.run(["--query", "munchen", "--limit", "2"])

    #expect(
      result.output == """
        2867714\tMunich, DE · 1,505,005 people · 48.1374, 11.5755 · Europe/Berlin
        2855935\tOttobrunn bei München, DE · 19,204 people · 48.0649, 11.6633 · Europe/Berlin

        """)
    #expect(result.status == 0)
  }

  @Test func queryPrintsJSON() async throws {
    let result = try await program.run(["--query", "東京", "--limit", "1", "--format", "json"])

    let cities =
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]]
    let tokyo = try #require(cities?.first)
    #expect(cities?.count == 1)
    #expect(tokyo["id"] as? Int == 1_850_147)
    #expect(tokyo["name"] as? String == "Tokyo")
    #expect(tokyo["countryCode"] as? String == "JP")
    #expect(tokyo["population"] as? Int == 9_733_276)
    #expect(tokyo["latitude"] as? Double == 35.6895)
    #expect(tokyo["longitude"] as? Double == 139.6917)
    #expect(tokyo["timeZone"] as? String == "Asia/Tokyo")
  }

  @Test func detailsPrintSunTimesWithTheirOffsetOnTheDayClocksChange() async throws {
    let result = try await program.run(
      ["--details", "2950159", "--date", "2025-03-30", "--format", "json"])

    let details = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    // NB: astral 3.2 says 06:45:23 and 19:37:09 (SunTimesTests has the reference).
    let sunrise = try #require(details["sunrise"] as? String)
    let sunset = try #require(details["sunset"] as? String)
    #expect(sunrise.hasPrefix("2025-03-30T06:4") && sunrise.hasSuffix("+02:00"), "\(sunrise)")
    #expect(sunset.hasPrefix("2025-03-30T19:3") && sunset.hasSuffix("+02:00"), "\(sunset)")
    #expect(details["polar"] is NSNull)
    let dayLength = try #require(details["dayLength"] as? Int)
    #expect(abs(dayLength - 46_306) <= 240, "\(dayLength)")
    #expect(result.status == 0)
  }

  @Test func polarNightHasNoSunriseAndNoSunset() async throws {
    let result = try await program.run(
      ["--details", "3133895", "--date", "2025-12-21", "--format", "json"])

    let details = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(details["name"] as? String == "Tromsø")
    #expect(details["sunrise"] is NSNull && details["sunset"] is NSNull)
    #expect(details["polar"] as? String == "night")
    #expect(details["dayLength"] as? Int == 0)
  }

  @Test func badInputGetsOneLineAndExitStatus1() async throws {
    let empty = TemporaryFolder.url("cities.tsv")
    try Data().write(to: empty)
    defer { try? FileManager.default.removeItem(at: empty) }
    let cases: [([String], String)] = [
      (["--details", "1"], "error: no city has GeoNames id 1; find ids with --query\n"),
      (
        ["--details", "2950159", "--date", "2025-02-30"],
        "error: --date: '2025-02-30' is not a day; write it as YYYY-MM-DD, such as 2025-06-21\n"
      ),
      (
        ["--details", "Berlin"],
        "error: --details: 'Berlin' is not a GeoNames id; find ids with --query\n"
      ),
      (
        ["--data", empty.path, "--query", "berlin"],
        "\(empty.path): error: no cities in this file; regenerate it with scripts/derive-cities.py\n"
      ),
    ]
    for (arguments, message) in cases {
      let result = try await program.run(arguments)
      #expect(result.errors == message, "\(arguments)")
      #expect(result.status == 1, "\(arguments)")
      #expect(result.output.isEmpty, "\(arguments)")
    }
  }

  @Test func scriptSearchesSelectsAndMeasuresFromHome() async throws {
    let result = try await program.run(
      ["--date", "2025-06-21"],
      input: """
        search москва
        select 1
        home 1
        search reykjavik
        select 1
        select 5
        clear

        """)

    // NB: The local time is the time the script ran: check its shape, then leave it out.
    var lines = result.output.split(separator: "\n").map(String.init)
    let localTimes = lines.filter { $0.hasPrefix("  local time: ") }
    #expect(localTimes.count == 4)
    #expect(localTimes.prefix(3).allSatisfy { $0.hasSuffix("+03:00 (UTC+03:00)") })
    #expect(localTimes.last?.hasSuffix("+00:00 (UTC)") == true)
    lines.removeAll { $0.hasPrefix("  local time: ") }
    #expect(
      lines.joined(separator: "\n") == """
        query:
        > search москва
        query: москва
        1. Moscow, RU · 10,381,222 people
        2. Moscow, US · 25,060 people
        > select 1
        query: москва
        1. Moscow, RU · 10,381,222 people
        2. Moscow, US · 25,060 people
          Moscow, RU (Europe/Moscow) · 55.7520, 37.6178
          date: 2025-06-21
          sunrise: 2025-06-21T03:44:35+03:00
          sunset: 2025-06-21T21:18:09+03:00
          day length: 17 h 34 min
        > home 1
        query: москва
        1. Moscow, RU · 10,381,222 people
        2. Moscow, US · 25,060 people
          Moscow, RU (Europe/Moscow) · 55.7520, 37.6178
          date: 2025-06-21
          sunrise: 2025-06-21T03:44:35+03:00
          sunset: 2025-06-21T21:18:09+03:00
          day length: 17 h 34 min
        home: Moscow, RU
        > search reykjavik
        query: reykjavik
        1. Reykjavík, IS · 118,918 people
          Moscow, RU (Europe/Moscow) · 55.7520, 37.6178
          date: 2025-06-21
          sunrise: 2025-06-21T03:44:35+03:00
          sunset: 2025-06-21T21:18:09+03:00
          day length: 17 h 34 min
        home: Moscow, RU
        > select 1
        query: reykjavik
        1. Reykjavík, IS · 118,918 people
          Reykjavík, IS (Atlantic/Reykjavik) · 64.1355, -21.8954
          date: 2025-06-21
          sunrise: 2025-06-21T02:55:17+00:00
          sunset: 2025-06-22T00:03:35+00:00
          day length: 21 h 8 min
          distance from Moscow, RU: 3306 km
        home: Moscow, RU
        > select 5
        <stdin>:6: error: select: no result 5; the results are numbered 1; usage: select N
        > clear
        query:
        home: Moscow, RU
        """)
    #expect(result.status == 1, "a script with a failed line exits non-zero")
  }

  @Test func onlineSearchUsesTheGeocodingAPI() async throws {
    let server = try FakeHTTPServer { _ in
      .init(
        status: 200,
        body: """
          {"results":[{"id":2950159,"name":"Berlin","latitude":52.52437,"longitude":13.41053,\
          "elevation":74.0,"feature_code":"PPLC","country_code":"DE","timezone":"Europe/Berlin",\
          "population":3426354,"country":"Deutschland"}]}
          """)
    }
    defer { server.stop() }

    let result = try await program.run(
      ["--geocoding-api", server.url.absoluteString, "--query", "berlin", "--limit", "1"])

    #expect(
      result.output
        == "2950159\tBerlin, DE · 3,426,354 people · 52.5244, 13.4105 · Europe/Berlin\n")
    #expect(server.requests == ["/v1/search?name=berlin&count=1&language=en&format=json"])
  }

  @Test func onlineSearchSaysOfflineWhenTheServiceIsUnreachable() async throws {
    let result = try await program.run([
      "--geocoding-api", "http://127.0.0.1:9", "--query", "berlin",
    ])

    #expect(result.errors.hasPrefix("error: offline: cannot reach 127.0.0.1 ("))
    #expect(result.status == 1)
  }
}

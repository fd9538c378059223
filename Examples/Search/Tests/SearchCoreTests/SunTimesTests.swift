import Foundation
import SearchCore
import Testing

@Suite struct SunTimesTests {
  enum Reference: Sendable, CustomTestStringConvertible {
    case times(Int, String, sunrise: String, sunset: String)
    case polar(Int, String, SunTimes.Polar)

    var testDescription: String {
      switch self {
      case .times(let id, let day, _, _), .polar(let id, let day, _): return "\(id) on \(day)"
      }
    }
  }

  // NB: The reference is astral's, not ours: `python3 -m pip install astral==3.2` and
  // `scripts/sun-reference.py` print these lines (astral 3.2 implements NOAA's equations in
  // Python, at sea level with its default refraction). Berlin and New York are on the days
  // their clocks change; Tromsø and Longyearbyen are north of the polar circle.
  static let references: [Reference] = [
    // Produced by scripts/sun-reference.py with astral 3.2:
    .times(
      2950159, "2025-03-30", sunrise: "2025-03-30T06:45:23+02:00",
      sunset: "2025-03-30T19:37:09+02:00"),  // Berlin
    .times(
      5128581, "2025-11-02", sunrise: "2025-11-02T06:28:05-05:00",
      sunset: "2025-11-02T16:50:27-05:00"),  // New York City
    .times(
      1850147, "2025-06-21", sunrise: "2025-06-21T04:25:54+09:00",
      sunset: "2025-06-21T19:00:08+09:00"),  // Tokyo
    .times(
      2147714, "2025-12-21", sunrise: "2025-12-21T05:41:00+11:00",
      sunset: "2025-12-21T20:05:18+11:00"),  // Sydney
    .times(
      3652462, "2025-09-23", sunrise: "2025-09-23T06:03:15-05:00",
      sunset: "2025-09-23T18:09:24-05:00"),  // Quito
    .times(
      3413829, "2025-01-15", sunrise: "2025-01-15T10:54:39+00:00",
      sunset: "2025-01-15T16:20:09+00:00"),  // Reykjavík
    .polar(3133895, "2025-12-21", .night),  // Tromsø: "Sun is always below the horizon"
    .polar(3133895, "2025-06-21", .day),  // Tromsø: "Sun is always above the horizon"
    .polar(2729907, "2025-04-25", .day),  // Longyearbyen: "Sun is always above the horizon"
  ]

  @Test(arguments: references)
  func sunTimesAgreeWithTheReferenceWithinTwoMinutes(_ reference: Reference) throws {
    switch reference {
    case .times(let id, let day, let sunrise, let sunset):
      let details = try details(id, day)
      let zone = details.timeZone
      let ourSunrise = try #require(details.sun.sunrise)
      let ourSunset = try #require(details.sun.sunset)
      #expect(details.sun.polar == nil)
      #expect(
        abs(ourSunrise.timeIntervalSince(try instant(sunrise))) <= 120,
        "sunrise \(LocalTime.iso8601(ourSunrise, in: zone)), astral \(sunrise)")
      #expect(
        abs(ourSunset.timeIntervalSince(try instant(sunset))) <= 120,
        "sunset \(LocalTime.iso8601(ourSunset, in: zone)), astral \(sunset)")
      #expect(LocalTime.iso8601(ourSunrise, in: zone).suffix(6) == sunrise.suffix(6), "offset")
      #expect(String(LocalTime.iso8601(ourSunrise, in: zone).prefix(10)) == day)
      #expect(details.sun.dayLength == Int(ourSunset.timeIntervalSince(ourSunrise).rounded()))
    case .polar(let id, let day, let polar):
      let sun = try details(id, day).sun
      #expect(
        sun
          == SunTimes(
            sunrise: nil, sunset: nil, polar: polar, dayLength: polar == .day ? 86_400 : 0))
    }
  }

  @Test func offsetsFollowTheClockChange() throws {
    // NB: Berlin's clocks go from +01:00 to +02:00 at 02:00 on 2025-03-30.
    let zone = try #require(TimeZone(identifier: "Europe/Berlin"))
    let before = try instant("2025-03-30T01:30:00+01:00")
    #expect(LocalTime.iso8601(before, in: zone) == "2025-03-30T01:30:00+01:00")
    #expect(
      LocalTime.iso8601(before.addingTimeInterval(3_600), in: zone) == "2025-03-30T03:30:00+02:00")
  }

  @Test func malformedAndImpossibleDatesAreRejected() {
    #expect(LocalDate(parsing: "2025-06-21") == LocalDate(year: 2025, month: 6, day: 21))
    for text in [
      "2025-02-30", "2025-13-01", "21-06-2025", "2025-6-21", "2025-06-21x", "", "２０２５-06-21",
    ] {
      #expect(LocalDate(parsing: text) == nil, "\(text)")
    }
    #expect(LocalDate(parsing: "2024-02-29") != nil, "a leap day")
  }

  private func details(_ id: Int, _ day: String) throws -> CityDetails {
    let date = try #require(LocalDate(parsing: day))
    return try CityDetails.make(for: try BundledCities.city(id), now: Date(), date: date)
  }

  private func instant(_ text: String) throws -> Date {
    try #require(ISO8601DateFormatter().date(from: text), "\(text)")
  }
}

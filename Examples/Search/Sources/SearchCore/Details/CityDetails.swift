import Foundation

/// What the search shows about a chosen city: its clock and its sun on one day.
public struct CityDetails: Equatable, Codable, Sendable {
  /// The city.
  public var city: City
  /// The day the sun times are for, on the city's calendar.
  public var date: LocalDate
  /// The moment the details were made, to show the city's local time.
  public var now: Date
  /// Sunrise, sunset and day length on ``date``.
  public var sun: SunTimes

  /// Creates details.
  public init(city: City, date: LocalDate, now: Date, sun: SunTimes) {
    self.city = city
    self.date = date
    self.now = now
    self.sun = sun
  }

  /// Works out the details of `city` at `now`, for `date` (default: the day it is there).
  ///
  /// - Throws: ``SearchError/unknownTimeZone(_:)`` when the system does not know the city's
  ///   time zone, ``SearchError/noSuchDay(_:)`` when `date` does not exist there.
  public static func make(
    for city: City, now: Date, date: LocalDate? = nil
  ) throws(SearchError) -> CityDetails {
    guard let zone = TimeZone(identifier: city.timeZone) else {
      throw .unknownTimeZone(city.timeZone)
    }
    let day = date ?? LocalDate(now, in: zone)
    guard
      let sun = SunTimes.on(
        day, latitude: city.latitude, longitude: city.longitude, timeZone: zone)
    else { throw .noSuchDay(day.description) }
    return CityDetails(city: city, date: day, now: now, sun: sun)
  }

  /// The city's time zone; GMT if the system does not know it.
  public var timeZone: TimeZone { TimeZone(identifier: city.timeZone) ?? .gmt }
}

import Foundation

/// When the sun rises and sets on one day at one place.
public struct SunTimes: Equatable, Codable, Sendable {
  /// Whether the sun stays up or down all day, far enough north or south.
  public enum Polar: String, Equatable, Codable, Sendable {
    /// The sun never sets (midnight sun).
    case day
    /// The sun never rises.
    case night
  }

  /// When the sun's upper edge clears the horizon; `nil` on a polar day or night.
  public var sunrise: Date?
  /// When it goes below the horizon; `nil` on a polar day or night.
  public var sunset: Date?
  /// Set when the sun does not rise or does not set that day.
  public var polar: Polar?
  /// Seconds between sunrise and sunset: a whole day on a polar day, none on a polar night.
  public var dayLength: Int

  /// Creates sun times.
  public init(sunrise: Date?, sunset: Date?, polar: Polar?, dayLength: Int) {
    self.sunrise = sunrise
    self.sunset = sunset
    self.polar = polar
    self.dayLength = dayLength
  }
}

extension SunTimes {
  /// Sunrise and sunset on `date` (a day of the calendar where the place is) at `latitude`
  /// and `longitude`, by NOAA's solar equations (see ``SolarPosition``).
  ///
  /// Each event is computed from the sun's position at the event itself (two refinements from
  /// an estimate at solar noon), which keeps it within a minute of NOAA's calculator at
  /// latitudes below the polar circles.
  ///
  /// - Returns: `nil` when `date` does not exist in `timeZone`.
  public static func on(
    _ date: LocalDate, latitude: Double, longitude: Double, timeZone: TimeZone
  ) -> SunTimes? {
    guard let localNoon = date.noon(in: timeZone) else { return nil }
    // NB: Solar noon is `720 - 4 × longitude - equation of time` minutes after a UTC
    // midnight; take the midnight that puts it closest to noon on the local clock.
    var midnight = (localNoon.timeIntervalSince1970 / 86_400).rounded(.down) * 86_400
    let estimate = solarNoon(after: midnight, longitude: longitude, at: localNoon)
    midnight += ((localNoon.timeIntervalSince1970 - estimate) / 86_400).rounded() * 86_400
    let noon = Date(
      timeIntervalSince1970: solarNoon(after: midnight, longitude: longitude, at: localNoon))

    switch SolarPosition(at: noon).hourAngleOfSunrise(latitude: latitude) {
    case .never: return SunTimes(sunrise: nil, sunset: nil, polar: .night, dayLength: 0)
    case .always: return SunTimes(sunrise: nil, sunset: nil, polar: .day, dayLength: 86_400)
    case .angle:
      break
    }
    let sunrise = event(before: true, noon: noon, midnight: midnight, latitude, longitude)
    let sunset = event(before: false, noon: noon, midnight: midnight, latitude, longitude)
    guard let sunrise, let sunset else {
      // NB: The sun rises at noon's declination but not at the event's: a day at the edge
      // of the polar day or night; say what noon says.
      let polar: Polar = sunrise == nil && sunset == nil ? .night : .day
      return SunTimes(
        sunrise: nil, sunset: nil, polar: polar, dayLength: polar == .day ? 86_400 : 0)
    }
    return SunTimes(
      sunrise: sunrise, sunset: sunset, polar: nil,
      dayLength: Int(sunset.timeIntervalSince(sunrise).rounded()))
  }

  private static func solarNoon(after midnight: Double, longitude: Double, at time: Date) -> Double
  {
    let minutes = 720 - 4 * longitude - SolarPosition(at: time).equationOfTime
    return midnight + minutes * 60
  }

  private static func event(
    before: Bool, noon: Date, midnight: Double, _ latitude: Double, _ longitude: Double
  ) -> Date? {
    var time = noon
    for _ in 0..<3 {
      let position = SolarPosition(at: time)
      guard case .angle(let hourAngle) = position.hourAngleOfSunrise(latitude: latitude) else {
        return nil
      }
      let noonMinutes = 720 - 4 * longitude - position.equationOfTime
      let minutes = noonMinutes + (before ? -4 : 4) * hourAngle
      time = Date(timeIntervalSince1970: midnight + minutes * 60)
    }
    return Date(timeIntervalSince1970: time.timeIntervalSince1970.rounded())
  }
}

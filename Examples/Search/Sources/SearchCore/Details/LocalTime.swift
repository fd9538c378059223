import Foundation

/// How instants are written in a city's own time.
public enum LocalTime {
  /// ISO 8601 with the offset in force then: `2025-06-21T04:43:12+01:00`.
  public static func iso8601(_ instant: Date, in timeZone: TimeZone) -> String {
    let (parts, offset) = components(instant, timeZone)
    let sign = offset < 0 ? "-" : "+"
    let minutes = abs(offset) / 60
    return String(
      format: "%04d-%02d-%02dT%02d:%02d:%02d%@%02d:%02d", parts.year ?? 0, parts.month ?? 0,
      parts.day ?? 0, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0, sign,
      minutes / 60, minutes % 60)
  }

  /// The clock time, to the minute: `04:43`.
  public static func clock(_ instant: Date, in timeZone: TimeZone) -> String {
    let (parts, _) = components(instant, timeZone)
    return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
  }

  /// The offset from UTC: `UTC+01:00`, `UTC-09:30`, `UTC`.
  public static func offset(_ instant: Date, in timeZone: TimeZone) -> String {
    let offset = timeZone.secondsFromGMT(for: instant)
    guard offset != 0 else { return "UTC" }
    let minutes = abs(offset) / 60
    return String(format: "UTC%@%02d:%02d", offset < 0 ? "-" : "+", minutes / 60, minutes % 60)
  }

  /// A length of time in hours and minutes: `16 h 38 min`.
  public static func duration(seconds: Int) -> String {
    let minutes = (seconds + 30) / 60
    return "\(minutes / 60) h \(minutes % 60) min"
  }

  private static func components(
    _ instant: Date, _ timeZone: TimeZone
  ) -> (DateComponents, Int) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let rounded = Date(timeIntervalSince1970: instant.timeIntervalSince1970.rounded())
    let parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second], from: rounded)
    return (parts, timeZone.secondsFromGMT(for: rounded))
  }
}

import Foundation

/// The date formats `ICRD` holds and `set-date` accepts: `YYYY-MM-DD`, optionally followed by
/// a time (`YYYY-MM-DD HH:MM`, `YYYY-MM-DDTHH:MM:SS`), read in UTC.
public enum MemoDate {
  /// The date `text` stands for, or `nil` when it is not one of the accepted forms or not a
  /// real day (2024-02-30).
  public static func parse(_ text: String) -> Date? {
    let parts = text.split(whereSeparator: { $0 == " " || $0 == "T" }).map(String.init)
    guard (1...2).contains(parts.count) else { return nil }
    let day = parts[0].split(separator: "-", omittingEmptySubsequences: false)
    guard day.count == 3, day[0].count == 4, day[1].count == 2, day[2].count == 2,
      let year = Int(day[0]), let month = Int(day[1]), let dayOfMonth = Int(day[2])
    else { return nil }
    var components = DateComponents(year: year, month: month, day: dayOfMonth)
    if parts.count == 2 {
      let time = parts[1].hasSuffix("Z") ? String(parts[1].dropLast()) : parts[1]
      let fields = time.split(separator: ":", omittingEmptySubsequences: false)
      guard (2...3).contains(fields.count), fields.allSatisfy({ $0.count == 2 }),
        let hour = Int(fields[0]), let minute = Int(fields[1]), (0..<24).contains(hour),
        (0..<60).contains(minute)
      else { return nil }
      components.hour = hour
      components.minute = minute
      if fields.count == 3 {
        guard let second = Int(fields[2]), (0..<60).contains(second) else { return nil }
        components.second = second
      }
    }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    guard components.isValidDate(in: calendar) else { return nil }
    return calendar.date(from: components)
  }

  /// `YYYY-MM-DD HH:MM:SS` for `date` in UTC: what a new recording's `ICRD` holds.
  public static func format(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
    return formatter.string(from: date)
  }
}

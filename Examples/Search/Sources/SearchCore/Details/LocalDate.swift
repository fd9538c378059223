import Foundation

/// A day of the calendar, without a time or a place: `2025-03-30`.
public struct LocalDate: Equatable, Hashable, Codable, Sendable, CustomStringConvertible {
  /// The year, such as 2025.
  public var year: Int
  /// The month, 1 to 12.
  public var month: Int
  /// The day of the month, 1 to 31.
  public var day: Int

  /// Creates a date; see ``init(parsing:)`` for one that checks the day exists.
  public init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// Reads `YYYY-MM-DD`, such as `2025-06-21`; `nil` for anything else or a day that does not
  /// exist (`2025-02-30`).
  public init?(parsing text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return nil }
    self.init(year: year, month: month, day: day)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    guard let noon = noon(in: .gmt), calendar.component(.day, from: noon) == day,
      calendar.component(.month, from: noon) == month
    else { return nil }
  }

  /// The day that `instant` falls on in `timeZone`.
  public init(_ instant: Date, in timeZone: TimeZone) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day], from: instant)
    self.init(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
  }

  /// `YYYY-MM-DD`.
  public var description: String {
    String(format: "%04d-%02d-%02d", year, month, day)
  }

  /// Noon of this day on the clocks of `timeZone`.
  func noon(in timeZone: TimeZone) -> Date? {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar.date(
      from: DateComponents(year: year, month: month, day: day, hour: 12))
  }
}

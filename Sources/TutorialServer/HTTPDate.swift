import Foundation
import TutorialSupport

/// The `Date` header value (`Sun, 06 Nov 1994 08:49:37 GMT`), made at most once a second.
package final class HTTPDate: Sendable {
  private let cache = Locked((second: Int.min, text: ""))

  /// The current time as an HTTP date.
  var now: String {
    let second = Int(Date().timeIntervalSince1970.rounded(.down))
    return cache.withLock { cached in
      if cached.second != second { cached = (second, Self.format(second)) }
      return cached.text
    }
  }

  /// `secondsSince1970` as an IMF-fixdate, always in English and GMT (RFC 9110).
  static func format(_ secondsSince1970: Int) -> String {
    let days = Int((Double(secondsSince1970) / 86_400).rounded(.down))
    let seconds = secondsSince1970 - days * 86_400
    // NB: civil-from-days (Howard Hinnant's algorithm), so no C locale or time zone is involved.
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
    let weekday = weekdays[((days % 7) + 7) % 7]
    let months = [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(weekday), \(two(day)) \(months[month - 1]) \(year) "
      + "\(two(seconds / 3_600)):\(two(seconds % 3_600 / 60)):\(two(seconds % 60)) GMT"
  }
}

import Foundation
import SearchCore
import TerminalUI

/// How the search reads as plain text, and the pieces the full screen shares with it.
enum SearchView {
  /// The state as plain text: the query, numbered results, the chosen city's details.
  static func describe(_ state: Search.State) -> String {
    var lines = [state.searchQuery.isEmpty ? "query:" : "query: \(state.searchQuery)"]
    if let error = state.searchError {
      lines.append("search failed: \(error)")
    } else if state.results.isEmpty {
      if !state.searchQuery.allSatisfy(\.isWhitespace) { lines.append("  (no city matches)") }
    } else {
      for (offset, city) in state.results.enumerated() {
        lines.append("\(offset + 1). \(title(city)) · \(people(city.population))")
      }
    }
    if let city = state.detailsRequestInFlight {
      lines.append("loading \(title(city))…")
    } else if let error = state.detailsError {
      lines.append("details failed: \(error)")
    } else if let details = state.details {
      lines += detailLines(details, style: nil).map { "  " + $0 }
      if let home = state.home, let distance = state.distanceFromHome {
        lines.append("  distance from \(title(home)): \(kilometres(distance))")
      }
    }
    if let home = state.home { lines.append("home: \(title(home))") }
    return lines.joined(separator: "\n")
  }

  /// `Berlin, DE`.
  static func title(_ city: City) -> String {
    city.countryCode.isEmpty ? city.name : "\(city.name), \(city.countryCode)"
  }

  /// `3,426,354 people`.
  static func people(_ population: Int) -> String {
    let digits = String(population)
    var grouped = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    return "\(grouped) \(population == 1 ? "person" : "people")"
  }

  /// `878 km`.
  static func kilometres(_ distance: Double) -> String {
    distance < 10 ? String(format: "%.1f km", distance) : "\(Int(distance.rounded())) km"
  }

  /// The details as lines: the city, its clock, its sun on the day.
  static func detailLines(_ details: CityDetails, style: Style?) -> [String] {
    let zone = details.timeZone
    let city = details.city
    let sun = details.sun
    var lines = [
      "\(title(city)) (\(city.timeZone)) · "
        + String(format: "%.4f, %.4f", city.latitude, city.longitude),
      "local time: \(LocalTime.iso8601(details.now, in: zone)) "
        + "(\(LocalTime.offset(details.now, in: zone)))",
      "date: \(details.date)",
    ]
    switch sun.polar {
    case .day:
      lines.append("polar day: the sun does not set (day length 24 h 0 min)")
    case .night:
      lines.append("polar night: the sun does not rise (day length 0 h 0 min)")
    case nil:
      if let sunrise = sun.sunrise, let sunset = sun.sunset {
        lines.append("sunrise: \(LocalTime.iso8601(sunrise, in: zone))")
        lines.append("sunset: \(LocalTime.iso8601(sunset, in: zone))")
        lines.append("day length: \(LocalTime.duration(seconds: sun.dayLength))")
      }
    }
    return lines
  }
}

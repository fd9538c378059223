import Foundation

extension String {
  /// What Foundation's `trimmingCharacters(in: .whitespaces)` returns (the string without
  /// leading and trailing tabs and spaces), without going through `NSString`, which showed in
  /// profiles of large guides (it runs for every heading and block quote).
  package func trimmingWhitespaces() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !Self.isWhitespace($0) }),
      let last = scalars.lastIndex(where: { !Self.isWhitespace($0) })
    else { return "" }
    if first == scalars.startIndex && last == scalars.index(before: scalars.endIndex) {
      return self
    }
    return String(scalars[first...last])
  }

  private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t"
      || (scalar.value >= 0x80 && CharacterSet.whitespaces.contains(scalar))
  }
}

/// Turns the path of a request into the path of a site file, refusing anything that could
/// leave the site.
///
/// Refused: `..` and `.` segments (also percent-encoded, such as `%2e%2e`), encoded slashes and
/// backslashes, NUL bytes, invalid percent-encoding, paths that do not start with `/`, and
/// absolute paths smuggled in as `//etc/passwd`. A path ending in `/` means its `index.html`.
public enum SitePath {
  /// Why a request path was refused.
  public enum Rejection: Error, Equatable {
    case notAbsolute
    case badEncoding
    case forbiddenSegment
  }

  /// The site-relative file path for `requestPath` (without query), such as
  /// `en/01-getting-started.html`.
  public static func resolve(_ requestPath: String) throws(Rejection) -> String {
    guard requestPath.hasPrefix("/") else { throw .notAbsolute }
    if let plain = plainPath(requestPath) { return plain }
    if requestPath.hasPrefix("//") { throw .forbiddenSegment }
    var segments: [String] = []
    let rawSegments = requestPath.dropFirst().split(
      separator: "/", omittingEmptySubsequences: false)
    for (index, raw) in rawSegments.enumerated() {
      let segment = try decode(raw)
      if segment.isEmpty {
        // NB: only a trailing empty segment (`/en/`) is meaningful; `a//b` is refused.
        if index == rawSegments.count - 1 { continue }
        throw .forbiddenSegment
      }
      if segment == "." || segment == ".." || segment.contains("/") || segment.contains("\\")
        || segment.hasPrefix("~")
      {
        throw .forbiddenSegment
      }
      segments.append(segment)
    }
    if requestPath.hasSuffix("/") || segments.isEmpty { segments.append("index.html") }
    return segments.joined(separator: "/")
  }

  /// The common case without a per-segment walk: only letters, digits, `-`, `_`, `/` and dots
  /// that are not at the start of a segment, no empty segments, not ending in `/`.
  private static func plainPath(_ path: String) -> String? {
    var previous: UInt8 = 0
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
        break
      case UInt8(ascii: "."), UInt8(ascii: "/"):
        if previous == UInt8(ascii: "/") { return nil }
      default:
        return nil
      }
      previous = byte
    }
    guard previous != UInt8(ascii: "/"), path.utf8.count > 1 else { return nil }
    return String(path.dropFirst())
  }

  private static func decode(_ segment: Substring) throws(Rejection) -> String {
    guard segment.contains("%") else {
      if segment.utf8.contains(0) { throw .badEncoding }
      return String(segment)
    }
    var bytes: [UInt8] = []
    var iterator = segment.utf8.makeIterator()
    while let byte = iterator.next() {
      if byte == UInt8(ascii: "%") {
        guard let high = iterator.next().flatMap(hexValue),
          let low = iterator.next().flatMap(hexValue)
        else { throw .badEncoding }
        bytes.append(high << 4 | low)
      } else {
        bytes.append(byte)
      }
    }
    guard !bytes.contains(0), let decoded = String(validating: bytes, as: UTF8.self) else {
      throw .badEncoding
    }
    return decoded
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}

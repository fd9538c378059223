import Foundation

extension Gazetteer {
  /// The cities that ship with the program: GeoNames' cities of 15,000 people or more.
  ///
  /// - Throws: ``GazetteerError`` when the resource is missing or damaged.
  public static func bundled() throws(GazetteerError) -> Gazetteer {
    guard let url = Bundle.module.url(forResource: "cities15000", withExtension: "tsv") else {
      throw .missingBundledData
    }
    return try load(contentsOf: url)
  }

  /// Loads a data file written by `scripts/derive-cities.py`.
  ///
  /// - Throws: ``GazetteerError`` naming the file (and line) when it cannot be read, a line is
  ///   malformed, or it holds no city.
  public static func load(contentsOf url: URL) throws(GazetteerError) -> Gazetteer {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      let reason = (error as? CocoaError)?.code == .fileReadNoSuchFile ? "no such file" : "\(error)"
      throw .unreadable(path: url.path, reason: reason)
    }
    return try parse(data, source: url.path)
  }

  /// Reads the cities from the text of a data file; `source` names it in errors.
  ///
  /// One city per line, nine tab-separated fields: id, name, ASCII name (empty: the name),
  /// country code, population, latitude, longitude, time zone (empty: the line above's), and
  /// alternate names separated by `;`. Lines starting with `#` are comments.
  public static func parse(_ data: Data, source: String) throws(GazetteerError) -> Gazetteer {
    var parser = Parser(source: source, expectedBytes: data.count)
    let result = data.withUnsafeBytes { raw in
      Result { () throws(GazetteerError) in
        try parser.parseAll(raw.bindMemory(to: UInt8.self))
      }
    }
    try result.get()
    guard !parser.cities.isEmpty else { throw .empty(path: source) }
    return Gazetteer(cities: parser.cities, index: parser.builder.build(), source: source)
  }
}

/// Reads the data file's lines into cities and their names into an index builder.
private struct Parser {
  let source: String
  var cities: [City] = []
  var builder: NameIndexBuilder
  private var timeZone = ""
  private var line = 0

  init(source: String, expectedBytes: Int) {
    self.source = source
    builder = NameIndexBuilder(expectedBytes: expectedBytes)
    cities.reserveCapacity(expectedBytes / 160)
  }

  mutating func parseAll(_ bytes: UnsafeBufferPointer<UInt8>) throws(GazetteerError) {
    var lineStart = 0
    while lineStart < bytes.count {
      var lineEnd = lineStart
      while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
      line += 1
      var end = lineEnd
      if end > lineStart, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
      if end > lineStart, bytes[lineStart] != UInt8(ascii: "#") {
        try parseLine(UnsafeBufferPointer(rebasing: bytes[lineStart..<end]))
      }
      lineStart = lineEnd + 1
    }
  }

  private mutating func parseLine(_ bytes: UnsafeBufferPointer<UInt8>) throws(GazetteerError) {
    let fields = Self.split(bytes, on: UInt8(ascii: "\t"))
    guard fields.count == 9 else {
      throw malformed("expected 9 tab-separated fields, found \(fields.count)")
    }
    let text = { (field: Int) in String(decoding: fields[field], as: UTF8.self) }
    guard let id = Int(text(0)), id > 0 else { throw malformed("'\(text(0))' is not an id") }
    let name = text(1)
    guard !name.isEmpty else { throw malformed("city \(id) has no name") }
    guard let population = Int(text(4)), population >= 0 else {
      throw malformed("'\(text(4))' is not a population")
    }
    guard let latitude = Double(text(5)), (-90...90).contains(latitude) else {
      throw malformed("'\(text(5))' is not a latitude")
    }
    guard let longitude = Double(text(6)), (-180...180).contains(longitude) else {
      throw malformed("'\(text(6))' is not a longitude")
    }
    if !fields[7].isEmpty { timeZone = text(7) }
    guard !timeZone.isEmpty else { throw malformed("city \(id) has no time zone") }
    let asciiName = fields[2].isEmpty ? name : text(2)
    cities.append(
      City(
        id: id, name: name, asciiName: asciiName, countryCode: text(3), population: population,
        latitude: latitude, longitude: longitude, timeZone: timeZone))
    builder.addCity(
      names: [fields[1], fields[2]] + Self.split(fields[8], on: UInt8(ascii: ";")))
  }

  private func malformed(_ reason: String) -> GazetteerError {
    .malformedLine(path: source, line: line, reason: reason)
  }

  private static func split(
    _ bytes: UnsafeBufferPointer<UInt8>, on separator: UInt8
  ) -> [UnsafeBufferPointer<UInt8>] {
    var parts: [UnsafeBufferPointer<UInt8>] = []
    var start = 0
    for index in 0...bytes.count where index == bytes.count || bytes[index] == separator {
      parts.append(UnsafeBufferPointer(rebasing: bytes[start..<index]))
      start = index + 1
    }
    return parts
  }
}

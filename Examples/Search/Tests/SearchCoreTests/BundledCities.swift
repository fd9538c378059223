import SearchCore

/// The cities that ship with the program, loaded once for every test that needs them.
enum BundledCities {
  static let result = Result { () throws(GazetteerError) in try Gazetteer.bundled() }

  static func gazetteer() throws -> Gazetteer { try result.get() }

  static func city(_ id: Int) throws -> City {
    guard let city = try gazetteer().city(id: id) else { throw SearchError.unknownCity(id) }
    return city
  }
}

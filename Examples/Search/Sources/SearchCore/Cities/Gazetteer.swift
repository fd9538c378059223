import Foundation

/// Every city of the data, indexed for finding them by any of their names.
///
/// ```swift
/// let gazetteer = try Gazetteer.bundled()
/// gazetteer.search("munchen", limit: 3).map(\.name)  // ["Munich", …]
/// gazetteer.search("東京", limit: 1).map(\.name)      // ["Tokyo"]
/// ```
///
/// A query matches a city when one of the city's names (its own, its ASCII spelling, or any
/// alternate name in any script) starts with the query, or a word inside one does, ignoring
/// case, accents and width (see ``NameFolder``). Results come in three tiers: names that start
/// with the query, then names with a word that does, then names holding every word of the
/// query in another order; within a tier, the most populous city first.
public struct Gazetteer: Sendable {
  /// The cities, in the order of the data file.
  public let cities: [City]
  /// Where the data came from: a path, or a description of the bundled file.
  public let source: String

  let index: NameIndex
  private let positionsByID: [Int: Int]

  init(cities: [City], index: NameIndex, source: String) {
    self.cities = cities
    self.index = index
    self.source = source
    var positions: [Int: Int] = [:]
    positions.reserveCapacity(cities.count)
    for (position, city) in cities.enumerated() { positions[city.id] = position }
    positionsByID = positions
  }

  /// The city with GeoNames id `id`, if the data has it.
  public func city(id: Int) -> City? {
    positionsByID[id].map { cities[$0] }
  }

  /// The cities whose names match `query`, best first, at most `limit` of them.
  public func search(_ query: String, limit: Int) -> [City] {
    index.search(query, limit: limit, populations: cities.lazy.map(\.population))
      .map { cities[$0] }
  }
}

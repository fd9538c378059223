/// The folded names of every city, and where each name and each word in it starts.
///
/// The names live in one byte buffer, each followed by a newline (which folding never
/// produces), a city's names one after another. Every name start and every word start is an
/// entry; entries are grouped by their first two bytes, so a query only looks at the entries
/// that share its first two bytes (or its first byte, for a one-byte query).
struct NameIndex: Sendable {
  /// One place where a match may start.
  struct Entry: Sendable {
    /// Offset in `keys`.
    var start: UInt32
    /// The city's position, shifted left once; the low bit says whether this is a word inside
    /// a name rather than the name's start.
    var cityAndKind: UInt32

    var city: Int { Int(cityAndKind >> 1) }
    var isWord: Bool { cityAndKind & 1 == 1 }
  }

  static let separator = UInt8(ascii: "\n")
  static let space = UInt8(ascii: " ")

  var folder: NameFolder
  /// Every city's folded names, each ending with `separator`.
  let keys: [UInt8]
  /// Where each city's names start in `keys`, plus the end.
  let cityStarts: [UInt32]
  /// The entries, sorted by their first two bytes.
  let entries: [Entry]
  /// Where the entries of each two-byte group start in `entries`, plus the end.
  let groupStarts: [UInt32]

  /// The positions of the cities matching `query`, best first.
  func search<Populations: Collection<Int>>(
    _ query: String, limit: Int, populations: Populations
  ) -> [Int] where Populations.Index == Int {
    var folder = self.folder
    let folded = folder.folded(query.precomposedStringWithCanonicalMapping)
    guard !folded.isEmpty, limit > 0 else { return [] }

    // NB: 255 = not matched; otherwise the best tier seen for the city.
    var tiers = [UInt8](repeating: .max, count: cityStarts.count - 1)
    var matched: [Int] = []
    keys.withUnsafeBufferPointer { keys in
      for entry in entries[group(of: folded)] where Self.hasPrefix(keys, entry.start, folded) {
        let tier: UInt8 = entry.isWord ? 1 : 0
        if tiers[entry.city] == .max { matched.append(entry.city) }
        tiers[entry.city] = min(tiers[entry.city], tier)
      }
      let words = folded.split(separator: Self.space).map(Array.init)
      guard words.count > 1 else { return }
      for entry in entries[group(of: words[0])]
      where tiers[entry.city] == .max && Self.hasPrefix(keys, entry.start, words[0]) {
        if hasNameWithEveryWord(keys, city: entry.city, words: words) {
          tiers[entry.city] = 2
          matched.append(entry.city)
        }
      }
    }
    return Self.best(matched, limit: limit) { city in
      (tiers[city], -populations[city], city)
    }
  }

  /// The range of entries whose first bytes are `folded`'s first two (or first one).
  private func group(of folded: [UInt8]) -> Range<Int> {
    let first = Int(folded[0]) << 8
    guard folded.count > 1 else {
      return Int(groupStarts[first])..<Int(groupStarts[first + 0x100])
    }
    let key = first | Int(folded[1])
    return Int(groupStarts[key])..<Int(groupStarts[key + 1])
  }

  private static func hasPrefix(
    _ keys: UnsafeBufferPointer<UInt8>, _ start: UInt32, _ prefix: [UInt8]
  ) -> Bool {
    let start = Int(start)
    guard start + prefix.count <= keys.count else { return false }
    for offset in prefix.indices where keys[start + offset] != prefix[offset] {
      return false
    }
    return true
  }

  /// Whether one of the city's names has, for every word, a word starting with it.
  private func hasNameWithEveryWord(
    _ keys: UnsafeBufferPointer<UInt8>, city: Int, words: [[UInt8]]
  ) -> Bool {
    var nameStart = Int(cityStarts[city])
    let end = Int(cityStarts[city + 1])
    while nameStart < end {
      var nameEnd = nameStart
      while nameEnd < end, keys[nameEnd] != Self.separator { nameEnd += 1 }
      let allFound = words.allSatisfy { word in
        var position = nameStart
        while position < nameEnd {
          if Self.hasPrefix(keys, UInt32(position), word) { return true }
          while position < nameEnd, keys[position] != Self.space { position += 1 }
          position += 1
        }
        return false
      }
      if allFound { return true }
      nameStart = nameEnd + 1
    }
    return false
  }

  /// The `limit` smallest of `items` by `key`, smallest first, without sorting them all.
  private static func best(
    _ items: [Int], limit: Int, key: (Int) -> (UInt8, Int, Int)
  ) -> [Int] {
    var kept: [(key: (UInt8, Int, Int), item: Int)] = []
    kept.reserveCapacity(limit + 1)
    for item in items {
      let itemKey = key(item)
      if kept.count == limit, let worst = kept.last, worst.key <= itemKey { continue }
      let position = kept.firstIndex { itemKey < $0.key } ?? kept.endIndex
      kept.insert((itemKey, item), at: position)
      if kept.count > limit { kept.removeLast() }
    }
    return kept.map(\.item)
  }
}

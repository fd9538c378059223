/// Builds a ``NameIndex`` one city at a time.
struct NameIndexBuilder {
  private var folder = NameFolder()
  private var keys: [UInt8] = []
  private var cityStarts: [UInt32] = [0]
  private var entries: [NameIndex.Entry] = []

  init(expectedBytes: Int = 0) {
    keys.reserveCapacity(expectedBytes)
    entries.reserveCapacity(expectedBytes / 4)
  }

  /// Adds the next city's names, given as UTF-8 bytes.
  mutating func addCity(names: [UnsafeBufferPointer<UInt8>]) {
    let city = UInt32(cityStarts.count - 1) << 1
    for name in names where !name.isEmpty {
      let start = keys.count
      folder.fold(utf8: name, into: &keys)
      guard keys.count > start else { continue }
      entries.append(NameIndex.Entry(start: UInt32(start), cityAndKind: city))
      for position in start..<keys.count - 1 where keys[position] == NameIndex.space {
        entries.append(NameIndex.Entry(start: UInt32(position + 1), cityAndKind: city | 1))
      }
      keys.append(NameIndex.separator)
    }
    cityStarts.append(UInt32(keys.count))
  }

  /// The index, its entries grouped by their first two bytes (a counting sort: no comparisons).
  func build() -> NameIndex {
    var counts = [UInt32](repeating: 0, count: 0x1_0001)
    for entry in entries { counts[group(of: entry) + 1] += 1 }
    for key in 1..<counts.count { counts[key] += counts[key - 1] }
    let groupStarts = counts
    var next = counts
    var sorted = [NameIndex.Entry](
      repeating: NameIndex.Entry(start: 0, cityAndKind: 0), count: entries.count)
    for entry in entries {
      let key = group(of: entry)
      sorted[Int(next[key])] = entry
      next[key] += 1
    }
    return NameIndex(
      folder: folder, keys: keys, cityStarts: cityStarts, entries: sorted,
      groupStarts: groupStarts)
  }

  private func group(of entry: NameIndex.Entry) -> Int {
    let start = Int(entry.start)
    let second = keys[start + 1]
    return Int(keys[start]) << 8 | Int(second == NameIndex.separator ? 0 : second)
  }
}

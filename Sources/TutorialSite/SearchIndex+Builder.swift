import Foundation

extension SearchIndex {
  /// Builds the index of many sections, giving the same index as ``SearchIndex/add(_:text:)``
  /// called for each in turn, faster.
  ///
  /// NB: `add(_:text:)` makes a `String` of every word of every section and looks it up in a
  /// `Dictionary`, which was most of the time spent indexing a large site. Here words are looked
  /// up by their UTF-8 bytes in a small hash table, and each distinct term becomes a `String`
  /// once, in ``index()``.
  struct Builder {
    private var documents: [Document] = []
    /// An open-addressing table of term numbers plus one; 0 marks an empty slot.
    private var slots = [Int32](repeating: 0, count: 1024)
    /// By term number, in order of first use: its hash, where its bytes end in `bytes`, and
    /// the documents it is in.
    private var hashes: [UInt64] = []
    private var ends: [Int] = []
    private var bytes: [UInt8] = []
    private var postings: [[Int]] = []

    init() {}

    /// Adds a section with its searchable text, as ``SearchIndex/add(_:text:)`` does.
    mutating func add(_ document: Document, text: String) {
      let index = documents.count
      documents.append(document)
      // NB: the terms of the title, then those of the text: the same as those of the two
      // joined by a space, which ends a term, without copying the text.
      for part in [document.section, text] {
        SearchIndex.forEachTerm(in: part) { term in
          guard !term.isEmpty else { return }
          let number = self.number(of: term)
          if postings[number].last != index { postings[number].append(index) }
        }
      }
    }

    /// The index of every section added.
    func index() -> SearchIndex {
      var index = SearchIndex()
      index.documents = documents
      index.terms.reserveCapacity(postings.count)
      for number in postings.indices {
        let start = number == 0 ? 0 : ends[number - 1]
        let term = String(decoding: bytes[start..<ends[number]], as: UTF8.self)
        // NB: canonically equivalent spellings (`é` and `e` + U+0301) are one `String` key but
        // two entries here; the key keeps the spelling used first, as a `Dictionary` does.
        if let earlier = index.terms[term] {
          index.terms[term] = Self.union(earlier, postings[number])
        } else {
          index.terms[term] = postings[number]
        }
      }
      return index
    }

    /// The number of `term`, given one on first use.
    private mutating func number(of term: UnsafeBufferPointer<UInt8>) -> Int {
      // NB: FNV-1a.
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in term { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
      let mask = slots.count - 1
      var slot = Int(truncatingIfNeeded: hash) & mask
      while slots[slot] != 0 {
        let number = Int(slots[slot]) - 1
        if hashes[number] == hash {
          let start = number == 0 ? 0 : ends[number - 1]
          if Self.equal(bytes, start..<ends[number], term) { return number }
        }
        slot = (slot + 1) & mask
      }
      let number = postings.count
      hashes.append(hash)
      bytes.append(contentsOf: term)
      ends.append(bytes.count)
      postings.append([])
      slots[slot] = Int32(number + 1)
      if postings.count * 2 > slots.count { grow() }
      return number
    }

    /// Whether `bytes[range]` are the bytes of `term`.
    private static func equal(
      _ bytes: [UInt8], _ range: Range<Int>, _ term: UnsafeBufferPointer<UInt8>
    ) -> Bool {
      guard range.count == term.count else { return false }
      return bytes.withUnsafeBufferPointer { stored in
        guard let start = stored.baseAddress, let other = term.baseAddress else { return true }
        return memcmp(start + range.lowerBound, other, term.count) == 0
      }
    }

    /// Doubles the table and places every term again.
    private mutating func grow() {
      slots = [Int32](repeating: 0, count: slots.count * 2)
      let mask = slots.count - 1
      for (number, hash) in hashes.enumerated() {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(number + 1)
      }
    }

    /// The ascending numbers in `first` or `second`, both ascending, each once.
    private static func union(_ first: [Int], _ second: [Int]) -> [Int] {
      var result: [Int] = []
      result.reserveCapacity(first.count + second.count)
      var (i, j) = (0, 0)
      while i < first.count || j < second.count {
        let next: Int
        if j == second.count || (i < first.count && first[i] <= second[j]) {
          next = first[i]
          i += 1
        } else {
          next = second[j]
          j += 1
        }
        if result.last != next { result.append(next) }
      }
      return result
    }
  }
}

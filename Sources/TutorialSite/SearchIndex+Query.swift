extension SearchIndex {
  /// The numbers of the documents the site's search box finds for `query`, ascending, as
  /// `site.js` finds them: the query's terms are made as the index's are (folded, CJK pairs),
  /// and each must match one of a document's terms: a word or a single CJK character as the start
  /// of a term (so a word being typed is found), a CJK pair as a whole term.
  public func documentNumbers(matching query: String) -> [Int] {
    var found: Set<Int>?
    for term in Self.terms(in: query) {
      let scalars = term.unicodeScalars
      let isPair = scalars.count == 2 && scalars.allSatisfy(Self.isCJK)
      var matches = Set<Int>()
      if isPair {
        matches.formUnion(terms[term] ?? [])
      } else {
        // NB: `hasPrefix` compares Characters; site.js compares code units, as bytes do here.
        for (key, documents) in terms where key.utf8.starts(with: term.utf8) {
          matches.formUnion(documents)
        }
      }
      found = found.map { $0.intersection(matches) } ?? matches
      if found?.isEmpty == true { break }
    }
    return (found ?? []).sorted()
  }
}

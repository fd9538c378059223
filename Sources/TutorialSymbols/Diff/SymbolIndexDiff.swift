/// What changed in a module's public API between two ``SymbolIndex``es: the symbols whose
/// declaration changed, those that are gone, and those that are new.
///
/// Symbols are matched by precise identifier. The compiler's identifier of a function or
/// property includes its type, so a symbol whose identifier is gone is matched again by path
/// (`["Store", "send(_:)"]`) and kind, when exactly one symbol on each side has that path: a
/// property whose type changed is a change. A rename matches neither way and is reported as a
/// removed symbol and an added one, as TCA's `ReducerProtocol` → `Reducer` would be.
public struct SymbolIndexDiff: Sendable, Equatable {
  /// A symbol whose declaration changed, as it was and as it is.
  public struct Change: Sendable, Equatable {
    /// The symbol in the older index.
    public var old: APISymbol
    /// The symbol in the newer index.
    public var new: APISymbol
  }

  /// Symbols of both indexes whose declaration changed, in the older index's order.
  public var changed: [Change]
  /// Symbols of the older index that the newer one does not have, renamed ones included.
  public var removed: [APISymbol]
  /// Symbols of the newer index that the older one does not have, renamed ones included.
  public var added: [APISymbol]

  /// Whether the two indexes declare the same API.
  public var isEmpty: Bool { changed.isEmpty && removed.isEmpty && added.isEmpty }

  /// The precise identifiers (as the older index has them) of every changed or removed
  /// symbol: what a guide that used them must be checked against.
  public var affectedIdentifiers: Set<String> {
    Set(changed.map(\.old.preciseIdentifier) + removed.map(\.preciseIdentifier))
  }
}

extension SymbolIndex {
  /// What changed from this index (the older) to `newer`.
  public func diff(to newer: SymbolIndex) -> SymbolIndexDiff {
    var changed: [SymbolIndexDiff.Change] = []
    var unmatchedOld: [APISymbol] = []
    var matchedNew: Set<String> = []
    for old in symbols {
      if let new = newer.symbol(preciseIdentifier: old.preciseIdentifier) {
        matchedNew.insert(new.preciseIdentifier)
        if new.fingerprint != old.fingerprint { changed.append(.init(old: old, new: new)) }
      } else {
        unmatchedOld.append(old)
      }
    }
    let unmatchedNew = newer.symbols.filter { !matchedNew.contains($0.preciseIdentifier) }
    let oldByPath = Dictionary(grouping: unmatchedOld, by: PathKey.init)
    let newByPath = Dictionary(grouping: unmatchedNew, by: PathKey.init)
    var removed: [APISymbol] = []
    var pathMatchedNew: Set<String> = []
    for old in unmatchedOld {
      let key = PathKey(old)
      if oldByPath[key]?.count == 1, let news = newByPath[key], news.count == 1 {
        pathMatchedNew.insert(news[0].preciseIdentifier)
        if news[0].fingerprint != old.fingerprint { changed.append(.init(old: old, new: news[0])) }
      } else {
        removed.append(old)
      }
    }
    let added = unmatchedNew.filter { !pathMatchedNew.contains($0.preciseIdentifier) }
    return SymbolIndexDiff(changed: changed, removed: removed, added: added)
  }
}

/// Where a symbol is, for matching one whose precise identifier changed.
private struct PathKey: Hashable {
  var extendedModule: String?
  var pathComponents: [String]
  var kind: String

  init(_ symbol: APISymbol) {
    extendedModule = symbol.extendedModule
    pathComponents = symbol.pathComponents
    kind = symbol.kind
  }
}

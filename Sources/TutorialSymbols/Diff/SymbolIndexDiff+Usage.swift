/// A symbol that code refers to and that changed or is gone in the newer index.
public struct AffectedSymbol: Equatable, Sendable {
  /// What happened to the symbol.
  public enum Change: Equatable, Sendable {
    /// Its declaration is now `new`'s.
    case changed(new: APISymbol)
    /// It is gone; `likelyRename` is a new symbol that looks like it under another name.
    case removed(likelyRename: APISymbol?)
  }

  /// The symbol as the older index had it, which the code was written against.
  public var symbol: APISymbol
  /// What happened to it.
  public var change: Change
}

extension SymbolIndexDiff {
  /// The changed or removed symbols among `references`, once each, in the order the code
  /// first refers to them.
  ///
  /// Resolve the code against the older index (the one its section was stamped with): a
  /// removed symbol cannot be found in the newer one.
  ///
  /// ```swift
  /// let used = stamped.references(inSwiftCode: block.code)
  /// for affected in stamped.diff(to: current).affecting(used) { … }
  /// ```
  public func affecting(_ references: [SymbolReference]) -> [AffectedSymbol] {
    var changes: [String: AffectedSymbol.Change] = [:]
    for change in changed { changes[change.old.preciseIdentifier] = .changed(new: change.new) }
    for symbol in removed {
      changes[symbol.preciseIdentifier] = .removed(likelyRename: likelyRename(of: symbol))
    }
    var seen: Set<String> = []
    var affected: [AffectedSymbol] = []
    for reference in references {
      let identifier = reference.symbol.preciseIdentifier
      guard let change = changes[identifier], seen.insert(identifier).inserted else { continue }
      affected.append(AffectedSymbol(symbol: reference.symbol, change: change))
    }
    return affected
  }

  /// The added symbol that `removed` was most likely renamed to, if exactly one fits.
  ///
  /// It has the same kind, in the same type, and `removed`'s declaration with only the name
  /// changed: `open(named:)` → `opened(named:)`, `ReducerProtocol` → `Reducer`.
  public func likelyRename(of removed: APISymbol) -> APISymbol? {
    let shape = Self.declarationShape(removed)
    let matches = added.filter {
      $0.kind == removed.kind && $0.parentComponents == removed.parentComponents
        && $0.extendedModule == removed.extendedModule && Self.declarationShape($0) == shape
    }
    return matches.count == 1 ? matches[0] : nil
  }

  /// The declaration with the symbol's own base name (the first whole word that is it) taken
  /// out: `static func _(named name: String) -> Shop`.
  private static func declarationShape(_ symbol: APISymbol) -> String {
    let declaration = symbol.declaration
    let name = symbol.baseName
    guard !name.isEmpty else { return declaration }
    var searchStart = declaration.startIndex
    while let range = declaration.range(of: name, range: searchStart..<declaration.endIndex) {
      let before =
        range.lowerBound > declaration.startIndex
        ? declaration[declaration.index(before: range.lowerBound)] : " "
      let after = range.upperBound < declaration.endIndex ? declaration[range.upperBound] : " "
      if !isNameCharacter(before) && !isNameCharacter(after) {
        return declaration.replacingCharacters(in: range, with: "_")
      }
      searchStart = range.upperBound
    }
    return declaration
  }

  private static func isNameCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }
}

/// Finding the symbol an identifier in Swift code names.
///
/// These answer for a tokenizer that sees one name at a time, with at most the type name
/// written before it: `Store`, `Effect` then `.run`, `.run` alone where an `Effect` is
/// expected, `@Reducer`. When a name could mean several symbols that the code does not tell
/// apart, they answer `nil` rather than guess.
extension SymbolIndex {
  /// The top-level symbol named `name`, such as `Store`, `Reducer` or `StoreOf`.
  ///
  /// A type, protocol or type alias wins over a macro or function of the same name: `Reducer`
  /// is the protocol; ``attribute(_:)`` finds the macro `@Reducer`.
  public func symbol(named name: String) -> APISymbol? {
    let candidates = symbols(baseName: name).filter {
      $0.pathComponents.count == 1 && $0.extendedModule == nil && $0.kind != "swift.extension"
    }
    return candidates.min { Self.topLevelRank($0) < Self.topLevelRank($1) }
  }

  /// The symbol an attribute `@name` refers to: a macro (`@Reducer`, `@ObservableState`), or
  /// else a property wrapper or type of that name (`@Presents`, `@Shared`).
  public func attribute(_ name: String) -> APISymbol? {
    let macro = symbols(baseName: name).first {
      $0.kind == "swift.macro" && $0.pathComponents.count == 1
    }
    return macro ?? symbol(named: name)
  }

  /// The member `name` of the type `base`, as in `Effect.run` or `TestStore` then `.send`.
  ///
  /// `base` is a type of this module or one it extends (`DependencyValues` for `dismiss`), or a
  /// dotted path to a nested type (`StackAction.AllCasePaths`). `name` is the member's name
  /// without its argument labels. Of several overloads, the one with the fewest arguments is
  /// returned (`TestStore.send(_:assert:…)` rather than `send(_:_:assert:…)`); a
  /// member the compiler synthesized from a protocol extension (`Scope.ifLet`) is answered with
  /// the declaration it came from (`Reducer.ifLet`), which is where its documentation lives.
  public func member(_ name: String, of base: String) -> APISymbol? {
    let parent = base.split(separator: ".").map(String.init)
    let candidates = symbols(baseName: name).filter { $0.parentComponents == parent }
      .sorted { (Self.overloadRank($0), $0.pagePath) < (Self.overloadRank($1), $1.pagePath) }
    guard !candidates.isEmpty else { return nil }
    if let declared = candidates.first(where: { !$0.isSynthesized }) { return declared }
    for candidate in candidates {
      if let origin = candidate.originIdentifier, let declared = symbol(preciseIdentifier: origin) {
        return declared
      }
    }
    return candidates.first
  }

  /// The static member or enum case `name` written with a leading dot and no type
  /// (`return .run { … }`, `.none`, `.dismiss`), when only one type of this module has one.
  ///
  /// - Parameter preferredBases: Types to choose among, in order, when several have a static
  ///   member `name`: a caller that knows it is reading a reducer's `return` passes `["Effect"]`.
  public func implicitMember(_ name: String, preferring preferredBases: [String] = []) -> APISymbol?
  {
    let candidates = symbols(baseName: name).filter {
      !$0.isSynthesized && Self.implicitMemberKinds.contains($0.kind)
        && $0.pathComponents.count > 1
    }
    var parents: [[String]] = []
    for candidate in candidates where !parents.contains(candidate.parentComponents) {
      parents.append(candidate.parentComponents)
    }
    if parents.count == 1 { return candidates.first }
    for base in preferredBases {
      let parent = base.split(separator: ".").map(String.init)
      if let match = candidates.first(where: { $0.parentComponents == parent }) { return match }
    }
    return nil
  }

  private static let implicitMemberKinds: Set<String> = [
    "swift.type.method", "swift.type.property", "swift.enum.case", "swift.type.subscript",
  ]

  /// How many argument labels a member's name has: fewer is the plainer overload.
  private static func overloadRank(_ symbol: APISymbol) -> Int {
    symbol.name.reduce(0) { $1 == ":" ? $0 + 1 : $0 }
  }

  private static func topLevelRank(_ symbol: APISymbol) -> Int {
    switch symbol.kind {
    case "swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias",
      "swift.actor":
      0
    case "swift.macro": 2
    default: 1
    }
  }
}

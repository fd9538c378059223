/// A name in Swift code that refers to a public symbol of the index's module.
public struct SymbolReference: Equatable, Sendable {
  /// Where the name is: UTF-8 offsets in the code (without the backticks of `` `name` ``).
  public var utf8Range: Range<Int>
  /// The symbol it names.
  public var symbol: APISymbol
}

extension SymbolIndex {
  /// The names in `code` that refer to this module's public symbols, in order: what a guide's
  /// Swift block links to the API reference.
  ///
  /// ```swift
  /// index.references(inSwiftCode: "return .run { send in await send(.tick) }")
  /// // [SymbolReference(utf8Range: 8..<11, symbol: Effect.run(…))]
  /// ```
  ///
  /// A name is read from what is written around it, not from types the compiler would infer:
  ///
  /// - `Store`, `ReducerOf<Self>`: a top-level symbol (a type before a macro of its name).
  /// - `@Reducer`, `@Presents`: ``attribute(_:)``.
  /// - `Effect.run`, `TestStore.send`: ``member(_:of:)`` when the name before the dot is one
  ///   of the module's types (or one it extends, such as `DependencyValues`).
  /// - `.run` after `return`, `(`, `,`, `case` …: ``implicitMember(_:preferring:)``, with
  ///   `Effect` preferred, as in a reducer.
  /// - `.ifLet(…)` after an expression (`Reduce { … }`, `store`): the member of that name when
  ///   exactly one type of the module declares one that is not static; so `store.send` links
  ///   nowhere (a `Store` and a `TestStore` both send) while `.ifLet` links to `Reducer.ifLet`.
  /// - `\.dismiss` inside `@Dependency(…)`: the member of `DependencyValues`.
  ///
  /// A name being declared (`struct Store`, `func reduce`, `case dismiss`) is not a reference.
  public func references(inSwiftCode code: String) -> [SymbolReference] {
    let tokens = SwiftTokenScanner(code).tokens()
    var references: [SymbolReference] = []
    for (offset, token) in tokens.enumerated() where token.kind == .identifier {
      let before = offset > 0 ? tokens[offset - 1] : nil
      let twoBefore = offset > 1 ? tokens[offset - 2] : nil
      if let symbol = resolve(token, before: before, twoBefore: twoBefore, tokens[..<offset]) {
        references.append(SymbolReference(utf8Range: token.range, symbol: symbol))
      }
    }
    return references
  }

  private func resolve(
    _ token: SwiftTokenScanner.Token,
    before: SwiftTokenScanner.Token?,
    twoBefore: SwiftTokenScanner.Token?,
    _ earlier: ArraySlice<SwiftTokenScanner.Token>
  ) -> APISymbol? {
    let name = token.text
    guard let before else { return symbol(named: name) }
    if before.kind == .identifier, Self.declarationKeywords.contains(before.text) { return nil }
    if before.kind == .punctuation, before.text == "@" { return attribute(name) }
    guard before.kind == .punctuation, before.text == "." else { return symbol(named: name) }

    guard let twoBefore else { return implicitMember(name, preferring: ["Effect"]) }
    switch twoBefore.kind {
    case .identifier where !Self.expressionKeywords.contains(twoBefore.text):
      if let base = symbol(named: twoBefore.text) ?? extendedType(named: twoBefore.text) {
        return member(name, of: base.pathComponents.joined(separator: "."))
      }
      return instanceMember(name)
    case .literal:
      return instanceMember(name)
    case .punctuation where Self.expressionEnds.contains(twoBefore.text):
      return instanceMember(name)
    case .punctuation where twoBefore.text == "\\":
      return isInsideDependencyAttribute(earlier.dropLast(2))
        ? member(name, of: "DependencyValues") : nil
    default:
      return implicitMember(name, preferring: ["Effect"])
    }
  }

  /// The member `name` that exactly one type declares as an instance member: what `.name`
  /// after an expression of unknown type can only mean.
  func instanceMember(_ name: String) -> APISymbol? {
    let candidates = symbols(baseName: name).filter {
      !$0.isSynthesized && $0.pathComponents.count > 1 && Self.instanceMemberKinds.contains($0.kind)
    }
    guard let parent = candidates.first?.parentComponents,
      candidates.allSatisfy({ $0.parentComponents == parent })
    else { return nil }
    return member(name, of: parent.joined(separator: "."))
  }

  /// An extension block of another module's type, such as `DependencyValues`.
  private func extendedType(named name: String) -> APISymbol? {
    symbols(baseName: name).first { $0.kind == "swift.extension" && $0.pathComponents == [name] }
  }

  /// Whether the key path just read sits in `@Dependency(`: `… @ Dependency (` before `\`.
  private func isInsideDependencyAttribute(
    _ earlier: ArraySlice<SwiftTokenScanner.Token>
  ) -> Bool {
    let last = earlier.suffix(3).map(\.text)
    return last == ["@", "Dependency", "("]
  }

  private static let declarationKeywords: Set<String> = [
    "struct", "class", "enum", "protocol", "actor", "extension", "func", "var", "let",
    "typealias", "associatedtype", "case", "macro", "import",
  ]

  /// Keywords after which `.name` is an implicit member, not a member of an expression.
  private static let expressionKeywords: Set<String> = [
    "return", "case", "in", "throw", "await", "try", "is", "as", "where", "else", "if", "guard",
    "switch", "repeat", "do", "catch", "default", "some", "any", "inout", "yield", "then",
  ]

  /// Punctuation that ends an expression, so that a `.` after it reads a member.
  private static let expressionEnds: Set<String> = [")", "]", "}", ">", "?", "!"]

  private static let instanceMemberKinds: Set<String> = [
    "swift.method", "swift.property", "swift.subscript",
  ]
}

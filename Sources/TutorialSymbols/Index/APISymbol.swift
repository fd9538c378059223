/// One public symbol of a documented module, as a guide's code refers to it and as its API page
/// shows it.
public struct APISymbol: Hashable, Sendable, Codable {
  /// The compiler's unique name of the symbol (its USR), such as `s:4Kata5StoreC`; stable while
  /// the declaration keeps its name and type.
  public var preciseIdentifier: String
  /// The symbol graph's kind, such as `swift.class`, `swift.method` or `swift.enum.case`.
  public var kind: String
  /// The kind as people read it, such as `Class` or `Instance Method`.
  public var kindName: String
  /// The names from the module down to the symbol, such as `["Store", "send(_:)"]`.
  ///
  /// A member of another module's type that this module extends starts with that type's name
  /// (`["DependencyValues", "dismiss"]`); ``extendedModule`` names its module.
  public var pathComponents: [String]
  /// The module whose type this symbol extends, such as `Dependencies` for
  /// `DependencyValues.dismiss`; `nil` for the module's own types and their members.
  public var extendedModule: String?
  /// The declaration as the API page shows it, such as `func send(_ action: Action) -> StoreTask`.
  public var declaration: String
  /// A digest of ``declaration`` (whitespace runs count as one space): it changes exactly when
  /// the declaration does, and not when only the documentation does.
  public var fingerprint: String
  /// The path of the symbol's page in DocC's static output, relative to the output folder and
  /// without a trailing slash, such as `documentation/kata/store/send(_:)`.
  public var pagePath: String
  /// Whether the compiler made this member for the type from a protocol's default
  /// implementation, such as `Scope.ifLet` from `Reducer.ifLet`.
  public var isSynthesized: Bool

  /// The symbol's own name: the last path component, such as `send(_:)`.
  public var name: String { pathComponents.last ?? "" }

  /// The name a reference in code uses: ``name`` up to its argument labels, such as `send` for
  /// `send(_:)` and `Reducer` for the macro `Reducer()`.
  public var baseName: String {
    let name = self.name
    guard let parenthesis = name.firstIndex(of: "(") else { return name }
    return String(name[..<parenthesis])
  }

  /// The type or extension this symbol is a member of, such as `["Store"]` for
  /// `Store.send(_:)`; empty for a top-level symbol.
  public var parentComponents: [String] { Array(pathComponents.dropLast()) }

  /// The precise identifier of the declaration a synthesized member was made from: the
  /// identifier of `Reducer.ifLet` for `Scope.ifLet`; `nil` for a declared symbol.
  public var originIdentifier: String? {
    guard isSynthesized,
      let marker = preciseIdentifier.range(of: APISymbol.synthesizedMarker)
    else { return nil }
    return String(preciseIdentifier[..<marker.lowerBound])
  }

  static let synthesizedMarker = "::SYNTHESIZED::"

  /// Makes a symbol; ``fingerprint`` is worked out from `declaration`.
  public init(
    preciseIdentifier: String,
    kind: String,
    kindName: String,
    pathComponents: [String],
    extendedModule: String? = nil,
    declaration: String,
    pagePath: String
  ) {
    self.preciseIdentifier = preciseIdentifier
    self.kind = kind
    self.kindName = kindName
    self.pathComponents = pathComponents
    self.extendedModule = extendedModule
    self.declaration = declaration
    self.fingerprint = DeclarationFingerprint.of(declaration)
    self.pagePath = pagePath
    self.isSynthesized = preciseIdentifier.contains(APISymbol.synthesizedMarker)
  }
}

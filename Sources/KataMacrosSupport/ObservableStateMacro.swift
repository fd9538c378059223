import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ObservableState`: gives a state struct or enum an identity, `_$id`, that changes whenever
/// one of its properties is written, so that a store can tell whether a send changed it
/// without comparing values.
///
/// On a struct, every stored `var` gets `@ObservationStateTracked` (a `didSet` that renews the
/// identity) unless it is marked `@ObservationStateIgnored`; a struct that declares `Codable`
/// (or `Encodable`/`Decodable`) without `CodingKeys` gets `CodingKeys` that leave `_$id` out.
/// On an enum, `_$id` is the identity of the current case's state.
public enum ObservableStateMacro {}

extension ObservableStateMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard isSupported(declaration), !protocols.isEmpty else { return [] }
    let decl: DeclSyntax = "extension \(type.trimmed): Kata.ObservableState {}"
    return decl.as(ExtensionDeclSyntax.self).map { [$0] } ?? []
  }
}

extension ObservableStateMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard isSupported(declaration) else {
      let keyword = declaration.declarationKeyword
      context.diagnose(
        Diagnostic(
          node: node,
          message: KataDiagnostic(
            """
            '@ObservableState' can only be applied to a struct or an enum, not \
            \(article(keyword)) \(keyword): state is a value the store copies and compares
            """,
            id: "unsupportedDeclaration")))
      return []
    }
    let access = declaration.generatedAccess
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return [enumIdentity(of: enumDecl, access: access)]
    }
    let properties = storedProperties(of: declaration)
    var decls = identity(of: properties, access: access)
    if let lookup = trackedPropertyLookup(of: properties, access: access) {
      decls.append(lookup)
    }
    if declaration.inherits(["Codable", "Encodable", "Decodable"], module: "Swift"),
      !declaration.memberTypeNames.contains("CodingKeys")
    {
      // NB: A shared value lives in its storage, not in the encoded state.
      let names = properties.filter { !isShared($0) }.compactMap(\.singleName)
      decls.append(
        names.isEmpty
          ? "\(raw: access)enum CodingKeys: CodingKey {}"
          : """
          \(raw: access)enum CodingKeys: String, CodingKey {
          case \(raw: names.map { "`\($0)`" }.joined(separator: ", "))
          }
          """)
    }
    for property in properties {
      diagnoseObservers(of: property, in: context)
    }
    return decls
  }

  /// The identity of a struct, and `_$willModify()`, which the `didSet` of each tracked property
  /// calls.
  private static func identity(of properties: [VariableDeclSyntax], access: String) -> [DeclSyntax]
  {
    // NB: A `@Shared` value changes without a write to the struct, so such a state is never
    // reported as unchanged.
    if properties.contains(where: isShared) {
      return [
        "\(raw: access)var _$id: Kata.ObservableStateID { ._$untracked }",
        "\(raw: access)mutating func _$willModify() {}",
      ]
    }
    // NB: A presented child is written through `$destination`, which no `didSet` sees, so its
    // own identity is part of the struct's.
    let presented = properties.filter(isPresents).compactMap(\.singleName)
    guard !presented.isEmpty else {
      return [
        "\(raw: access)var _$id = Kata.ObservableStateID()",
        "\(raw: access)mutating func _$willModify() { _$id._$willModify() }",
      ]
    }
    let children = presented.map { "Kata.ObservableStateID._$of(\($0))" }
    return [
      "\(raw: access)var _$identity = Kata.ObservableStateID()",
      """
      \(raw: access)var _$id: Kata.ObservableStateID {
      _$identity._$combined(with: [\(raw: children.joined(separator: ", "))])
      }
      """,
      "\(raw: access)mutating func _$willModify() { _$identity._$willModify() }",
    ]
  }

  /// `_$trackedProperty(_:)`: the name of each property that gets a `didSet` from
  /// `@ObservationStateTracked`, by its key path; `nil` when there are none.
  private static func trackedPropertyLookup(
    of properties: [VariableDeclSyntax], access: String
  ) -> DeclSyntax? {
    let names = properties.filter(getsTrackingObserver).compactMap(\.singleName)
    guard !names.isEmpty else { return nil }
    let cases = names.map { #"case \Self.\#($0): "\#($0)""# }
    return """
      \(raw: access)static func _$trackedProperty(_ keyPath: AnyKeyPath) -> String? {
      switch keyPath {
      \(raw: cases.joined(separator: "\n"))
      default: nil
      }
      }
      """
  }

  /// Whether `property` gets the `didSet` of `@ObservationStateTracked`: it is trackable, or
  /// marked so by hand, and has no `didSet` of its own.
  static func getsTrackingObserver(_ property: VariableDeclSyntax) -> Bool {
    guard isTrackable(property) || property.attributes.contains(named: "ObservationStateTracked")
    else { return false }
    return !hasDidSet(property)
  }

  /// Whether `property` declares a `didSet` of its own.
  static func hasDidSet(_ property: VariableDeclSyntax) -> Bool {
    guard case let .accessors(accessors)? = property.bindings.first?.accessorBlock?.accessors
    else { return false }
    return accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.didSet) }
  }

  /// `_$id` of an enum: the identity of the case's state, tagged with the case.
  private static func enumIdentity(of enumDecl: EnumDeclSyntax, access: String) -> DeclSyntax {
    var switchCases: [String] = []
    var tag = 0
    for member in enumDecl.memberBlock.members {
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      for element in caseDecl.elements {
        defer { tag += 1 }
        let name = element.name.text
        switch element.parameterClause?.parameters.count ?? 0 {
        case 0:
          switchCases.append("case .\(name): return Kata.ObservableStateID._$constant(\(tag))")
        case 1:
          switchCases.append(
            "case let .\(name)(state): return Kata.ObservableStateID._$of(state)._$tagged(\(tag))")
        default:
          switchCases.append("case .\(name): return Kata.ObservableStateID._$untracked")
        }
      }
    }
    if switchCases.isEmpty {
      return "\(raw: access)var _$id: Kata.ObservableStateID { ._$untracked }"
    }
    return """
      \(raw: access)var _$id: Kata.ObservableStateID {
      switch self {
      \(raw: switchCases.joined(separator: "\n"))
      }
      }
      """
  }

  /// The stored instance properties of `declaration`.
  static func storedProperties(of declaration: some DeclGroupSyntax) -> [VariableDeclSyntax] {
    declaration.memberBlock.members.compactMap { member in
      guard let property = member.decl.as(VariableDeclSyntax.self), !property.isStatic,
        property.isStored, property.singleName != "_$id", property.singleName != "_$identity"
      else { return nil }
      return property
    }
  }

  private static func diagnoseObservers(
    of property: VariableDeclSyntax, in context: some MacroExpansionContext
  ) {
    guard isTrackable(property),
      case let .accessors(accessors)? = property.bindings.first?
        .accessorBlock?.accessors,
      let observer = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.didSet) })
    else { return }
    context.diagnose(
      Diagnostic(
        node: observer.accessorSpecifier,
        message: KataDiagnostic(
          """
          '@ObservableState' tracks writes to this property with a 'didSet' of its own: do this \
          work in the reducer, or mark the property '@ObservationStateIgnored'
          """,
          id: "didSetOnTrackedProperty")))
  }

  /// Whether `property` is a `@Shared` value, which changes without a write to the state.
  static func isShared(_ property: VariableDeclSyntax) -> Bool {
    property.attributes.contains(named: "Shared")
      || property.attributes.contains(named: "SharedReader")
  }

  /// Whether `property` is presented child state, `@Presents`.
  static func isPresents(_ property: VariableDeclSyntax) -> Bool {
    property.attributes.contains(named: "Presents")
      || property.attributes.contains(named: "PresentationState")
  }

  /// Whether `property` gets `@ObservationStateTracked`.
  static func isTrackable(_ property: VariableDeclSyntax) -> Bool {
    property.bindingSpecifier.tokenKind == .keyword(.var) && !property.isStatic
      && property.isStored && property.singleName != nil && property.singleName != "_$id"
      && !property.attributes.contains(named: "ObservationStateIgnored")
      && !property.attributes.contains(named: "ObservationStateTracked")
      && !property.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
      && !isShared(property) && !isPresents(property)
  }

  static func isSupported(_ declaration: some DeclGroupSyntax) -> Bool {
    declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self)
  }
}

extension ObservableStateMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self), let property = member.as(VariableDeclSyntax.self),
      isTrackable(property), !hasDidSet(property)
    else { return [] }
    return [
      AttributeSyntax(attributeName: IdentifierTypeSyntax(name: "Kata.ObservationStateTracked"))
    ]
  }
}

/// `@ObservationStateTracked`: a `didSet` that renews the enclosing state's identity.
public enum ObservationStateTrackedMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let property = declaration.as(VariableDeclSyntax.self),
      ObservableStateMacro.isTrackable(property)
        || property.attributes.contains(named: "ObservationStateTracked")
    else { return [] }
    return ["didSet { _$willModify() }"]
  }
}

/// `@ObservationStateIgnored`: leaves a property out of `@ObservableState`'s tracking.
public enum ObservationStateIgnoredMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}

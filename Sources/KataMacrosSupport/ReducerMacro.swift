import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Reducer`: makes a struct a `Reducer`, or an enum of reducers a `CaseReducer`.
///
/// On a struct it adds the conformance, `@CasePathable` to `Action` (and `@CasePathable
/// @dynamicMemberLookup` to an enum `State`), `@ReducerBuilder` to `body`, and fills in a
/// missing `State`, `Action` or `body`. On an enum it generates `State`, `Action` and a
/// `body` that runs each case's reducer on its case (see `ReducerMacro+Enum.swift`).
public enum ReducerMacro {}

extension ReducerMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard isSupported(declaration), !protocols.isEmpty,
      !declaration.inherits(["Reducer", "CaseReducer"], module: "Kata")
    else { return [] }
    let conformances =
      declaration.is(EnumDeclSyntax.self) ? "Kata.CaseReducer, Kata.Reducer" : "Kata.Reducer"
    let decl: DeclSyntax = "extension \(type.trimmed): \(raw: conformances) {}"
    return decl.as(ExtensionDeclSyntax.self).map { [$0] } ?? []
  }
}

extension ReducerMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self) else { return [] }
    if let enumDecl = member.as(EnumDeclSyntax.self) {
      return attributes(forNestedEnum: enumDecl)
    }
    if let property = member.as(VariableDeclSyntax.self) {
      return attributes(forBody: property)
    }
    return []
  }

  /// `@CasePathable` for `Action`, and also `@dynamicMemberLookup` for an enum `State`, unless
  /// they are there already.
  private static func attributes(forNestedEnum enumDecl: EnumDeclSyntax) -> [AttributeSyntax] {
    var names: [(written: String, plain: String)]
    switch enumDecl.name.text {
    case "State":
      names = [
        ("CasePaths.CasePathable", "CasePathable"), ("dynamicMemberLookup", "dynamicMemberLookup"),
      ]
    case "Action": names = [("CasePaths.CasePathable", "CasePathable")]
    default: return []
    }
    names.removeAll { name in
      enumDecl.attributes.contains(named: name.plain)
        || enumDecl.inherits([name.plain], module: "CasePaths")
    }
    return names.map {
      AttributeSyntax(attributeName: IdentifierTypeSyntax(name: .identifier($0.written)))
    }
  }

  /// `@ReducerBuilder<State, Action>` for a computed `body` of type `some Reducer<…>`, as the
  /// protocol requirement would give it if the conformance were declared on the type itself.
  private static func attributes(forBody property: VariableDeclSyntax) -> [AttributeSyntax] {
    guard property.bindingSpecifier.tokenKind == .keyword(.var), !property.isStatic,
      property.singleName == "body", let binding = property.bindings.first,
      case .getter = binding.accessorBlock?.accessors,
      let constraint = binding.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self)?.constraint
        .as(IdentifierTypeSyntax.self),
      ["Reducer", "ReducerOf"].contains(constraint.name.text),
      let arguments = constraint.genericArgumentClause?.arguments,
      !property.attributes.contains(named: "ReducerBuilder")
    else { return [] }
    let builderArguments =
      arguments.count == 1
      ? "\(arguments.trimmedDescription).State, \(arguments.trimmedDescription).Action"
      : arguments.trimmedDescription
    return [
      AttributeSyntax(
        attributeName: IdentifierTypeSyntax(
          name: .identifier("Kata.ReducerBuilder<\(builderArguments)>")))
    ]
  }
}

extension ReducerMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard isSupported(declaration) else {
      context.diagnose(
        Diagnostic(
          node: node,
          message: KataDiagnostic(
            """
            '@Reducer' can only be applied to a struct or an enum, not \
            \(article(declaration.declarationKeyword)) \(declaration.declarationKeyword)
            """,
            id: "unsupportedDeclaration")))
      return []
    }
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return enumMembers(of: enumDecl, node: node, in: context)
    }
    return structMembers(of: declaration, node: node, in: context)
  }

  private static func structMembers(
    of declaration: some DeclGroupSyntax, node: AttributeSyntax,
    in context: some MacroExpansionContext
  ) -> [DeclSyntax] {
    if let arguments = node.arguments {
      context.diagnose(
        Diagnostic(
          node: arguments,
          message: KataDiagnostic(
            "'@Reducer' takes no arguments when applied to a struct", id: "structArguments"),
          fixIt: .replace(
            message: KataFixIt("Remove '(\(arguments.trimmedDescription))'", id: "removeArguments"),
            oldNode: node,
            newNode: node.with(\.leftParen, nil).with(\.arguments, nil).with(\.rightParen, nil))))
    }
    let members = declaration.memberBlock.members
    for member in members {
      guard let decl = member.decl.asProtocol(NamedDeclSyntax.self), decl.name.text == "Action",
        member.decl.is(StructDeclSyntax.self) || member.decl.is(ClassDeclSyntax.self)
      else { continue }
      context.diagnose(
        Diagnostic(
          node: decl.name,
          message: KataDiagnostic(
            """
            'Action' of a '@Reducer' must be an enum: its cases are what 'Scope', 'ifLet' and \
            'TestStore.receive(\\.case)' name
            """,
            id: "actionNotEnum")))
    }
    let reduceMethod = members.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
      .first(where: isReduceMethod)
    let bodyProperty = members.lazy.compactMap { $0.decl.as(VariableDeclSyntax.self) }
      .first { $0.singleName == "body" && !$0.isStatic }
    if let reduceMethod, bodyProperty != nil {
      context.diagnose(
        Diagnostic(
          node: reduceMethod.name,
          message: KataDiagnostic(
            """
            A reducer implements either 'body' or 'reduce(into:action:)', not both: \
            'reduce(into:action:)' would silently replace 'body'. Move this logic into a \
            'Reduce' in 'body', or remove 'body'
            """,
            id: "bodyAndReduce")))
    }
    let access = declaration.generatedAccess
    let typeNames = declaration.memberTypeNames
    // NB: As TCA does, a `body` with an explicit reducer type may pin `State` and `Action`
    // itself (`var body: some Reducer<Int, Void>`), so none are generated then.
    let bodyNamesTypes =
      bodyProperty?.bindings.first?.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self)?.constraint
      .as(IdentifierTypeSyntax.self)?.genericArgumentClause?.arguments.count == 2
    var decls: [DeclSyntax] = []
    if !typeNames.contains("State"), !bodyNamesTypes {
      decls.append(
        """
        @Kata.ObservableState
        \(raw: access)struct State: Codable, Equatable, Hashable, Sendable {
        \(raw: access)init() {}
        }
        """)
    }
    if !typeNames.contains("Action"), !bodyNamesTypes {
      decls.append("\(raw: access)enum Action: Equatable, Hashable, Sendable {}")
    }
    if bodyProperty == nil, reduceMethod == nil {
      decls.append("\(raw: access)let body = Kata.EmptyReducer<State, Action>()")
    }
    return decls
  }

  /// Whether `function` is `reduce(into:action:)`.
  private static func isReduceMethod(_ function: FunctionDeclSyntax) -> Bool {
    let parameters = function.signature.parameterClause.parameters
    return function.name.text == "reduce" && parameters.count == 2
      && parameters.first?.firstName.text == "into" && parameters.last?.firstName.text == "action"
  }

  static func isSupported(_ declaration: some DeclGroupSyntax) -> Bool {
    declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self)
  }
}

/// "a" or "an", for `word`.
func article(_ word: String) -> String {
  guard let first = word.first else { return "a" }
  return "aeiou".contains(first) ? "an" : "a"
}

import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// One case of a `@Reducer enum`: a child feature (`case login(Login)`) or any other case,
/// which is kept in `State` as written and gets an uninhabited action.
private struct ReducerCase {
  let element: EnumCaseElementSyntax

  /// The child reducer's type, when the case holds exactly one unlabeled reducer type.
  var reducerType: TypeSyntax? {
    guard let parameters = element.parameterClause?.parameters, parameters.count == 1,
      let parameter = parameters.first, parameter.firstName == nil,
      parameter.type.is(IdentifierTypeSyntax.self) || parameter.type.is(MemberTypeSyntax.self)
    else { return nil }
    return parameter.type.trimmed
  }

  var name: String { element.name.text }

  var stateCase: String {
    guard let reducerType else { return "case \(element.trimmedDescription)" }
    return "case \(name)(\(reducerType).State)"
  }

  var actionCase: String {
    guard let reducerType else { return "case \(name)(Swift.Never)" }
    return "case \(name)(\(reducerType).Action)"
  }

  /// `.ifCaseLet(\.name, action: \.name) { Child() }`, or nil for a case without a reducer.
  var ifCaseLet: String? {
    guard let reducerType else { return nil }
    let reducer =
      element.parameterClause?.parameters.first?.defaultValue?.value.trimmedDescription
      ?? "\(reducerType)()"
    return
      ".ifCaseLet(\\Self.State.Cases.\(name), action: \\Self.Action.Cases.\(name)) { \(reducer) }"
  }
}

extension ReducerMacro {
  static func enumMembers(
    of enumDecl: EnumDeclSyntax, node: AttributeSyntax, in context: some MacroExpansionContext
  ) -> [DeclSyntax] {
    var cases: [ReducerCase] = []
    for member in enumDecl.memberBlock.members {
      if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
        cases += caseDecl.elements.map { ReducerCase(element: $0) }
      } else if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
        context.diagnose(
          Diagnostic(
            node: ifConfig.clauses.first?.poundKeyword ?? ifConfig.poundEndif,
            message: KataDiagnostic(
              """
              Kata's '@Reducer' does not read cases inside '#if': declare 'State' and 'Action' \
              yourself, or move the cases out of '#if'
              """,
              id: "ifConfigCases")))
      }
    }
    let (stateConformances, actionConformances) = conformances(of: node, in: context)
    let access = enumDecl.generatedAccess
    let typeNames = enumDecl.memberTypeNames
    var decls: [DeclSyntax] = []
    if !typeNames.contains("State") {
      let inherited = (["Kata.CaseReducerState"] + stateConformances).joined(separator: ", ")
      decls.append(
        """
        @CasePaths.CasePathable
        @dynamicMemberLookup
        @Kata.ObservableState
        \(raw: access)enum State: \(raw: inherited) {
        \(raw: access)typealias StateReducer = \(enumDecl.name.trimmed)
        \(raw: cases.map(\.stateCase).joined(separator: "\n"))
        }
        """)
    }
    if !typeNames.contains("Action") {
      let inherited =
        actionConformances.isEmpty ? "" : ": " + actionConformances.joined(separator: ", ")
      decls.append(
        """
        @CasePaths.CasePathable
        \(raw: access)enum Action\(raw: inherited) {
        \(raw: cases.map(\.actionCase).joined(separator: "\n"))
        }
        """)
    }
    let hasBody = enumDecl.memberBlock.members.contains {
      $0.decl.as(VariableDeclSyntax.self)?.singleName == "body"
    }
    if !hasBody {
      // NB: The type is spelled out, and named `Body`, because an opaque `some Reducer` here
      // leaves the conformance to infer `Body` from two `body`s, and it picks `Never`.
      let bodyType = cases.compactMap(\.reducerType).reduce(
        "Kata.EmptyReducer<Self.State, Self.Action>"
      ) { "Kata._IfCaseLetReducer<\($0), \($1)>" }
      let ifCaseLets = cases.compactMap(\.ifCaseLet)
      decls.append("\(raw: access)typealias Body = \(raw: bodyType)")
      decls.append(
        """
        \(raw: access)static var body: Body {
        Kata.EmptyReducer<Self.State, Self.Action>()
        \(raw: ifCaseLets.joined(separator: "\n"))
        }
        """)
    }
    return decls
  }

  /// The protocols `@Reducer(state: .equatable, action: .equatable, .sendable)` asks for.
  private static func conformances(
    of node: AttributeSyntax, in context: some MacroExpansionContext
  ) -> (state: [String], action: [String]) {
    guard case let .argumentList(arguments) = node.arguments else { return ([], []) }
    let known = [
      "codable": "Codable", "decodable": "Decodable", "encodable": "Encodable",
      "equatable": "Equatable", "hashable": "Hashable", "sendable": "Sendable",
    ]
    var state: [String] = []
    var action: [String] = []
    var isAction = false
    for argument in arguments {
      if let label = argument.label?.text {
        guard label == "state" || label == "action" else {
          context.diagnose(
            Diagnostic(
              node: argument,
              message: KataDiagnostic(
                "'@Reducer' on an enum takes 'state:' and 'action:' conformances, not '\(label):'",
                id: "unknownArgumentLabel")))
          continue
        }
        isAction = label == "action"
      }
      guard let member = argument.expression.as(MemberAccessExprSyntax.self),
        let conformance = known[member.declName.baseName.text]
      else {
        context.diagnose(
          Diagnostic(
            node: argument.expression,
            message: KataDiagnostic(
              """
              Unknown conformance '\(argument.expression.trimmedDescription)': use .codable, \
              .decodable, .encodable, .equatable, .hashable or .sendable
              """,
              id: "unknownConformance")))
        continue
      }
      if isAction { action.append(conformance) } else { state.append(conformance) }
    }
    return (state, action)
  }
}

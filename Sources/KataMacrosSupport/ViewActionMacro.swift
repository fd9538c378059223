import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ViewAction(for: Feature.self)`: lets a front end holding `store: StoreOf<Feature>` send
/// view actions with `send(.buttonTapped)` instead of `store.send(.view(.buttonTapped))`.
public enum ViewActionMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard !declaration.is(ProtocolDeclSyntax.self), !declaration.is(ExtensionDeclSyntax.self) else {
      context.diagnose(
        Diagnostic(
          node: node,
          message: KataDiagnostic(
            "'@ViewAction' can only be applied to a type that holds a 'store'",
            id: "unsupportedDeclaration")))
      return []
    }
    let hasStore = declaration.memberBlock.members.contains {
      $0.decl.as(VariableDeclSyntax.self)?.singleName == "store"
    }
    if !hasStore {
      let feature = featureName(node) ?? "Feature"
      let name = declaration.declarationName ?? "this type"
      context.diagnose(
        Diagnostic(
          node: node,
          message: KataDiagnostic(
            """
            '@ViewAction' requires '\(name)' to have a 'store' property of type 'Store': add \
            'let store: StoreOf<\(feature)>'
            """,
            id: "missingStore")))
    }
    ViewSendFinder(context: context).walk(declaration.memberBlock)
    // NB: Without a store the conformance could only add a second, vaguer error.
    guard hasStore, !protocols.isEmpty else { return [] }
    let decl: DeclSyntax = "extension \(type.trimmed): Kata.ViewActionSending {}"
    return decl.as(ExtensionDeclSyntax.self).map { [$0] } ?? []
  }

  /// `Feature` in `@ViewAction(for: Feature.self)`.
  private static func featureName(_ node: AttributeSyntax) -> String? {
    guard case let .argumentList(arguments) = node.arguments,
      let expression = arguments.first?.expression.as(MemberAccessExprSyntax.self),
      expression.declName.baseName.text == "self"
    else { return nil }
    return expression.base?.trimmedDescription
  }
}

/// Finds `store.send(.view(action))` and offers `send(action)` instead.
private final class ViewSendFinder<Context: MacroExpansionContext>: SyntaxVisitor {
  let context: Context

  init(context: Context) {
    self.context = context
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
      callee.declName.baseName.text == "send",
      callee.base?.trimmedDescription == "store" || callee.base?.trimmedDescription == "self.store",
      call.arguments.count == 1, let argument = call.arguments.first,
      let viewCall = argument.expression.as(FunctionCallExprSyntax.self),
      let viewCase = viewCall.calledExpression.as(MemberAccessExprSyntax.self),
      viewCase.base == nil, viewCase.declName.baseName.text == "view",
      viewCall.arguments.count == 1, let viewAction = viewCall.arguments.first
    else { return .visitChildren }
    let replacement: ExprSyntax = "send(\(viewAction.expression.trimmed))"
    context.diagnose(
      Diagnostic(
        node: call,
        message: KataDiagnostic(
          "Send view actions with 'send(_:)', which '@ViewAction' provides",
          id: "storeSendView", severity: .warning),
        fixIt: .replace(
          message: KataFixIt(
            "Use 'send(\(viewAction.expression.trimmedDescription))'", id: "useSend"),
          oldNode: call,
          newNode: replacement.with(\.leadingTrivia, call.leadingTrivia)
            .with(\.trailingTrivia, call.trailingTrivia))))
    return .visitChildren
  }
}

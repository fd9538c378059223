import SwiftSyntax
import SwiftSyntaxMacros

/// A macro of this plugin whose expansions are those of `Implementation`.
public protocol ForwardingMacro {
  /// The type in `KataMacrosSupport` that implements the macro.
  associatedtype Implementation
}

extension ExtensionMacro where Self: ForwardingMacro, Implementation: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    try Implementation.expansion(
      of: node, attachedTo: declaration, providingExtensionsOf: type, conformingTo: protocols,
      in: context)
  }
}

extension MemberAttributeMacro where Self: ForwardingMacro, Implementation: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    try Implementation.expansion(
      of: node, attachedTo: declaration, providingAttributesFor: member, in: context)
  }
}

extension MemberMacro where Self: ForwardingMacro, Implementation: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try Implementation.expansion(
      of: node, providingMembersOf: declaration, conformingTo: protocols, in: context)
  }
}

extension AccessorMacro where Self: ForwardingMacro, Implementation: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    try Implementation.expansion(of: node, providingAccessorsOf: declaration, in: context)
  }
}

extension PeerMacro where Self: ForwardingMacro, Implementation: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try Implementation.expansion(of: node, providingPeersOf: declaration, in: context)
  }
}

import SwiftSyntax

extension DeclGroupSyntax {
  /// The kind of declaration, as a user writes it: "class", "actor", "protocol", "extension".
  var declarationKeyword: String {
    switch Syntax(self).as(SyntaxEnum.self) {
    case .structDecl: "struct"
    case .enumDecl: "enum"
    case .classDecl: "class"
    case .actorDecl: "actor"
    case .protocolDecl: "protocol"
    case .extensionDecl: "extension"
    default: "declaration"
    }
  }

  /// The declaration's name, when it has one.
  var declarationName: String? {
    asProtocol(NamedDeclSyntax.self)?.name.text
  }

  /// `public ` or `package ` when the declaration has that access, for members it generates.
  var generatedAccess: String {
    for modifier in modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.public), .keyword(.open): return "public "
      case .keyword(.package): return "package "
      default: continue
      }
    }
    return ""
  }

  /// The names of the types (structs, enums, classes, type aliases) declared directly inside.
  var memberTypeNames: Set<String> {
    var names: Set<String> = []
    for member in memberBlock.members {
      let decl = member.decl
      if let name = decl.as(StructDeclSyntax.self)?.name.text
        ?? decl.as(EnumDeclSyntax.self)?.name.text
        ?? decl.as(ClassDeclSyntax.self)?.name.text
        ?? decl.as(TypeAliasDeclSyntax.self)?.name.text
      {
        names.insert(name)
      }
    }
    return names
  }

  /// Whether the inheritance clause names one of `names`, plain or qualified by `module`.
  func inherits(_ names: [String], module: String) -> Bool {
    inheritanceClause?.inheritedTypes.contains { inherited in
      let type = inherited.type.trimmedDescription
      return names.contains(type) || names.contains { "\(module).\($0)" == type }
    } ?? false
  }
}

extension AttributeListSyntax {
  /// Whether an attribute named `name` (plain or qualified) is applied.
  func contains(named name: String) -> Bool {
    contains { element in
      guard case let .attribute(attribute) = element else { return false }
      // NB: The name without generic arguments: `ReducerBuilder<State, Action>` is a
      // `ReducerBuilder`, and so is `Kata.ReducerBuilder`.
      let type = attribute.attributeName
      let written =
        type.as(IdentifierTypeSyntax.self)?.name.text ?? type.as(MemberTypeSyntax.self)?.name.text
        ?? type.trimmedDescription
      return written == name
    }
  }
}

extension VariableDeclSyntax {
  /// The single name this declaration binds, if it binds exactly one identifier.
  var singleName: String? {
    guard bindings.count == 1, let binding = bindings.first else { return nil }
    return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
  }

  /// Whether the declaration is `static` or `class`.
  var isStatic: Bool {
    modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
  }

  /// Whether the binding stores a value rather than computing it (observers allowed).
  var isStored: Bool {
    guard let binding = bindings.first, let accessors = binding.accessorBlock?.accessors else {
      return true
    }
    // NB: Not a `switch`: the toolchain's swift-syntax, which `tutorials check` builds the
    // plugin against, is resilient, and a `switch` over its enums would need `@unknown default`.
    guard case let .accessors(list) = accessors else { return false }
    return list.allSatisfy {
      [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
    }
  }
}

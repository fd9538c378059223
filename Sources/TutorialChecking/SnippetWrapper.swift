import SwiftParser
import SwiftSyntax

/// Builds a ``WrappedSnippet`` from a snippet's blocks with SwiftParser.
package enum SnippetWrapper {
  /// Whether `decl` is an `#if` whose every clause only imports, such as
  /// `#if canImport(FoundationNetworking) import FoundationNetworking #endif`: it belongs at
  /// file scope with the other imports.
  static func isConditionalImport(_ decl: DeclSyntax) -> Bool {
    guard let conditional = decl.as(IfConfigDeclSyntax.self) else { return false }
    return conditional.clauses.allSatisfy { clause in
      switch clause.elements {
      case .statements(let items):
        return items.allSatisfy { item in
          guard case .decl(let inner) = item.item else { return false }
          return inner.is(ImportDeclSyntax.self) || isConditionalImport(inner)
        }
      case nil:
        return true
      default:
        return false
      }
    }
  }

  /// An extension at file scope, written out once the whole snippet is read: whether it is
  /// kept to the snippet's file depends on every other extension of the snippet.
  private struct FileScopeExtension {
    var decl: ExtensionDeclSyntax
    var block: Int
    /// The item's text.
    var text: String
    /// Where `fileprivate ` goes: the `extension` keyword's byte offset in `text`, and its
    /// line and column in the block.
    var keywordOffset: Int
    var keywordLine: Int
    var keywordColumn: Int
    /// `text` (or what the wrapper made of it) with its `#sourceLocation`.
    var chunk: (String) -> String
  }

  /// `node`'s text without the trivia before its first token and after its last: what
  /// `trimmedDescription` gives, read from the source bytes instead of a copy of the tree with
  /// its trivia replaced.
  static func trimmedText(_ node: some SyntaxProtocol) -> String {
    let bytes = node.syntaxTextBytes
    let start = node.leadingTriviaLength.utf8Length
    let end = bytes.count - node.trailingTriviaLength.utf8Length
    guard start < end else { return "" }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// Wraps `snippet`, naming its scope `name`.
  ///
  /// `parsed` may hold the blocks' trees already parsed.
  static func wrap(
    _ snippet: Snippet, name: String, parsed: ParsedBlocks = ParsedBlocks()
  ) -> WrappedSnippet {
    var imports: [String] = []
    var fileScope: [FileScopeItem] = []
    var extensions: [FileScopeExtension] = []
    var members: [String] = []
    var body: [String] = []
    var typeNames: [String] = []
    var globalKeys: Set<String> = []
    var insertions: [WrappedSnippet.Insertion] = []
    var functionEnds: Set<WrappedSnippet.Location> = []
    var hasSyntaxErrors = false
    var exportedNames: Set<String> = []
    var mentionedNames: Set<String> = []

    for (blockIndex, block) in snippet.blocks.enumerated() {
      let tree = parsed.tree(block.code)
      if tree.hasError { hasSyntaxErrors = true }
      for token in tree.tokens(viewMode: .sourceAccurate) {
        switch token.tokenKind {
        case .identifier(let text), .binaryOperator(let text), .prefixOperator(let text),
          .postfixOperator(let text):
          mentionedNames.insert(text)
        default:
          continue
        }
      }
      let converter = SourceLocationConverter(fileName: "", tree: tree)
      let file = WrappedSnippet.locationFile(snippet: name, block: blockIndex)
      for item in tree.statements {
        let start = item.startLocation(converter: converter, afterLeadingTrivia: true)
        var text = trimmedText(item)
        let chunk: (String) -> String = { text in
          "#sourceLocation(file: \"\(file)\", line: \(start.line))\n"
            + String(repeating: " ", count: max(0, start.column - 1)) + text
            + "\n#sourceLocation()\n"
        }
        guard case .decl(let decl) = item.item else {
          body.append(chunk(text))
          continue
        }
        if decl.is(ImportDeclSyntax.self) || isConditionalImport(decl) {
          imports.append(chunk(text))
        } else if let ext = decl.as(ExtensionDeclSyntax.self) {
          let keyword = ext.extensionKeyword
          let at = keyword.startLocation(converter: converter, afterLeadingTrivia: true)
          fileScope.append(.extension(extensions.count))
          extensions.append(
            FileScopeExtension(
              decl: ext, block: blockIndex, text: text,
              keywordOffset: keyword.positionAfterSkippingLeadingTrivia.utf8Offset
                - item.positionAfterSkippingLeadingTrivia.utf8Offset,
              keywordLine: at.line, keywordColumn: at.column, chunk: chunk))
        } else if let op = decl.as(OperatorDeclSyntax.self) {
          globalKeys.insert("operator \(op.name.text)")
          exportedNames.insert(op.name.text)
          fileScope.append(.text(chunk(text)))
        } else if let group = decl.as(PrecedenceGroupDeclSyntax.self) {
          globalKeys.insert("precedencegroup \(group.name.text)")
          fileScope.append(.text(chunk(text)))
        } else if let function = decl.as(FunctionDeclSyntax.self) {
          let keyword = function.funcKeyword
          let offset =
            keyword.positionAfterSkippingLeadingTrivia.utf8Offset
            - item.positionAfterSkippingLeadingTrivia.utf8Offset
          let at = keyword.startLocation(converter: converter, afterLeadingTrivia: true)
          if let inserted = insert(staticModifier, into: text, at: offset) {
            text = inserted
            insertions.append(
              .init(
                block: blockIndex, line: at.line, column: at.column,
                length: staticModifier.utf8.count))
          }
          if let brace = function.body?.rightBrace {
            let end = brace.startLocation(converter: converter, afterLeadingTrivia: true)
            functionEnds.insert(.init(block: blockIndex, line: end.line, column: end.column))
          }
          members.append(chunk(text))
        } else if let typeName = declaredTypeName(decl) {
          typeNames.append(typeName)
          members.append(chunk(text))
        } else {
          body.append(chunk(text))
        }
      }
    }

    let localTypes = Set(typeNames)
    let externalIndices = Set(
      extensions.indices.filter { !extendsLocalType(extensions[$0].decl, localTypes) })
    let external = externalIndices.sorted().map { extensions[$0] }
    // NB: an extension kept to the file cannot add a conformance, nor hold a member that must
    // be visible elsewhere, and no extension may name its access (`public extension Counter`
    // is told about a fileprivate `Counter`); a snippet with such an extension is wrapped as
    // before: its extensions and types are internal, and it shares a module only with
    // snippets that do not declare or use the same members.
    let keepsToFile =
      !extensions.isEmpty && extensions.allSatisfy { $0.decl.modifiers.isEmpty }
      && external.allSatisfy { canKeepToItsFile($0.decl) }
    var needsOwnModule = false
    var privateNames: Set<String> = []
    if keepsToFile {
      for ext in external { privateNames.formUnion(self.privateNames(of: ext.decl)) }
    } else {
      needsOwnModule = extensions.contains { ext in
        let finder = SignatureNameFinder(names: localTypes)
        if let clause = ext.decl.inheritanceClause { finder.walk(clause) }
        if let clause = ext.decl.genericWhereClause { finder.walk(clause) }
        finder.walk(ext.decl.memberBlock)
        return finder.found
      }
      for ext in external.map(\.decl) {
        let extended = trimmedText(ext.extendedType)
        for type in ext.inheritanceClause?.inheritedTypes ?? [] {
          globalKeys.insert("\(extended): \(trimmedText(type.type))")
        }
        for member in ext.memberBlock.members {
          for memberName in declaredNames(member.decl) {
            globalKeys.insert("\(extended).\(memberName)")
            exportedNames.insert(String(memberName.prefix { $0 != "(" }))
          }
        }
      }
    }

    var source = "// Generated by `tutorials check` from a guide's code block. Do not edit.\n"
    source += imports.joined()
    // NB: A `fileprivate` alias keeps two snippets' `Feature`s apart in one module, but an
    // extension member whose signature uses it must then be `fileprivate` too: either every
    // extension is (`keepsToFile`), or the snippet gets internal aliases and a module of its
    // own.
    let access = needsOwnModule ? "" : "fileprivate "
    for typeName in typeNames.uniqued() {
      source += "\(access)typealias \(typeName) = \(name).\(typeName)\n"
    }
    for item in fileScope {
      switch item {
      case .text(let text):
        source += text
      case .extension(let index):
        let ext = extensions[index]
        guard keepsToFile, externalIndices.contains(index),
          let text = insert(fileprivateModifier, into: ext.text, at: ext.keywordOffset)
        else {
          source += ext.chunk(ext.text)
          continue
        }
        insertions.append(
          .init(
            block: ext.block, line: ext.keywordLine, column: ext.keywordColumn,
            length: fileprivateModifier.utf8.count))
        source += ext.chunk(text)
      }
    }
    source += "enum \(name) {\n"
    if !keepsToFile { source += members.joined() }
    source += "@MainActor static func run() async throws {\n"
    source += body.joined()
    source += "}\n}\n"
    if keepsToFile, !members.isEmpty {
      source += "fileprivate extension \(name) {\n" + members.joined() + "}\n"
    }
    var wrapped = WrappedSnippet(
      name: name, source: source, globalKeys: globalKeys, exportedNames: exportedNames,
      privateNames: privateNames, mentionedNames: mentionedNames,
      hasSyntaxErrors: hasSyntaxErrors, insertions: insertions)
    wrapped.keepsExtensionsToItsFile = keepsToFile
    wrapped.mustFail = snippet.mustFail
    wrapped.needsOwnModule = needsOwnModule
    wrapped.topLevelFunctionEnds = functionEnds
    return wrapped
  }

  /// Text at file scope: written as it is, or an extension (an index into the extensions).
  private enum FileScopeItem {
    case text(String)
    case `extension`(Int)
  }

  private static let staticModifier = "static "
  private static let fileprivateModifier = "fileprivate "

  /// `text` with `inserted` before byte `offset`, or `nil` when the offset is outside it.
  private static func insert(_ inserted: String, into text: String, at offset: Int) -> String? {
    var bytes = Array(text.utf8)
    guard offset >= 0, offset <= bytes.count else { return nil }
    bytes.insert(contentsOf: Array(inserted.utf8), at: offset)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether `ext` extends one of the snippet's own types (`Counter`, `Counter.State`).
  private static func extendsLocalType(_ ext: ExtensionDeclSyntax, _ types: Set<String>) -> Bool {
    let extended = trimmedText(ext.extendedType)
    return types.contains(String(extended.prefix { $0 != "." && $0 != "<" }))
  }

  /// Whether `ext`, an extension of another module's type, may become `fileprivate` without
  /// changing what its code means: it adds no conformance (whose members must be visible as
  /// far as the conformance), has no access of its own, and holds only members with no access
  /// of their own or a private one, none of which the compiler requires to be visible outside
  /// (`@inlinable`, `@objc`, `override`).
  static func canKeepToItsFile(_ ext: ExtensionDeclSyntax) -> Bool {
    guard ext.inheritanceClause == nil, ext.modifiers.isEmpty else { return false }
    return ext.memberBlock.members.allSatisfy { member in
      let decl = member.decl
      guard !decl.is(IfConfigDeclSyntax.self), !decl.is(MacroExpansionDeclSyntax.self),
        let withModifiers = decl.asProtocol(WithModifiersSyntax.self)
      else { return false }
      let allowed: Set<String> = [
        "private", "fileprivate", "static", "class", "final", "mutating", "nonmutating",
        "nonisolated", "lazy", "weak", "unowned", "convenience", "required", "indirect",
        "consuming", "borrowing", "isolated",
      ]
      guard withModifiers.modifiers.allSatisfy({ allowed.contains($0.name.text) }) else {
        return false
      }
      let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes ?? []
      return attributes.allSatisfy { attribute in
        guard let attribute = attribute.as(AttributeSyntax.self) else { return false }
        let visibleOutside: Set<String> = [
          "inlinable", "usableFromInline", "_alwaysEmitIntoClient", "_spi", "objc",
          "_dynamicReplacement", "_cdecl", "_silgen_name", "_implements",
        ]
        return !visibleOutside.contains(trimmedText(attribute.attributeName))
      }
    }
  }

  /// The names of `ext`'s members that another snippet would have to mention to use them; an
  /// initializer or subscript is used through its type's name.
  private static func privateNames(of ext: ExtensionDeclSyntax) -> Set<String> {
    let extended = trimmedText(ext.extendedType)
    let typeName = String(
      extended.prefix { $0 != "<" }.split(separator: ".").last ?? Substring(extended))
    var names: Set<String> = []
    for member in ext.memberBlock.members {
      let decl = member.decl
      if decl.is(InitializerDeclSyntax.self) || decl.is(SubscriptDeclSyntax.self) {
        names.insert(typeName)
      } else {
        for memberName in declaredNames(decl) {
          names.insert(String(memberName.prefix { $0 != "(" }))
        }
      }
    }
    return names
  }

  /// The name of a nominal type or type alias declared by `decl`.
  private static func declaredTypeName(_ decl: DeclSyntax) -> String? {
    if let type = decl.as(StructDeclSyntax.self) { return type.name.text }
    if let type = decl.as(EnumDeclSyntax.self) { return type.name.text }
    if let type = decl.as(ClassDeclSyntax.self) { return type.name.text }
    if let type = decl.as(ActorDeclSyntax.self) { return type.name.text }
    if let type = decl.as(ProtocolDeclSyntax.self) { return type.name.text }
    if let type = decl.as(TypeAliasDeclSyntax.self) { return type.name.text }
    return nil
  }

  /// The names a member declaration introduces, for clash detection.
  private static func declaredNames(_ decl: DeclSyntax) -> [String] {
    if let function = decl.as(FunctionDeclSyntax.self) {
      let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }
      return ["\(function.name.text)(\(labels.joined()))"]
    }
    if let variable = decl.as(VariableDeclSyntax.self) {
      return variable.bindings.compactMap {
        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      }
    }
    if let initializer = decl.as(InitializerDeclSyntax.self) {
      let labels = initializer.signature.parameterClause.parameters.map { "\($0.firstName.text):" }
      return ["init(\(labels.joined()))"]
    }
    if decl.is(SubscriptDeclSyntax.self) { return ["subscript"] }
    if let typeName = declaredTypeName(decl) { return [typeName] }
    return []
  }
}

/// Finds a name among an extension's signatures: what it conforms to, its constraints, and
/// its members' declarations, but not their bodies, which may use a `fileprivate` alias.
private final class SignatureNameFinder: SyntaxVisitor {
  let names: Set<String>
  var found = false

  init(names: Set<String>) {
    self.names = names
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    if names.contains(token.text) { found = true }
    return .skipChildren
  }
}

extension Sequence where Element: Hashable {
  /// The elements in order, each only the first time it appears.
  func uniqued() -> [Element] {
    var seen: Set<Element> = []
    return filter { seen.insert($0).inserted }
  }
}

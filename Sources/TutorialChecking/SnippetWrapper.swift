import SwiftParser
import SwiftSyntax

/// The Swift file generated for one snippet, and how to map its diagnostics back.
///
/// Each snippet gets its own scope in a shared module: type and function declarations become
/// members of `enum Snippet_N`, statements the body of its `static func run()`, and what a local
/// scope rejects (imports, extensions, operators) stays at file scope, where a `fileprivate
/// typealias` per declared type lets it name the snippet's types unqualified. Every item is
/// preceded by `#sourceLocation(file: "Snippet_N.bJ", line: L)` so the compiler reports its
/// diagnostics by block and line; items keep their column.
struct WrappedSnippet: Sendable {
  /// The enum holding the snippet, also the stem of the file's name.
  var name: String
  /// The generated Swift source.
  var source: String
  /// Declarations the snippet adds to other modules' types or to the global scope, such as
  /// `DependencyValues.apiClient` or `operator <>`; two snippets sharing one must not share a
  /// module.
  var globalKeys: Set<String>
  /// Names the snippet makes visible to every file of its module: members it adds to other
  /// modules' types and operators it declares, such as `tripled` for
  /// `extension Int { var tripled: Int … }`.
  var exportedNames: Set<String> = []
  /// Every identifier and operator the snippet's code mentions.
  ///
  /// A snippet that mentions a name another snippet exports must not share its module: it
  /// would compile there, and not on its own, as a reader's copy of the block does not.
  var mentionedNames: Set<String> = []
  /// Whether SwiftParser found syntax errors; such a snippet is compiled on its own.
  var hasSyntaxErrors: Bool
  /// Text the wrapper inserted inside a line of a block (`static` before `func`).
  var insertions: [Insertion]

  /// `length` bytes inserted before `column` of `line` of block `block`.
  struct Insertion: Hashable, Sendable {
    var block: Int
    var line: Int
    var column: Int
    var length: Int
  }

  /// A line and column of block `block`.
  struct Location: Hashable, Sendable {
    var block: Int
    var line: Int
    var column: Int
  }

  /// Where the functions a block declares at its top level end (their closing brace), which
  /// the wrapper made static methods of the snippet's scope.
  var topLevelFunctionEnds: Set<Location> = []

  /// `message`, reported at `line` and `column` of block `block`, in the reader's words: the
  /// compiler calls a function of the block's top level a static method (that is how the
  /// wrapper compiles it), as in "missing return in static method expected to return 'Int'",
  /// where the reader wrote a global function.
  func readersWords(_ message: String, block: Int, line: Int, column: Int) -> String {
    guard topLevelFunctionEnds.contains(Location(block: block, line: line, column: column))
    else { return message }
    return message.replacingOccurrences(of: " in static method ", with: " in global function ")
  }

  /// Whether an extension at file scope names the snippet's own types in a signature.
  ///
  /// `extension DependencyValues { var numberFact: NumberFactClient … }` does; a member whose
  /// body alone uses them does not. Such a snippet names its types through internal type
  /// aliases, so it is compiled in a module of its own.
  var needsOwnModule = false

  /// The file name in `#sourceLocation` for block `block`.
  static func locationFile(snippet name: String, block: Int) -> String { "\(name).b\(block)" }

  /// Maps a column the compiler reported on `line` of `block` to the guide's column.
  func originalColumn(block: Int, line: Int, column: Int) -> Int {
    var result = column
    for insertion in insertions
    where insertion.block == block && insertion.line == line && insertion.column <= column {
      result = max(insertion.column, result - insertion.length)
    }
    return result
  }
}

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

  /// Wraps `snippet`, naming its scope `name`.
  ///
  /// `parsed` may hold the blocks' trees already parsed.
  static func wrap(
    _ snippet: Snippet, name: String, parsed: ParsedBlocks = ParsedBlocks()
  ) -> WrappedSnippet {
    var imports: [String] = []
    var fileScope: [String] = []
    var members: [String] = []
    var body: [String] = []
    var typeNames: [String] = []
    var externalExtensions: [ExtensionDeclSyntax] = []
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
        var text = item.trimmedDescription
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
          fileScope.append(chunk(text))
          externalExtensions.append(ext)
        } else if let op = decl.as(OperatorDeclSyntax.self) {
          globalKeys.insert("operator \(op.name.text)")
          exportedNames.insert(op.name.text)
          fileScope.append(chunk(text))
        } else if let group = decl.as(PrecedenceGroupDeclSyntax.self) {
          globalKeys.insert("precedencegroup \(group.name.text)")
          fileScope.append(chunk(text))
        } else if let function = decl.as(FunctionDeclSyntax.self) {
          let keyword = function.funcKeyword
          let offset =
            keyword.positionAfterSkippingLeadingTrivia.utf8Offset
            - item.positionAfterSkippingLeadingTrivia.utf8Offset
          var bytes = Array(text.utf8)
          let inserted = "static "
          if offset >= 0, offset <= bytes.count {
            bytes.insert(contentsOf: Array(inserted.utf8), at: offset)
            text = String(decoding: bytes, as: UTF8.self)
            let at = keyword.startLocation(converter: converter, afterLeadingTrivia: true)
            insertions.append(
              .init(
                block: blockIndex, line: at.line, column: at.column,
                length: inserted.utf8.count))
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
    let needsOwnModule = externalExtensions.contains { ext in
      let finder = SignatureNameFinder(names: localTypes)
      if let clause = ext.inheritanceClause { finder.walk(clause) }
      if let clause = ext.genericWhereClause { finder.walk(clause) }
      finder.walk(ext.memberBlock)
      return finder.found
    }
    for ext in externalExtensions {
      let extended = ext.extendedType.trimmedDescription
      let root = String(extended.prefix { $0 != "." && $0 != "<" })
      if localTypes.contains(root) { continue }
      for type in ext.inheritanceClause?.inheritedTypes ?? [] {
        globalKeys.insert("\(extended): \(type.type.trimmedDescription)")
      }
      for member in ext.memberBlock.members {
        for memberName in declaredNames(member.decl) {
          globalKeys.insert("\(extended).\(memberName)")
          exportedNames.insert(String(memberName.prefix { $0 != "(" }))
        }
      }
    }

    var source = "// Generated by `tutorials check` from a guide's code block. Do not edit.\n"
    source += imports.joined()
    // NB: A `fileprivate` alias keeps two snippets' `Feature`s apart in one module, but an
    // extension member whose signature uses it must then be `fileprivate` too; a snippet that
    // needs that gets internal aliases and a module of its own instead.
    let access = needsOwnModule ? "" : "fileprivate "
    for typeName in typeNames.uniqued() {
      source += "\(access)typealias \(typeName) = \(name).\(typeName)\n"
    }
    source += fileScope.joined()
    source += "enum \(name) {\n"
    source += members.joined()
    source += "@MainActor static func run() async throws {\n"
    source += body.joined()
    source += "}\n}\n"
    var wrapped = WrappedSnippet(
      name: name, source: source, globalKeys: globalKeys, exportedNames: exportedNames,
      mentionedNames: mentionedNames, hasSyntaxErrors: hasSyntaxErrors, insertions: insertions,
      needsOwnModule: needsOwnModule)
    wrapped.topLevelFunctionEnds = functionEnds
    return wrapped
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

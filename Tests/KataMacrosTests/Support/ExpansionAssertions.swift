import Foundation
import SwiftDiagnostics
@_spi(FixItApplier) import SwiftIDEUtils
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

// NB: these assertions use only swift-syntax's public macro expansion API, which the toolchain's
// own swift-syntax has too (Package.swift: `toolchainSwiftSyntax`), and not the package's test
// support library, which would need the package's swift-syntax built for the tests.

/// Kata's macros, by the names a user writes, with the protocols their extensions add.
let kataMacros: [String: MacroSpec] = [
  "ObservableState": MacroSpec(type: ObservableStateMacro.self, conformances: ["ObservableState"]),
  "ObservationStateIgnored": MacroSpec(type: ObservationStateIgnoredMacro.self),
  "ObservationStateTracked": MacroSpec(type: ObservationStateTrackedMacro.self),
  "Reducer": MacroSpec(type: ReducerMacro.self, conformances: ["Reducer", "CaseReducer"]),
  "ViewAction": MacroSpec(type: ViewActionMacro.self, conformances: ["ViewActionSending"]),
]

/// A diagnostic a macro is expected to emit: its message, where (1-based line and column in
/// the source before expansion), how severe, and the messages of its fix-its in order.
struct DiagnosticSpec {
  var message: String
  var line: Int
  var column: Int
  var severity: DiagnosticSeverity = .error
  var fixIts: [FixItSpec] = []
}

/// A fix-it a diagnostic is expected to offer, by its message.
struct FixItSpec {
  var message: String
}

/// Expands Kata's macros in `source` and checks the expansion (which must also parse without
/// errors), the diagnostics and, when given, the source after applying the first fix-it of
/// every diagnostic; a mismatch is a failed expectation at the caller's line.
func assertExpansion(
  _ source: String,
  expandedSource: String,
  diagnostics: [DiagnosticSpec] = [],
  fixedSource: String? = nil,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let tree = Parser.parse(source: source)
  let context = BasicMacroExpansionContext(
    sourceFiles: [tree: .init(moduleName: "TestModule", fullFilePath: "test.swift")])
  let expanded = tree.expand(
    macroSpecs: kataMacros,
    contextGenerator: { syntax in
      BasicMacroExpansionContext(
        sharingWith: context, lexicalContext: syntax.allMacroLexicalContexts())
    },
    indentationWidth: .spaces(2))

  let syntaxErrors = ParseDiagnosticsGenerator.diagnostics(for: expanded)
  #expect(
    syntaxErrors.isEmpty,
    "the expansion does not parse: \(syntaxErrors.map(\.message))\n\(expanded)",
    sourceLocation: sourceLocation)
  #expect(
    trimmed(expanded.description) == trimmed(expandedSource),
    "the expansion differs from the expected one", sourceLocation: sourceLocation)

  let emitted = context.diagnostics
  #expect(
    emitted.count == diagnostics.count,
    "expected \(diagnostics.count) diagnostics, got \(emitted.count): \(emitted.map(\.message))",
    sourceLocation: sourceLocation)
  for (diagnostic, spec) in zip(emitted, diagnostics) {
    let location = context.location(
      for: diagnostic.position, anchoredAt: diagnostic.node, fileName: "")
    #expect(diagnostic.message == spec.message, sourceLocation: sourceLocation)
    #expect(
      location.line == spec.line && location.column == spec.column,
      "'\(spec.message)' is at \(location.line):\(location.column)",
      sourceLocation: sourceLocation)
    #expect(diagnostic.diagMessage.severity == spec.severity, sourceLocation: sourceLocation)
    #expect(
      diagnostic.fixIts.map(\.message.message) == spec.fixIts.map(\.message),
      sourceLocation: sourceLocation)
  }

  guard let fixedSource else { return }
  // NB: a macro's nodes are detached copies, so each change's positions are translated back
  // into the source through the expansion context, as the compiler does.
  let edits = emitted.compactMap(\.fixIts.first).flatMap(\.changes).map {
    edit(for: $0, in: context)
  }
  let fixed = FixItApplier.apply(edits: edits, to: tree)
  #expect(
    trimmed(fixed) == trimmed(fixedSource), "the fixed source differs from the expected one",
    sourceLocation: sourceLocation)
}

/// `text` without leading and trailing newlines or trailing spaces on its lines.
private func trimmed(_ text: String) -> String {
  text.split(separator: "\n", omittingEmptySubsequences: false)
    .map { line in String(line.reversed().drop(while: { $0 == " " }).reversed()) }
    .joined(separator: "\n")
    .trimmingCharacters(in: .newlines)
}

/// The edit of the source that `change` makes, its positions taken in the original file.
private func edit(for change: FixIt.Change, in context: BasicMacroExpansionContext) -> SourceEdit {
  func position(_ position: AbsolutePosition, in node: some SyntaxProtocol) -> AbsolutePosition {
    AbsolutePosition(
      utf8Offset: context.location(for: position, anchoredAt: Syntax(node), fileName: "").offset)
  }
  switch change {
  case .replace(let old, let new):
    return SourceEdit(
      range: position(old.position, in: old)..<position(old.endPosition, in: old),
      replacement: new.description)
  case .replaceLeadingTrivia(let token, let trivia):
    return SourceEdit(
      range: position(
        token.position, in: token)..<position(token.positionAfterSkippingLeadingTrivia, in: token),
      replacement: trivia.description)
  case .replaceTrailingTrivia(let token, let trivia):
    return SourceEdit(
      range: position(
        token.endPositionBeforeTrailingTrivia, in: token)..<position(token.endPosition, in: token),
      replacement: trivia.description)
  case .replaceText(let range, let text, let node):
    return SourceEdit(
      range: position(range.lowerBound, in: node)..<position(range.upperBound, in: node),
      replacement: text)
  case .replaceChild(let data):
    let range = data.replacementRange
    return SourceEdit(
      range: position(
        range.lowerBound, in: data.parent)..<position(range.upperBound, in: data.parent),
      replacement: data.newChild.description)
  @unknown default:
    Issue.record("a fix-it makes a change these tests cannot apply: \(change)")
    return SourceEdit(
      range: AbsolutePosition(utf8Offset: 0)..<AbsolutePosition(utf8Offset: 0), replacement: "")
  }
}

import KataMacrosSupport
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// Kata's macros, by the names a user writes, with the protocols their extensions add.
let kataMacros: [String: MacroSpec] = [
  "ObservableState": MacroSpec(type: ObservableStateMacro.self, conformances: ["ObservableState"]),
  "ObservationStateIgnored": MacroSpec(type: ObservationStateIgnoredMacro.self),
  "ObservationStateTracked": MacroSpec(type: ObservationStateTrackedMacro.self),
  "Reducer": MacroSpec(type: ReducerMacro.self, conformances: ["Reducer", "CaseReducer"]),
  "ViewAction": MacroSpec(type: ViewActionMacro.self, conformances: ["ViewActionSending"]),
]

/// Expands Kata's macros in `source` and checks the expansion, the diagnostics and, when
/// given, the source after applying every fix-it; a mismatch is a failed expectation at the
/// caller's line.
func assertExpansion(
  _ source: String,
  expandedSource: String,
  diagnostics: [DiagnosticSpec] = [],
  fixedSource: String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  assertMacroExpansion(
    source,
    expandedSource: expandedSource,
    diagnostics: diagnostics,
    macroSpecs: kataMacros,
    fixedSource: fixedSource,
    indentationWidth: .spaces(2),
    failureHandler: { failure in
      Issue.record(
        Comment(rawValue: failure.message),
        sourceLocation: SourceLocation(
          fileID: failure.location.fileID, filePath: failure.location.filePath,
          line: failure.location.line, column: failure.location.column))
    },
    fileID: fileID, filePath: filePath, line: line, column: column
  )
}

import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that expands Kata's macros.
@main
struct KataMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    ObservableStateMacro.self,
    ObservationStateIgnoredMacro.self,
    ObservationStateTrackedMacro.self,
    ReducerMacro.self,
    ViewActionMacro.self,
  ]
}

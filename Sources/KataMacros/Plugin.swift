import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that expands Kata's macros.
///
/// NB: The macros' implementations are in `Macros/`, which `KataMacrosTests` compiles into
/// itself (its `MacrosUnderTest` folder links there) instead of depending on this target: a test
/// target that depends on a macro target makes SwiftPM build every test target a second time,
/// for the host, and a library of them would be built for the target with the package's
/// swift-syntax (see `toolchainSwiftSyntax` in Package.swift).
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

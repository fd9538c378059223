import KataMacrosSupport
import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that expands Kata's macros.
///
/// NB: The macros are implemented in `KataMacrosSupport`, a library, so that their tests link
/// it instead of this plugin: a test target that depends on a macro target makes SwiftPM build
/// every test target a second time, for the host. The compiler finds a macro by the module
/// named in `#externalMacro`, so this module declares each macro and forwards to the library.
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

/// `@ObservableState`.
public enum ObservableStateMacro: ForwardingMacro {
  public typealias Implementation = KataMacrosSupport.ObservableStateMacro
}
extension ObservableStateMacro: ExtensionMacro, MemberAttributeMacro, MemberMacro {}

/// `@ObservationStateIgnored`.
public enum ObservationStateIgnoredMacro: ForwardingMacro, PeerMacro {
  public typealias Implementation = KataMacrosSupport.ObservationStateIgnoredMacro
}

/// `@ObservationStateTracked`.
public enum ObservationStateTrackedMacro: ForwardingMacro, AccessorMacro {
  public typealias Implementation = KataMacrosSupport.ObservationStateTrackedMacro
}

/// `@Reducer`.
public enum ReducerMacro: ForwardingMacro {
  public typealias Implementation = KataMacrosSupport.ReducerMacro
}
extension ReducerMacro: ExtensionMacro, MemberAttributeMacro, MemberMacro {}

/// `@ViewAction(for:)`.
public enum ViewActionMacro: ForwardingMacro, ExtensionMacro {
  public typealias Implementation = KataMacrosSupport.ViewActionMacro
}

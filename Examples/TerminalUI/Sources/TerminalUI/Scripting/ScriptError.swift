/// Why a script line could not be run.
public enum ScriptError: Error, Equatable, CustomStringConvertible {
  /// The line does not start with a known command.
  case unknownCommand(String, valid: [ScriptCommand])
  /// The command exists but its arguments do not fit.
  case invalidArguments(ScriptCommand, String)

  public var description: String {
    switch self {
    case .unknownCommand(let name, let valid):
      let names = valid.map(\.nameWithAliases).joined(separator: ", ")
      return "unknown command '\(name)'; valid commands: \(names)"
    case .invalidArguments(let command, let reason):
      return "\(command.name): \(reason); usage: \(command.usage)"
    }
  }
}

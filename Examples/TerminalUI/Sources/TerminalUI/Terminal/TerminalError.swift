#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What can go wrong while taking over the terminal.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
  /// Standard input is not a terminal, so keys cannot be read one at a time.
  case notATerminal
  /// A terminal system call failed.
  case systemCall(String, errno: Int32)

  public var description: String {
    switch self {
    case .notATerminal:
      return
        "standard input is not a terminal; pipe commands in or pass --script FILE to run a script"
    case .systemCall(let name, let code):
      return "\(name) failed: \(String(cString: strerror(code)))"
    }
  }
}

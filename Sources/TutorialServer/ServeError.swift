/// Problems that stop the server from starting.
public enum ServeError: Error, Equatable, CustomStringConvertible {
  /// Another process listens on the port.
  case portInUse(port: Int)
  /// The address could not be bound for another reason.
  case cannotListen(host: String, port: Int, reason: String)

  public var description: String {
    switch self {
    case .portInUse(let port):
      return "error: Port \(port) is in use; pass --port to choose another"
    case .cannotListen(let host, let port, let reason):
      return "error: cannot listen on \(host):\(port): \(reason); pass --host or --port to "
        + "choose another address"
    }
  }
}

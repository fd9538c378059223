/// Why a login or a second factor failed, said as the app shows it.
public enum AuthenticationError: Error, Equatable, Codable, Sendable, CustomStringConvertible {
  /// The email is not an address, or the password is wrong.
  case invalidUserPassword
  /// The second factor's code is wrong.
  case invalidTwoFactor
  /// The token sent with the second factor is not one a login gave.
  case invalidIntermediateToken
  /// The request failed for another reason, given in words.
  case failed(String)

  /// Wraps any error a client threw.
  public init(_ error: any Error) {
    self = error as? AuthenticationError ?? .failed("\(error)")
  }

  public var description: String {
    switch self {
    case .invalidUserPassword:
      return "Unknown user or wrong password (any email with an @ and the password \"password\")."
    case .invalidTwoFactor:
      return "Wrong code; the code is 1234."
    case .invalidIntermediateToken:
      return "This login has expired; log in again."
    case .failed(let reason):
      return "Could not log in: \(reason)."
    }
  }
}

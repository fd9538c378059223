import Kata

@DependencyClient
struct UsernameClient: Sendable {
  var isAvailable: @Sendable (_ username: String) async throws -> Bool
}

extension UsernameClient: DependencyKey {
  static let liveValue = UsernameClient(
    isAvailable: { username in
      try await Task.sleep(for: .milliseconds(100))
      return !["admin", "blob", "root"].contains(username.lowercased())
    }
  )
  static let testValue = UsernameClient()
}

extension DependencyValues {
  var usernameClient: UsernameClient {
    get { self[UsernameClient.self] }
    set { self[UsernameClient.self] = newValue }
  }
}

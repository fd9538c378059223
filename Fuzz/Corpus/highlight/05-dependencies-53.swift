import Kata

@DependencyClient
struct FactClient: Sendable {
  var fetch: @Sendable (_ number: Int) async throws -> String
  var isOnline: @Sendable () -> Bool = { false }
}

extension FactClient: DependencyKey {
  static let liveValue = FactClient(
    fetch: { number in "\(number) is \(number.isMultiple(of: 2) ? "even" : "odd")." },
    isOnline: { false }
  )
  static let testValue = FactClient()
}

import Foundation
import Kata

// snippet.client
/// Fetches a fact about a number.
///
/// A dependency: the counter asks for it with `@Dependency(\.numberFact)`, the app picks the
/// implementation, and tests replace it with one that answers at once.
///
/// ```swift
/// let store = Store(initialState: Counter.State()) {
///   Counter()
/// } withDependencies: {
///   $0.numberFact = .online
/// }
/// ```
public struct NumberFactClient: Sendable {
  /// Returns a sentence or two about `number`, or throws a ``NumberFactError``.
  public var fetch: @Sendable (_ number: Int) async throws -> String

  /// Creates a client from its fetch function.
  public init(fetch: @escaping @Sendable (_ number: Int) async throws -> String) {
    self.fetch = fetch
  }
}

extension NumberFactClient: DependencyKey {
  /// Facts worked out on this machine: they are true and need no network.
  public static let liveValue = NumberFactClient.offline

  /// Fails the test that calls it without saying what it should return.
  public static let testValue = NumberFactClient(
    fetch: unimplemented("NumberFactClient.fetch")
  )

  /// Facts worked out on this machine by ``NumberFacts``.
  public static let offline = NumberFactClient { number in
    NumberFacts.describe(number)
  }
}

extension DependencyValues {
  /// The client the counter uses to fetch number facts.
  public var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}
// snippet.end

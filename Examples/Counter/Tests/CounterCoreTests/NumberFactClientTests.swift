import CounterCore
import Foundation
import Testing

@Suite struct NumberFactClientTests {
  @Test func offlineClientWorksFactsOut() async throws {
    #expect(try await NumberFactClient.offline.fetch(7) == NumberFacts.describe(7))
  }

  @Test func onlineClientSaysOfflineWhenTheServiceCannotBeReached() async throws {
    // NB: Port 9 (discard) on the loopback interface refuses connections at once, so this
    // checks the failure path without depending on the machine's network.
    let url = try #require(URL(string: "http://127.0.0.1:9"))
    let client = NumberFactClient.online(baseURL: url, timeout: 5)

    await #expect {
      try await client.fetch(42)
    } throws: { error in
      guard case .offline(let host, _) = error as? NumberFactError else { return false }
      return host == "127.0.0.1"
        && "\(error)".hasPrefix("offline: cannot reach 127.0.0.1")
    }
  }
}

import CounterCore
import Kata
import KataTestSupport
import Testing

@MainActor
@Test func factButtonFetchesAFactAboutTheCount() async {
  let store = TestStore(initialState: Counter.State(count: 7)) {
    Counter()
  } withDependencies: {
    $0.numberFact.fetch = { "\($0) is a lucky number." }
  }

  await store.send(.factButtonTapped) {
    $0.isLoadingFact = true
  }
  await store.receive(\.factResponse) {
    $0.isLoadingFact = false
    $0.fact = "7 is a lucky number."
  }
}

import Testing

@MainActor
@Test func checksTheUsernameOnceTypingStops() async {
  let clock = TestClock()
  let store = TestStore(initialState: SignUp.State()) {
    SignUp()
  } withDependencies: {
    $0.continuousClock = clock
    $0.usernameClient.isAvailable = { $0 != "blob" }
  }

  await store.send(\.binding.username, "blo") {
    $0.username = "blo"
    $0.isCheckingUsername = true
  }
  await store.send(\.binding.username, "blob") {
    $0.username = "blob"
  }
  await clock.advance(by: .milliseconds(300))
  await store.receive(\.usernameChecked.success) {
    $0.isCheckingUsername = false
    $0.isUsernameAvailable = false
  }
}

@MainActor
@Test func acceptingTheTermsTellsTheForm() async {
  let store = TestStore(initialState: SignUp.State()) {
    SignUp()
  }

  await store.send(.termsButtonTapped) {
    $0.destination = .terms(Terms.State())
  }
  await store.send(\.destination.terms.acceptButtonTapped)
  await store.receive(\.destination.terms.delegate.accepted) {
    $0.acceptedTermsVersion = 3
  }
  await store.receive(\.destination.dismiss) {
    $0.destination = nil
  }
}

import Kata
import KataTestSupport
import Testing

/// A settings form, written as a TCA user writes one.
@Reducer
struct SettingsForm {
  @ObservableState
  struct State: Equatable {
    var displayName = ""
    var isNotificationsOn = false
    var isValid = false
  }
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case resetButtonTapped
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.displayName):
        state.isValid = !state.displayName.isEmpty
        return .none
      case .binding:
        return .none
      case .resetButtonTapped:
        state = State()
        return .none
      }
    }
  }
}

@MainActor
@Suite struct BindingTests {
  @Test func sendingABindingActionWritesTheValue() async {
    let store = TestStore(initialState: SettingsForm.State()) { SettingsForm() }
    await store.send(.binding(.set(\.displayName, "Blob"))) {
      $0.displayName = "Blob"
      $0.isValid = true
    }
    await store.send(.binding(.set(\.isNotificationsOn, true))) {
      $0.isNotificationsOn = true
    }
  }

  @Test func bindingCaseKeyPathsSendAndMatch() async {
    let store = TestStoreOf<SettingsForm>(initialState: SettingsForm.State()) { SettingsForm() }
    await store.send(\.binding.displayName, "Blob") {
      $0.displayName = "Blob"
      $0.isValid = true
    }
    await store.send(.set(\.displayName, "")) {
      $0.displayName = ""
      $0.isValid = false
    }
  }

  @Test func aWrongBindingValueFailsTheAssertion() async {
    let store = TestStore(initialState: SettingsForm.State()) { SettingsForm() }
    await withKnownIssue {
      await store.send(.binding(.set(\.isNotificationsOn, true)))
    } matching: { issue in
      issue.description.contains("State was not expected to change")
    }
  }

  @Test func bindingActionsCompareKeyPathAndValue() {
    typealias Binding = BindingAction<SettingsForm.State>
    #expect(Binding.set(\.displayName, "a") == Binding.set(\.displayName, "a"))
    #expect(Binding.set(\.displayName, "a") != Binding.set(\.displayName, "b"))
    #expect(Binding.set(\.isValid, true) != Binding.set(\.isNotificationsOn, true))
    #expect(String(customDumping: Binding.set(\.displayName, "a")).contains("\"a\""))
  }

  @Test func aStoreAppliesBindingsFromAFrontEnd() {
    let store = Store(initialState: SettingsForm.State()) { SettingsForm() }
    store.send(.binding(.set(\.displayName, "Blob")))
    #expect(store.displayName == "Blob")
    #expect(store.isValid)
  }
}

import Foundation
import Kata
import KataTestSupport
import Testing

@MainActor
@Suite struct CompositionTests {
  func makeStore(
    _ state: Parent.State = Parent.State(), clock: TestClock<Duration> = TestClock()
  ) -> TestStore<Parent.State, Parent.Action> {
    TestStore(initialState: state) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func scopeRoutesChildActionsToChildState() async {
    let store = makeStore()
    await store.send(.counter(.incrementButtonTapped)) {
      $0.counter.count = 1
      $0.changes = 1
    }
  }

  @Test func onChangeRunsOnlyWhenTheValueChanges() async {
    let store = makeStore()
    await store.send(.counter(.factResponse("x"))) { $0.counter.fact = "x" }
    await store.send(.counter(.decrementButtonTapped)) {
      $0.counter.count = -1
      $0.changes = 1
    }
  }

  @Test func ifLetRunsTheChildWhilePresent() async {
    let store = makeStore()
    await store.send(.openEditor) { $0.editor = Row.State(id: 0) }
    await store.send(.editor(.toggle)) { $0.editor?.isOn = true }
  }

  @Test func ifLetCancelsChildEffectsWhenTheStateGoesAway() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.openEditor) { $0.editor = Row.State(id: 0) }
    await store.send(.editor(.startCountdown))
    await store.send(.closeEditor) { $0.editor = nil }
    await clock.advance(by: .seconds(2))
    await store.finish()
  }

  @Test func ifLetChildCanDismissItselfFromItsOwnEffect() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.openEditor) { $0.editor = Row.State(id: 0) }
    await store.send(.editor(.startCountdown))
    await clock.advance(by: .seconds(1))
    await store.receive(\.editor.countdownFinished) { $0.editor = nil }
  }

  @Test func childActionWhileOptionalStateIsNilIsReportedNotCrashing() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.editor(.toggle))
    } matching: { issue in
      issue.description.contains("received a child action when child state was \"nil\"")
    }
    #expect(store.state.editor == nil)
  }

  @Test func forEachRoutesToTheElementById() async {
    let store = makeStore(Parent.State(rows: [Row.State(id: 1), Row.State(id: 2)]))
    await store.send(.rows(.element(id: 2, action: .toggle))) {
      $0.rows[id: 2]?.isOn = true
    }
  }

  @Test func forEachReportsAnActionForAMissingElement() async {
    let store = makeStore(Parent.State(rows: [Row.State(id: 1)]))
    await withKnownIssue {
      await store.send(.rows(.element(id: 7, action: .toggle)))
    } matching: { issue in
      issue.description.contains("received an action for a missing element")
    }
  }

  @Test func forEachCancelsEffectsOfRemovedElements() async {
    let clock = TestClock()
    let store = makeStore(Parent.State(rows: [Row.State(id: 1)]), clock: clock)
    await store.send(.rows(.element(id: 1, action: .startCountdown)))
    await store.send(.removeRow(id: 1)) { $0.rows = [] }
    await clock.advance(by: .seconds(2))
    await store.finish()
  }

  @Test func forEachElementEffectsAnswerToTheirElement() async {
    let clock = TestClock()
    let store = makeStore(Parent.State(rows: [Row.State(id: 1), Row.State(id: 2)]), clock: clock)
    await store.send(.rows(.element(id: 2, action: .startCountdown)))
    await clock.advance(by: .seconds(1))
    await store.receive(\.rows[id: 2].countdownFinished) { $0.rows[id: 2]?.title = "done" }
  }

  @Test func ifCaseLetRunsTheChildInItsCase() async {
    let store = TestStore(initialState: Mode.State.idle) { Mode() }
    await withKnownIssue {
      await store.send(.editing(.toggle))
    } matching: { issue in
      issue.description.contains("state was in another case")
    }
    await store.send(.startEditing) { $0 = .editing(Row.State(id: 99)) }
    await store.send(.editing(.toggle)) { $0 = .editing(Row.State(id: 99, isOn: true)) }
  }

  @Test func ifLetCancelsChildEffectsWhenReplacedByAnotherChild() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.openEditor) { $0.editor = Row.State(id: 0) }
    await store.send(.editor(.startCountdown))
    await store.send(.replaceEditor(id: 1)) { $0.editor = Row.State(id: 1) }
    await clock.advance(by: .seconds(2))
    await store.finish()
  }

  @Test func ifLetKeepsChildEffectsWhenTheChildKeepsItsID() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.openEditor) { $0.editor = Row.State(id: 0) }
    await store.send(.editor(.toggle)) { $0.editor?.isOn = true }
    await store.send(.editor(.startCountdown))
    await store.send(.replaceEditor(id: 0)) { $0.editor?.isOn = false }
    await clock.advance(by: .seconds(1))
    await store.receive(\.editor.countdownFinished) { $0.editor = nil }
  }

  @Test func ifCaseLetCancelsChildEffectsWhenTheCaseChanges() async {
    let clock = TestClock()
    let store = TestStore(initialState: Mode.State.idle) {
      Mode()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startEditing) { $0 = .editing(Row.State(id: 99)) }
    await store.send(.editing(.startCountdown))
    await store.send(.stopEditing) { $0 = .idle }
    await clock.advance(by: .seconds(2))
    await store.finish()
  }

  @Test func ifCaseLetCancelsChildEffectsWhenTheCaseHoldsAnotherChild() async {
    let clock = TestClock()
    let store = TestStore(initialState: Mode.State.idle) {
      Mode()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startEditing) { $0 = .editing(Row.State(id: 99)) }
    await store.send(.editing(.startCountdown))
    await store.send(.startEditingAnother) { $0 = .editing(Row.State(id: 100)) }
    await clock.advance(by: .seconds(2))
    await store.finish()
  }

  @Test func ifCaseLetKeepsChildEffectsWhileInTheCase() async {
    let clock = TestClock()
    let store = TestStore(initialState: Mode.State.idle) {
      Mode()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startEditing) { $0 = .editing(Row.State(id: 99)) }
    await store.send(.editing(.startCountdown))
    await clock.advance(by: .seconds(1))
    await store.receive(\.editing.countdownFinished) {
      $0 = .editing(Row.State(id: 99, title: "done"))
    }
  }

  @Test func dependencyModifierOverridesForTheReducerAndItsEffects() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter().dependency(\.continuousClock, ImmediateClock())
    }
    await store.send(.factButtonTapped)
    await store.receive(\.factResponse) { $0.fact = "0 is a number." }
  }

  @Test func combineReducersRunsInOrder() async {
    let store = TestStore(initialState: 0) {
      CombineReducers {
        Reduce<Int, Bool> { state, _ in
          state += 1
          return .none
        }
        Reduce<Int, Bool> { state, _ in
          state *= 10
          return .none
        }
      }
    }
    await store.send(true) { $0 = 10 }
  }

  @Test func printChangesWritesADiffToTheGivenPrinter() {
    let lines = LockIsolated<[String]>([])
    let store = Store(initialState: Counter.State()) {
      Counter()._printChanges(.customDump { line in lines.withValue { $0.append(line) } })
    }
    store.send(.incrementButtonTapped)
    store.send(.factResponse("fact"))
    let output = lines.value.joined(separator: "\n")
    #expect(output.contains("received action:"))
    #expect(output.contains("Counter.Action.incrementButtonTapped"))
    #expect(output.contains("-   count: 0"))
    #expect(output.contains("+   count: 1"))
    #expect(output.contains("+   fact: \"fact\""))
  }
}

import SwiftSyntaxMacrosGenericTestSupport
import Testing

@Suite struct ViewActionMacroTests {
  @Test func aTypeWithAStoreGetsSend() {
    assertExpansion(
      """
      @ViewAction(for: Counter.self)
      struct CounterScreen {
        let store: StoreOf<Counter>
      }
      """,
      expandedSource: """
        struct CounterScreen {
          let store: StoreOf<Counter>
        }

        extension CounterScreen: Kata.ViewActionSending {
        }
        """)
  }

  @Test func aMissingStoreIsReported() {
    assertExpansion(
      """
      @ViewAction(for: Counter.self)
      struct CounterScreen {
        let model: Int
      }
      """,
      expandedSource: """
        struct CounterScreen {
          let model: Int
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: """
            '@ViewAction' requires 'CounterScreen' to have a 'store' property of type 'Store': \
            add 'let store: StoreOf<Counter>'
            """,
          line: 1, column: 1)
      ])
  }

  @Test func storeSendOfAViewActionGetsAWarningAndAFixIt() {
    assertExpansion(
      """
      @ViewAction(for: Counter.self)
      struct CounterScreen {
        let store: StoreOf<Counter>
        func keyPressed() {
          store.send(.view(.incrementButtonTapped))
        }
      }
      """,
      expandedSource: """
        struct CounterScreen {
          let store: StoreOf<Counter>
          func keyPressed() {
            store.send(.view(.incrementButtonTapped))
          }
        }

        extension CounterScreen: Kata.ViewActionSending {
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "Send view actions with 'send(_:)', which '@ViewAction' provides", line: 5,
          column: 5, severity: .warning,
          fixIts: [FixItSpec(message: "Use 'send(.incrementButtonTapped)'")])
      ],
      fixedSource: """
        @ViewAction(for: Counter.self)
        struct CounterScreen {
          let store: StoreOf<Counter>
          func keyPressed() {
            send(.incrementButtonTapped)
          }
        }
        """)
  }
}

import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// `@Reducer` on a struct: what it adds and fills in, and the misuse it rejects.
///
/// Enums of reducers are in `ReducerMacroEnumTests`.
@Suite struct ReducerMacroTests {
  @Test func structGetsConformanceCasePathsAndBuilder() {
    assertExpansion(
      """
      @Reducer
      struct Feature {
        struct State {
          var count = 0
        }
        enum Action {
          case tapped
        }
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """,
      expandedSource: """
        struct Feature {
          struct State {
            var count = 0
          }
          @CasePaths.CasePathable
          enum Action {
            case tapped
          }
          @Kata.ReducerBuilder<Self.State, Self.Action>
          var body: some ReducerOf<Self> {
            EmptyReducer()
          }
        }

        extension Feature: Kata.Reducer {
        }
        """)
  }

  @Test func enumStateGetsDynamicMemberLookupAndExistingAttributesStay() {
    assertExpansion(
      """
      @Reducer
      public struct App {
        @CasePathable
        public enum State {
          case loggedIn(Int), loggedOut
        }
        public enum Action: CasePathable {
          case tapped
        }
        @ReducerBuilder<State, Action>
        public var body: some Reducer<State, Action> {
          EmptyReducer()
        }
      }
      """,
      expandedSource: """
        public struct App {
          @CasePathable
          @dynamicMemberLookup
          public enum State {
            case loggedIn(Int), loggedOut
          }
          public enum Action: CasePathable {
            case tapped
          }
          @ReducerBuilder<State, Action>
          public var body: some Reducer<State, Action> {
            EmptyReducer()
          }
        }

        extension App: Kata.Reducer {
        }
        """)
  }

  @Test func anEmptyStructGetsStateActionAndBody() {
    assertExpansion(
      """
      @Reducer
      public struct Placeholder {}
      """,
      expandedSource: """
        public struct Placeholder {

          @Kata.ObservableState
          public struct State: Codable, Equatable, Hashable, Sendable {
            public init() {
            }
          }

          public enum Action: Equatable, Hashable, Sendable {
          }

          public let body = Kata.EmptyReducer<State, Action>()
        }

        extension Placeholder: Kata.Reducer {
        }
        """)
  }

  @Test func aReducerThatImplementsReduceGetsNoBody() {
    assertExpansion(
      """
      @Reducer
      struct Toggle {
        struct State {
          var isOn = false
        }
        enum Action {
          case toggled
        }
        func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
      }
      """,
      expandedSource: """
        struct Toggle {
          struct State {
            var isOn = false
          }
          @CasePaths.CasePathable
          enum Action {
            case toggled
          }
          func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
        }

        extension Toggle: Kata.Reducer {
        }
        """)
  }

  @Test func aClassIsRejectedAtTheAttribute() {
    assertExpansion(
      """
      @Reducer
      class Feature {}
      """,
      expandedSource: """
        class Feature {}
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "'@Reducer' can only be applied to a struct or an enum, not a class",
          line: 1, column: 1)
      ])
  }

  @Test func argumentsOnAStructAreRejectedWithAFixIt() {
    assertExpansion(
      """
      @Reducer(state: .equatable)
      struct Feature {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """,
      expandedSource: """
        struct Feature {
          struct State {}
          @CasePaths.CasePathable
          enum Action {}
          @Kata.ReducerBuilder<Self.State, Self.Action>
          var body: some ReducerOf<Self> { EmptyReducer() }
        }

        extension Feature: Kata.Reducer {
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "'@Reducer' takes no arguments when applied to a struct", line: 1, column: 10,
          fixIts: [FixItSpec(message: "Remove '(state: .equatable)'")])
      ],
      fixedSource: """
        @Reducer
        struct Feature {
          struct State {}
          enum Action {}
          var body: some ReducerOf<Self> { EmptyReducer() }
        }
        """)
  }

  @Test func bodyAndReduceTogetherAreRejectedAtReduce() {
    assertExpansion(
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> { EmptyReducer() }
        func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
      }
      """,
      expandedSource: """
        struct Feature {
          struct State {}
          @CasePaths.CasePathable
          enum Action {}
          @Kata.ReducerBuilder<Self.State, Self.Action>
          var body: some ReducerOf<Self> { EmptyReducer() }
          func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
        }

        extension Feature: Kata.Reducer {
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: """
            A reducer implements either 'body' or 'reduce(into:action:)', not both: \
            'reduce(into:action:)' would silently replace 'body'. Move this logic into a \
            'Reduce' in 'body', or remove 'body'
            """,
          line: 6, column: 8)
      ])
  }

  @Test func aStructActionIsRejectedAtItsName() {
    assertExpansion(
      """
      @Reducer
      struct Feature {
        struct State {}
        struct Action {}
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """,
      expandedSource: """
        struct Feature {
          struct State {}
          struct Action {}
          @Kata.ReducerBuilder<Self.State, Self.Action>
          var body: some ReducerOf<Self> { EmptyReducer() }
        }

        extension Feature: Kata.Reducer {
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: """
            'Action' of a '@Reducer' must be an enum: its cases are what 'Scope', 'ifLet' and \
            'TestStore.receive(\\.case)' name
            """,
          line: 4, column: 10)
      ])
  }
}

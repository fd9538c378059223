import SwiftSyntaxMacrosGenericTestSupport
import Testing

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

  @Test func anEnumOfReducersGetsStateActionAndBody() {
    assertExpansion(
      """
      @Reducer
      enum Destination {
        case counter(Counter)
        case settings(Settings.Feature)
        case none
        case alert(title: String, message: String)
      }
      """,
      expandedSource: """
        enum Destination {
          case counter(Counter)
          case settings(Settings.Feature)
          case none
          case alert(title: String, message: String)

          @CasePaths.CasePathable
          @dynamicMemberLookup
          @Kata.ObservableState
          enum State: Kata.CaseReducerState {
            typealias StateReducer = Destination
            case counter(Counter.State)
            case settings(Settings.Feature.State)
            case none
            case alert(title: String, message: String)
          }

          @CasePaths.CasePathable
          enum Action {
            case counter(Counter.Action)
            case settings(Settings.Feature.Action)
            case none(Swift.Never)
            case alert(Swift.Never)
          }

          typealias Body = Kata._IfCaseLetReducer<Kata._IfCaseLetReducer<Kata.EmptyReducer<Self.State, Self.Action>, Counter>, Settings.Feature>

          static var body: Body {
            Kata.EmptyReducer<Self.State, Self.Action>()
            .ifCaseLet(\\Self.State.Cases.counter, action: \\Self.Action.Cases.counter) {
              Counter()
            }
            .ifCaseLet(\\Self.State.Cases.settings, action: \\Self.Action.Cases.settings) {
              Settings.Feature()
            }
          }
        }

        extension Destination: Kata.CaseReducer, Kata.Reducer {
        }
        """)
  }

  @Test func anEnumTakesConformancesForItsStateAndAction() {
    assertExpansion(
      """
      @Reducer(state: .equatable, .sendable, action: .equatable)
      enum Destination {
        case counter(Counter)
      }
      """,
      expandedSource: """
        enum Destination {
          case counter(Counter)

          @CasePaths.CasePathable
          @dynamicMemberLookup
          @Kata.ObservableState
          enum State: Kata.CaseReducerState, Equatable, Sendable {
            typealias StateReducer = Destination
            case counter(Counter.State)
          }

          @CasePaths.CasePathable
          enum Action: Equatable {
            case counter(Counter.Action)
          }

          typealias Body = Kata._IfCaseLetReducer<Kata.EmptyReducer<Self.State, Self.Action>, Counter>

          static var body: Body {
            Kata.EmptyReducer<Self.State, Self.Action>()
            .ifCaseLet(\\Self.State.Cases.counter, action: \\Self.Action.Cases.counter) {
              Counter()
            }
          }
        }

        extension Destination: Kata.CaseReducer, Kata.Reducer {
        }
        """)
  }

  @Test func anUnknownConformanceIsRejected() {
    assertExpansion(
      """
      @Reducer(state: .comparable)
      enum Destination {
        case counter(Counter)
      }
      """,
      expandedSource: """
        enum Destination {
          case counter(Counter)

          @CasePaths.CasePathable
          @dynamicMemberLookup
          @Kata.ObservableState
          enum State: Kata.CaseReducerState {
            typealias StateReducer = Destination
            case counter(Counter.State)
          }

          @CasePaths.CasePathable
          enum Action {
            case counter(Counter.Action)
          }

          typealias Body = Kata._IfCaseLetReducer<Kata.EmptyReducer<Self.State, Self.Action>, Counter>

          static var body: Body {
            Kata.EmptyReducer<Self.State, Self.Action>()
            .ifCaseLet(\\Self.State.Cases.counter, action: \\Self.Action.Cases.counter) {
              Counter()
            }
          }
        }

        extension Destination: Kata.CaseReducer, Kata.Reducer {
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: """
            Unknown conformance '.comparable': use .codable, .decodable, .encodable, \
            .equatable, .hashable or .sendable
            """,
          line: 1, column: 17)
      ])
  }

  @Test func casesInsideIfConfigAreReportedNotDropped() {
    assertExpansion(
      """
      @Reducer
      enum Destination {
        case counter(Counter)
        #if DEBUG
        case debugMenu(DebugMenu)
        #endif
      }
      """,
      expandedSource: """
        enum Destination {
          case counter(Counter)
          #if DEBUG
          case debugMenu(DebugMenu)
          #endif

          @CasePaths.CasePathable
          @dynamicMemberLookup
          @Kata.ObservableState
          enum State: Kata.CaseReducerState {
            typealias StateReducer = Destination
            case counter(Counter.State)
          }

          @CasePaths.CasePathable
          enum Action {
            case counter(Counter.Action)
          }

          typealias Body = Kata._IfCaseLetReducer<Kata.EmptyReducer<Self.State, Self.Action>, Counter>

          static var body: Body {
            Kata.EmptyReducer<Self.State, Self.Action>()
            .ifCaseLet(\\Self.State.Cases.counter, action: \\Self.Action.Cases.counter) {
              Counter()
            }
          }
        }

        extension Destination: Kata.CaseReducer, Kata.Reducer {
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: """
            Kata's '@Reducer' does not read cases inside '#if': declare 'State' and 'Action' \
            yourself, or move the cases out of '#if'
            """,
          line: 4, column: 3)
      ])
  }

  @Test func anUnknownArgumentLabelIsRejected() {
    assertExpansion(
      """
      @Reducer(stat: .equatable)
      enum Destination {
        case counter(Counter)
      }
      """,
      expandedSource: """
        enum Destination {
          case counter(Counter)

          @CasePaths.CasePathable
          @dynamicMemberLookup
          @Kata.ObservableState
          enum State: Kata.CaseReducerState {
            typealias StateReducer = Destination
            case counter(Counter.State)
          }

          @CasePaths.CasePathable
          enum Action {
            case counter(Counter.Action)
          }

          typealias Body = Kata._IfCaseLetReducer<Kata.EmptyReducer<Self.State, Self.Action>, Counter>

          static var body: Body {
            Kata.EmptyReducer<Self.State, Self.Action>()
            .ifCaseLet(\\Self.State.Cases.counter, action: \\Self.Action.Cases.counter) {
              Counter()
            }
          }
        }

        extension Destination: Kata.CaseReducer, Kata.Reducer {
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "'@Reducer' on an enum takes 'state:' and 'action:' conformances, not 'stat:'",
          line: 1, column: 10)
      ])
  }
}

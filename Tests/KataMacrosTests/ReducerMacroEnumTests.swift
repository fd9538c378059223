import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// `@Reducer` on an enum of reducers: the generated `State`, `Action` and `body`, and the misuse
/// it rejects.
@Suite struct ReducerMacroEnumTests {
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

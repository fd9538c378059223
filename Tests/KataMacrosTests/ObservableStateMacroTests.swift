import SwiftSyntaxMacrosGenericTestSupport
import Testing

@Suite struct ObservableStateMacroTests {
  @Test func storedVarsAreTrackedAndLetsComputedAndIgnoredAreNot() {
    assertExpansion(
      """
      @ObservableState
      struct State {
        var count = 0
        let id: Int
        var isEven: Bool { count % 2 == 0 }
        @ObservationStateIgnored var scratch = ""
        static var shared = 0
      }
      """,
      expandedSource: """
        struct State {
          @Kata.ObservationStateTracked
          var count = 0
          let id: Int
          var isEven: Bool { count % 2 == 0 }
          var scratch = ""
          static var shared = 0

          var _$id = Kata.ObservableStateID()

          mutating func _$willModify() {
            _$id._$willModify()
          }

          static func _$trackedProperty(_ keyPath: AnyKeyPath) -> String? {
            switch keyPath {
            case \\Self.count:
              "count"
            default:
              nil
            }
          }
        }

        extension State: Kata.ObservableState {
        }
        """)
  }

  @Test func codableStateGetsCodingKeysWithoutTheIdentity() {
    assertExpansion(
      """
      @ObservableState
      public struct State: Codable, Equatable {
        var title: String
        var isDone = false
        @Shared(.inMemory("count")) var count = 0
      }
      """,
      expandedSource: """
        public struct State: Codable, Equatable {
          @Kata.ObservationStateTracked
          var title: String
          @Kata.ObservationStateTracked
          var isDone = false
          @Shared(.inMemory("count")) var count = 0

          public var _$id: Kata.ObservableStateID {
            ._$untracked
          }

          public mutating func _$willModify() {
          }

          public static func _$trackedProperty(_ keyPath: AnyKeyPath) -> String? {
            switch keyPath {
            case \\Self.title:
              "title"
            case \\Self.isDone:
              "isDone"
            default:
              nil
            }
          }

          public enum CodingKeys: String, CodingKey {
            case `title`, `isDone`
          }
        }

        extension State: Kata.ObservableState {
        }
        """)
  }

  @Test func enumStateTakesItsIdentityFromItsCase() {
    assertExpansion(
      """
      @ObservableState
      enum State {
        case idle
        case counting(Counter.State)
        case failed(String, code: Int)
      }
      """,
      expandedSource: """
        enum State {
          case idle
          case counting(Counter.State)
          case failed(String, code: Int)

          var _$id: Kata.ObservableStateID {
            switch self {
            case .idle:
              return Kata.ObservableStateID._$constant(0)
            case let .counting(state):
              return Kata.ObservableStateID._$of(state)._$tagged(1)
            case .failed:
              return Kata.ObservableStateID._$untracked
            }
          }
        }

        extension State: Kata.ObservableState {
        }
        """)
  }

  @Test func aClassIsRejected() {
    assertExpansion(
      """
      @ObservableState
      final class Model {
        var count = 0
      }
      """,
      expandedSource: """
        final class Model {
          var count = 0
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: """
            '@ObservableState' can only be applied to a struct or an enum, not a class: state \
            is a value the store copies and compares
            """,
          line: 1, column: 1)
      ])
  }

  @Test func aDidSetOnATrackedPropertyIsRejectedAtTheObserver() {
    assertExpansion(
      """
      @ObservableState
      struct State {
        var query = "" {
          didSet { print(query) }
        }
      }
      """,
      expandedSource: """
        struct State {
          var query = "" {
            didSet { print(query) }
          }

          var _$id = Kata.ObservableStateID()

          mutating func _$willModify() {
            _$id._$willModify()
          }
        }

        extension State: Kata.ObservableState {
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: """
            '@ObservableState' tracks writes to this property with a 'didSet' of its own: do \
            this work in the reducer, or mark the property '@ObservationStateIgnored'
            """,
          line: 4, column: 5)
      ])
  }

  @Test func aTrackedPropertyRenewsTheIdentityInDidSet() {
    assertExpansion(
      """
      struct State {
        @ObservationStateTracked var count = 0
      }
      """,
      expandedSource: """
        struct State {
          var count = 0 {
            didSet {
              _$willModify()
            }
          }
        }
        """)
  }

  @Test func aPresentedChildIsPartOfTheIdentity() {
    assertExpansion(
      """
      @ObservableState
      struct State {
        @Presents var destination: Destination.State?
        var title = ""
      }
      """,
      expandedSource: """
        struct State {
          @Presents var destination: Destination.State?
          @Kata.ObservationStateTracked
          var title = ""

          var _$identity = Kata.ObservableStateID()

          var _$id: Kata.ObservableStateID {
            _$identity._$combined(with: [Kata.ObservableStateID._$of(destination)])
          }

          mutating func _$willModify() {
            _$identity._$willModify()
          }

          static func _$trackedProperty(_ keyPath: AnyKeyPath) -> String? {
            switch keyPath {
            case \\Self.title:
              "title"
            default:
              nil
            }
          }
        }

        extension State: Kata.ObservableState {
        }
        """)
  }
}

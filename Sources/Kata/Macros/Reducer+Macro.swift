/// Makes a struct a ``Reducer``, or an enum of reducers a ``CaseReducer``, as TCA's `@Reducer`
/// does.
///
/// On a struct it adds the `Reducer` conformance, `@CasePathable` to `Action` (and
/// `@CasePathable @dynamicMemberLookup` to an enum `State`), `@ReducerBuilder` to `body`, and
/// fills in a missing `State` (an empty `@ObservableState` struct), `Action` (an empty enum) or
/// `body` (an `EmptyReducer`):
///
/// ```swift
/// @Reducer
/// struct Counter {
///   @ObservableState
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementButtonTapped }
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
///
/// On an enum whose cases each hold a reducer, it generates `State` and `Action` enums with a
/// case per child, and a `body` that runs each child on its case, so a parent can write
/// `.ifLet(\.destination, action: \.destination)` without a trailing closure:
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case counter(Counter)
///   case settings(Settings)
/// }
/// ```
///
/// Add protocols to the generated enums with `@Reducer(state: .equatable, action: .equatable)`
/// (`.codable`, `.decodable`, `.encodable`, `.equatable`, `.hashable`, `.sendable`).
@attached(
  member, names: named(State), named(Action), named(body), named(Body))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer() = #externalMacro(module: "KataMacros", type: "ReducerMacro")

/// `@Reducer` on an enum of reducers, adding protocols to the `State` and `Action` it
/// generates: `@Reducer(state: .equatable, .sendable, action: .equatable)`.
@attached(
  member, names: named(State), named(Action), named(body), named(Body))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer(state: _SynthesizedConformance..., action: _SynthesizedConformance...) =
  #externalMacro(module: "KataMacros", type: "ReducerMacro")

/// A protocol `@Reducer(state:action:)` adds to the enums it generates.
public struct _SynthesizedConformance: Sendable {
  /// `Codable`.
  public static let codable = Self()
  /// `Decodable`.
  public static let decodable = Self()
  /// `Encodable`.
  public static let encodable = Self()
  /// `Equatable`.
  public static let equatable = Self()
  /// `Hashable`.
  public static let hashable = Self()
  /// `Sendable`.
  public static let sendable = Self()
}

/// Gives a state struct or enum an identity that changes whenever the state is written, so
/// that `Store.observe { }` tells observers only about sends that changed it.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   var count = 0
///   var fact: String?
/// }
/// ```
///
/// On Linux there is no SwiftUI to track which properties a view read, so Kata does not use
/// the Observation module: every stored `var` gets a `didSet` that renews the state's
/// ``ObservableStateID`` (a counter bump, no copy of the value), and a whole-state observer
/// (``Store/observe(_:)``) is not called after a send that wrote nothing. Observers of a
/// derived value (``Store/observe(_:_:)``) still compare values, as before. Mark a property
/// `@ObservationStateIgnored` to leave it out. Equality, hashing, `Codable` and `customDump`
/// output are unchanged: the identity never makes two states unequal, and a struct that
/// declares `Codable` gets `CodingKeys` without it. A `@Presents` child is written through
/// `$destination`, which no `didSet` sees, so its own identity is part of the parent's; a state
/// holding `@Shared` values is always reported, since they change without a write to it.
@attached(extension, conformances: ObservableState)
@attached(
  member, names: named(_$id), named(_$identity), named(_$willModify), named(_$trackedProperty),
  named(CodingKeys))
@attached(memberAttribute)
public macro ObservableState() =
  #externalMacro(module: "KataMacros", type: "ObservableStateMacro")

/// Renews the enclosing `@ObservableState` value's identity whenever this property is written;
/// `@ObservableState` adds it to every stored `var`.
@attached(accessor, names: named(didSet))
public macro ObservationStateTracked() =
  #externalMacro(module: "KataMacros", type: "ObservationStateTrackedMacro")

/// Leaves a property of an `@ObservableState` type out of its change tracking.
@attached(peer)
public macro ObservationStateIgnored() =
  #externalMacro(module: "KataMacros", type: "ObservationStateIgnoredMacro")

/// Lets a front end holding `store: StoreOf<Feature>` send view actions with `send(_:)`.
///
/// ```swift
/// @ViewAction(for: Counter.self)
/// struct CounterScreen {
///   let store: StoreOf<Counter>
///
///   func keyPressed(_ key: Character) {
///     if key == "+" { send(.incrementButtonTapped) }
///   }
/// }
/// ```
///
/// `Feature.Action` must conform to ``ViewAction``.
@attached(extension, conformances: ViewActionSending)
public macro ViewAction<R: Reducer>(for: R.Type) =
  #externalMacro(module: "KataMacros", type: "ViewActionMacro")
where R.Action: ViewAction

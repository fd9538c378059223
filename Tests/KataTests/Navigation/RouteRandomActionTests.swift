import Testing

@testable import Kata

/// Actions of every layout, sent in a seeded random order along a route through `Scope`s, a
/// presentation and a stack, each level watching, and the same actions sent to the root: the
/// same states, and nothing any action carried kept once the stores are gone.
///
/// A route writes each level's action with bit operations it learns from the enum's witness,
/// moves it up the levels and destroys only what still owns its references (see
/// `FlatSegment.embed(from:)`): this checks those against the root reducer's own embedding and
/// extraction, payload by payload.
@MainActor
struct RouteRandomActionTests {
  @Test(arguments: [1, 2, 3] as [UInt64])
  func randomActionsAlongARouteDoWhatTheRootDoes(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var sent: [Weak<Crate>] = []
    do {
      let routed = Self.ship()
      let viaRoot = Self.ship()
      let hold = routed.scope(state: \.hold, action: \.hold)
      let bay = try #require(hold.scope(state: \.bay, action: \.bay.presented))
      let pier = bay.scope(state: \.pier, action: \.pier)
      let id = try #require(pier.state.berths.ids.first)
      let berth = try #require(pier.scope(state: \.berths[id: id], action: \.berths[id: id]))
      let cargo = berth.scope(state: \.cargo, action: \.cargo)
      for _ in 0..<200 {
        let action = Cargo.Action.random(using: &random, made: &sent)
        cargo.send(action)
        viaRoot.send(
          .hold(.bay(.presented(.pier(.berths(.element(id: id, action: .cargo(action))))))))
        #expect(routed.state == viaRoot.state)
      }
      #expect(routed.state.hold.bay?.pier.berths[id: id]?.cargo.count == 200)
      #expect(routed.state.log.count == 200, "the top level saw every action")
    }
    #expect(sent.allSatisfy { $0.value == nil }, "no crate outlived the stores")
  }

  /// A ship whose pier's berths are 0 and 1.
  static func ship() -> Store<Ship.State, Ship.Action> {
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      Store(initialState: Ship.State()) { Ship() }
    }
  }
}

/// A reference an action carries, numbered so that a log shows which.
final class Crate: Equatable, Sendable, CustomStringConvertible {
  let number: Int

  init(_ number: Int) { self.number = number }

  static func == (lhs: Crate, rhs: Crate) -> Bool { lhs === rhs }
  var description: String { "crate \(number)" }
}

/// The leaf: actions of several layouts, counted and logged.
struct Cargo: Reducer {
  struct State: Equatable {
    var count = 0
    var log: [String] = []
    var kept: [Crate] = []
  }
  @CasePathable
  enum Action: Equatable {
    case crate(Crate)
    case label(String)
    case weight(Int)
    case tagged(Crate, UInt8)
    case pair(UInt64, UInt64)
    case empty

    /// A random action; a crate it carries is noted in `made`.
    static func random(using random: inout SplitMix64, made: inout [Weak<Crate>]) -> Action {
      func crate() -> Crate {
        let crate = Crate(made.count)
        made.append(Weak(crate))
        return crate
      }
      switch random.next() % 6 {
      case 0: return .crate(crate())
      case 1: return .label(String(repeating: "x", count: Int(random.next() % 40)))
      case 2: return .weight(Int(bitPattern: UInt(random.next())))
      case 3: return .tagged(crate(), UInt8(truncatingIfNeeded: random.next()))
      case 4: return .pair(random.next(), random.next())
      default: return .empty
      }
    }
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    state.log.append(String(describing: action))
    // NB: Keeps one crate in three, so that some outlive the send in the state.
    if case .crate(let crate) = action, crate.number % 3 == 0 { state.kept.append(crate) }
    return .none
  }
}

/// A `Scope` to the cargo, watched.
struct Berth: Reducer {
  struct State: Equatable {
    var seen = 0
    var cargo = Cargo.State()
  }
  @CasePathable
  enum Action: Equatable { case cargo(Cargo.Action) }

  var body: some ReducerOf<Self> {
    Scope(state: \.cargo, action: \.cargo) { Cargo() }
    Reduce { state, _ in
      state.seen += 1
      return .none
    }
  }
}

/// A stack of two berths, watched.
struct Pier: Reducer {
  struct State: Equatable {
    var seen = 0
    var berths = StackState([Berth.State(), Berth.State()])
  }
  @CasePathable
  enum Action: Equatable { case berths(StackActionOf<Berth>) }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.seen += 1
      return .none
    }
    .forEach(\.berths, action: \.berths) { Berth() }
  }
}

/// A `Scope` to the pier, watched.
struct Bay: Reducer {
  struct State: Equatable {
    var seen = 0
    var pier = Pier.State()
  }
  @CasePathable
  enum Action: Equatable { case pier(Pier.Action) }

  var body: some ReducerOf<Self> {
    Scope(state: \.pier, action: \.pier) { Pier() }
    Reduce { state, _ in
      state.seen += 1
      return .none
    }
  }
}

/// Presents a bay, watched.
struct Hold: Reducer {
  struct State: Equatable {
    var seen = 0
    @Presents var bay: Bay.State? = Bay.State()
  }
  @CasePathable
  enum Action: Equatable { case bay(PresentationAction<Bay.Action>) }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.seen += 1
      return .none
    }
    .ifLet(\.$bay, action: \.bay) { Bay() }
  }
}

/// The root: a `Scope` to the hold, logging every action it sees.
struct Ship: Reducer {
  struct State: Equatable {
    var log: [String] = []
    var hold = Hold.State()
  }
  @CasePathable
  enum Action: Equatable { case hold(Hold.Action) }

  var body: some ReducerOf<Self> {
    Scope(state: \.hold, action: \.hold) { Hold() }
    Reduce { state, action in
      state.log.append(String(describing: action).suffix(60).description)
      return .none
    }
  }
}

/// A small seeded generator (SplitMix64), so that a failing seed fails again.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { self.state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

import Foundation
import Kata

/// A presentable child: counts, runs a timer, closes itself, and reports whether it is
/// presented.
struct Ticker: Reducer {
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
    var wasPresented: Bool?
  }
  @CasePathable
  enum Action: Equatable {
    case startTimer
    case stopTimer
    case tick
    case closeButtonTapped
    case checkPresented
    case presentedInEffect(Bool)
    case startStubbornWork
  }
  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.isPresented) var isPresented

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startTimer:
      return .run { send in
        for await _ in clock.timer(interval: .seconds(1)) {
          await send(.tick)
        }
      }
      .cancellable(id: CancelID.timer, cancelInFlight: true)
    case .stopTimer:
      return .cancel(id: CancelID.timer)
    case .tick:
      state.count += 1
      return .none
    case .closeButtonTapped:
      return .run { _ in await dismiss() }
    case .checkPresented:
      state.wasPresented = isPresented
      return .run { send in
        await send(.presentedInEffect(isPresented))
      }
    case .presentedInEffect:
      return .none
    case .startStubbornWork:
      // Work that ignores cancellation: it outlives a dismissal, and the test. NB: ten
      // minutes, not a second or two: on a loaded machine a test's few sends took half a
      // minute, the work was over by the time the store checked, and nothing was reported.
      return .run { _ in
        await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
          DispatchQueue.global().asyncAfter(deadline: .now() + 600) { continuation.resume() }
        }
      }
    }
  }
}

/// A destination enum, as TCA's `@Reducer enum Destination` expands to (written out here).
struct Sheet: Reducer {
  @CasePathable
  @dynamicMemberLookup
  enum State: Equatable {
    case ticker(Ticker.State)
    case other(Ticker.State)
  }
  @CasePathable
  enum Action: Equatable {
    case ticker(Ticker.Action)
    case other(Ticker.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.ticker, action: \.ticker) { Ticker() }
    Scope(state: \.other, action: \.other) { Ticker() }
  }
}

/// A parent that presents a ticker directly and a destination enum.
struct Presenter: Reducer {
  struct State: Equatable {
    @Presents var child: Ticker.State?
    @Presents var destination: Sheet.State?
    var dismissals = 0
  }
  @CasePathable
  enum Action: Equatable {
    case child(PresentationAction<Ticker.Action>)
    case destination(PresentationAction<Sheet.Action>)
    case presentChild(id: Int)
    case resetChild
    case clearChild
    case presentTicker
    case presentOther
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .presentChild(id):
        state.child = Ticker.State(id: id)
        return .none
      case .resetChild:
        state.child?.count = 0
        return .none
      case .clearChild:
        state.child = nil
        return .none
      case .presentTicker:
        state.destination = .ticker(Ticker.State())
        return .none
      case .presentOther:
        state.destination = .other(Ticker.State())
        return .none
      case .child(.dismiss):
        state.dismissals += 1
        return .none
      case .child, .destination:
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) {
      Ticker()
    }
    .ifLet(\.$destination, action: \.destination) {
      Sheet()
    }
  }
}

/// A parent with a navigation stack of tickers.
struct Navigator: Reducer {
  struct State: Equatable {
    var path = StackState<Ticker.State>()
    var popped = 0
  }
  @CasePathable
  enum Action: Equatable {
    case path(StackActionOf<Ticker>)
    case pushButtonTapped
    case removeFirst
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .pushButtonTapped:
        state.path.append(Ticker.State())
        return .none
      case .removeFirst:
        state.path.removeFirst()
        return .none
      case .path(.popFrom):
        state.popped += 1
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) {
      Ticker()
    }
  }
}

import Kata

// snippet.counter
/// A counter that can fetch a fact about its number and count up on its own once a second.
///
/// The first feature of the getting-started guide: plain state changes (increment, decrement,
/// reset), an effect that talks to a dependency (the number fact, where a newer request
/// cancels an older one), and a long-living effect (the timer).
@Reducer
public struct Counter: Sendable {
  /// Everything the counter shows.
  @ObservableState
  public struct State: Equatable, Codable, Sendable {
    /// The number on screen.
    public var count = 0
    /// The last fact fetched about the number, cleared when the number changes.
    public var fact: String?
    /// Why the last fact could not be fetched.
    public var factError: String?
    /// Whether a fact is on its way.
    public var isLoadingFact = false
    /// Whether the timer counts up once a second.
    public var isTimerRunning = false

    /// Creates a counter state.
    public init(
      count: Int = 0, fact: String? = nil, factError: String? = nil, isLoadingFact: Bool = false,
      isTimerRunning: Bool = false
    ) {
      self.count = count
      self.fact = fact
      self.factError = factError
      self.isLoadingFact = isLoadingFact
      self.isTimerRunning = isTimerRunning
    }
  }

  /// What can happen to the counter: the user's taps, and what effects answer.
  public enum Action: Equatable, Codable, Sendable {
    case decrementButtonTapped
    case factButtonTapped
    case factRequestFailed(String)
    case factResponse(String)
    case incrementButtonTapped
    case resetButtonTapped
    case timerTicked
    case toggleTimerButtonTapped
  }

  /// Identifies the counter's cancellable effects.
  public enum CancelID: Hashable, Sendable {
    case fact, timer
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.numberFact) var numberFact

  /// Creates the counter feature.
  public init() {}

  // snippet.reducer
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        state.fact = nil
        return .none

      // snippet.fact-effect
      case .factButtonTapped:
        state.fact = nil
        state.factError = nil
        state.isLoadingFact = true
        return .run { [count = state.count] send in
          let fact = try await numberFact.fetch(count)
          await send(.factResponse(fact))
        } catch: { error, send in
          await send(.factRequestFailed("\(error)"))
        }
        .cancellable(id: CancelID.fact, cancelInFlight: true)
      // snippet.end

      case .factRequestFailed(let message):
        state.isLoadingFact = false
        state.factError = message
        return .none

      case .factResponse(let fact):
        state.isLoadingFact = false
        state.fact = fact
        return .none

      case .incrementButtonTapped:
        state.count += 1
        state.fact = nil
        return .none

      case .resetButtonTapped:
        state.count = 0
        state.fact = nil
        state.factError = nil
        state.isLoadingFact = false
        return .cancel(id: CancelID.fact)

      case .timerTicked:
        state.count += 1
        state.fact = nil
        return .none

      // snippet.timer-effect
      case .toggleTimerButtonTapped:
        state.isTimerRunning.toggle()
        guard state.isTimerRunning else {
          return .cancel(id: CancelID.timer)
        }
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.timerTicked)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)
      // snippet.end
      }
    }
  }
  // snippet.end
}
// snippet.end

import Foundation
import Kata

/// Find a city of the world by any of its names, then see its local time and its sun.
///
/// Adapted from TCA's Search case study. Typing changes ``State/searchQuery`` at once; the
/// search itself waits until the query has stayed the same for ``debounce`` on the injected
/// clock, so a fast typist starts one search, not one per key. A newer search cancels the one
/// in flight, and clearing the query cancels it and clears the results. Choosing a result
/// loads its details through a second cancellable effect: choosing another cancels the first.
public struct Search: Reducer, Sendable {
  /// Everything the search shows.
  public struct State: Equatable, Codable, Sendable {
    /// The text typed so far.
    public var searchQuery: String
    /// The matching cities, best first.
    public var results: [City]
    /// Why the last search failed.
    public var searchError: String?
    /// The city whose details are on their way.
    public var detailsRequestInFlight: City?
    /// The chosen city's details.
    public var details: CityDetails?
    /// Why the last details failed to load.
    public var detailsError: String?
    /// The city distances are measured from, if one is set.
    public var home: City?

    /// Creates a search state.
    public init(
      searchQuery: String = "", results: [City] = [], searchError: String? = nil,
      detailsRequestInFlight: City? = nil, details: CityDetails? = nil,
      detailsError: String? = nil, home: City? = nil
    ) {
      self.searchQuery = searchQuery
      self.results = results
      self.searchError = searchError
      self.detailsRequestInFlight = detailsRequestInFlight
      self.details = details
      self.detailsError = detailsError
      self.home = home
    }

    /// Kilometres from ``home`` to the city whose details are shown, when both are known.
    public var distanceFromHome: Double? {
      guard let home, let city = details?.city, home.id != city.id else { return nil }
      return home.distance(to: city)
    }
  }

  /// What can happen: the user's typing and choices, and what the effects answer.
  @CasePathable
  public enum Action: Equatable, Codable, Sendable {
    case detailsFailed(String)
    case detailsResponse(CityDetails)
    case homeCityChosen(City?)
    case searchFailed(String)
    case searchQueryChangeDebounced
    case searchQueryChanged(String)
    case searchResponse([City])
    case searchResultTapped(City)
  }

  /// Identifies the search's cancellable effects.
  public enum CancelID: Hashable, Sendable {
    /// The wait after the last change of the query.
    case debounce
    /// The search for the query.
    case search
    /// Loading the chosen city's details.
    case details
  }

  /// How long the query must stay unchanged before it is searched.
  public let debounce: Duration
  /// How many results a search returns at most.
  public let limit: Int

  @Dependency(\.cityClient) var cityClient
  @Dependency(\.continuousClock) var clock
  @Dependency(\.date) var date

  /// Creates the search feature.
  ///
  /// - Parameters:
  ///   - debounce: How long the query must stay unchanged before it is searched; 300 ms.
  ///   - limit: How many results to show at most; 10.
  public init(debounce: Duration = .milliseconds(300), limit: Int = 10) {
    self.debounce = debounce
    self.limit = limit
  }

  // snippet.reducer
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .detailsFailed(let message):
        state.detailsRequestInFlight = nil
        state.detailsError = message
        return .none

      case .detailsResponse(let details):
        state.detailsRequestInFlight = nil
        state.details = details
        return .none

      case .homeCityChosen(let city):
        state.home = city
        return .none

      case .searchFailed(let message):
        state.results = []
        state.searchError = message
        return .none

      case .searchQueryChangeDebounced:
        guard !state.searchQuery.isBlank else { return .none }
        return .run { [query = state.searchQuery, limit] send in
          await send(.searchResponse(try await cityClient.search(query, limit)))
        } catch: { error, send in
          await send(.searchFailed("\(error)"))
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)

      case .searchQueryChanged(let query):
        state.searchQuery = query
        // NB: When the query is cleared, cancel the search in flight too, or its results
        // could arrive after the list was emptied.
        guard !query.isBlank else {
          state.results = []
          state.searchError = nil
          state.details = nil
          state.detailsRequestInFlight = nil
          return .merge(
            .cancel(id: CancelID.debounce), .cancel(id: CancelID.search),
            .cancel(id: CancelID.details))
        }
        return .run { [debounce] send in
          try await clock.sleep(for: debounce)
          await send(.searchQueryChangeDebounced)
        }
        .cancellable(id: CancelID.debounce, cancelInFlight: true)

      case .searchResponse(let cities):
        state.results = cities
        state.searchError = nil
        return .none

      case .searchResultTapped(let city):
        state.detailsRequestInFlight = city
        state.detailsError = nil
        return .run { [now = date.now] send in
          await send(.detailsResponse(try await cityClient.details(city, now)))
        } catch: { error, send in
          await send(.detailsFailed("\(error)"))
        }
        .cancellable(id: CancelID.details, cancelInFlight: true)
      }
    }
  }
  // snippet.end
}

extension String {
  fileprivate var isBlank: Bool { allSatisfy(\.isWhitespace) }
}

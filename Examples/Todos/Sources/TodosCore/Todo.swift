import Foundation
import Kata

/// One row of the list: a description and whether it is done.
public struct Todo: Reducer, Sendable {
  /// A todo.
  public struct State: Equatable, Identifiable, Codable, Sendable {
    /// What there is to do.
    public var description: String
    /// Identifies the todo across edits, moves and saves.
    public let id: UUID
    /// Whether it is done.
    public var isComplete: Bool

    /// Creates a todo.
    public init(description: String = "", id: UUID, isComplete: Bool = false) {
      self.description = description
      self.id = id
      self.isComplete = isComplete
    }
  }

  // snippet.action
  /// What can happen to one todo.
  @CasePathable
  public enum Action: Equatable, Codable, Sendable {
    case descriptionChanged(String)
    case toggleCompletionButtonTapped
  }
  // snippet.end

  /// Creates the todo feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .descriptionChanged(let description):
        state.description = description
        return .none

      case .toggleCompletionButtonTapped:
        state.isComplete.toggle()
        return .none
      }
    }
  }
}

import Foundation
import Kata
import WAV

/// One memo in full: its format and metadata, with the title, date and comment editable, and
/// the file renamed or deleted.
///
/// Each edit is written to the file at once (in place, atomically); the list learns of it
/// through ``Action/Delegate``.
public struct MemoDetail: Reducer, Sendable {
  /// The memo shown and what is happening to it.
  public struct State: Equatable, Sendable {
    /// The memo as last saved.
    public var memo: Memo
    /// Whether a change is being written.
    public var isSaving = false
    /// Why the last change was not made.
    public var error: String?

    /// Creates a detail for `memo`.
    public init(memo: Memo, isSaving: Bool = false, error: String? = nil) {
      self.memo = memo
      self.isSaving = isSaving
      self.error = error
    }
  }

  /// What can happen in the detail.
  @CasePathable
  public enum Action: Equatable, Codable, Sendable {
    case commentSubmitted(String)
    case dateSubmitted(String)
    case delegate(Delegate)
    case deleteButtonTapped
    case metadataSaved(Memo)
    case renamed(Memo)
    case renameSubmitted(String)
    case saveFailed(String)
    case titleSubmitted(String)

    /// What the detail tells the list.
    @CasePathable
    public enum Delegate: Equatable, Codable, Sendable {
      /// The memo changed; it was called `previousID` before.
      case memoChanged(previousID: String, Memo)
      /// The user asked to delete the memo.
      case deleteRequested(String)
    }
  }

  @Dependency(\.memoFiles) var memoFiles
  /// The folder the memo's file is in.
  public let folder: String

  /// Creates the detail feature for memos in `folder`.
  public init(folder: String) {
    self.folder = folder
  }

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .commentSubmitted(let comment):
        var memo = state.memo
        memo.comment = comment.isEmpty ? nil : comment
        return save(memo, &state)

      case .dateSubmitted(let date):
        let date = date.trimmingCharacters(in: .whitespaces)
        guard date.isEmpty || MemoDate.parse(date) != nil else {
          state.error = "'\(date)' is not a date; write YYYY-MM-DD, optionally with HH:MM[:SS]"
          return .none
        }
        var memo = state.memo
        memo.date = date.isEmpty ? nil : date
        return save(memo, &state)

      case .delegate:
        return .none

      case .deleteButtonTapped:
        return .send(.delegate(.deleteRequested(state.memo.id)))

      case .metadataSaved(let memo), .renamed(let memo):
        let previousID = state.memo.id
        state.isSaving = false
        state.memo = memo
        return .send(.delegate(.memoChanged(previousID: previousID, memo)))

      case .renameSubmitted(let name):
        state.isSaving = true
        state.error = nil
        return .run { [memo = state.memo, folder] send in
          let fileName = try await memoFiles.rename(folder, memo.fileName, name)
          var renamed = memo
          renamed.fileName = fileName
          await send(.renamed(renamed))
        } catch: { error, send in
          await send(.saveFailed("\(error)"))
        }

      case .saveFailed(let message):
        state.isSaving = false
        state.error = message
        return .none

      case .titleSubmitted(let title):
        var memo = state.memo
        memo.title = title.isEmpty ? nil : title
        return save(memo, &state)
      }
    }
  }

  private func save(_ memo: Memo, _ state: inout State) -> Effect<Action> {
    state.isSaving = true
    state.error = nil
    return .run { [folder] send in
      try await memoFiles.saveMetadata(folder, memo.fileName, memo.metadata)
      await send(.metadataSaved(memo))
    } catch: { error, send in
      await send(.saveFailed("\(error)"))
    }
  }
}

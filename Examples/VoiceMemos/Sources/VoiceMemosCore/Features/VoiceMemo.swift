import Foundation
import Kata

/// One row of the list: a memo and its playback.
///
/// Playing runs two things at once in one effect: the player, which returns when the
/// recording has played to the end, and a timer on the injected clock that ticks every half
/// second to move the progress bar. Whichever way playing ends (the end, a failure, a second
/// tap), cancelling the effect stops both.
public struct VoiceMemo: Reducer, Sendable {
  /// A memo and whether it is playing.
  public struct State: Equatable, Identifiable, Sendable {
    /// The recording.
    public var memo: Memo
    /// Whether it is playing, and how far.
    public var mode = Mode.notPlaying

    /// The memo's file name.
    public var id: String { memo.id }

    /// Creates a row.
    public init(memo: Memo, mode: Mode = .notPlaying) {
      self.memo = memo
      self.mode = mode
    }
  }

  /// Whether a memo is playing.
  public enum Mode: Equatable, Sendable {
    case notPlaying
    /// Playing; `progress` goes from 0 to 1.
    case playing(progress: Double)

    /// Whether it is playing.
    public var isPlaying: Bool { self != .notPlaying }
  }

  /// What can happen to a row.
  @CasePathable
  public enum Action: Equatable, Codable, Sendable {
    case delegate(Delegate)
    case playButtonTapped
    case playbackFailed(String)
    case playbackFinished
    case timerUpdated(Double)

    /// What the row tells the list.
    @CasePathable
    public enum Delegate: Equatable, Codable, Sendable {
      case playbackFailed(String)
      case playbackStarted
    }
  }

  /// Identifies a row's playback.
  public struct PlaybackID: Hashable, Sendable {
    /// The memo playing.
    public var memo: String
  }

  /// How often the progress moves.
  public static let tick = Duration.milliseconds(500)

  @Dependency(\.audioPlayer) var audioPlayer
  @Dependency(\.continuousClock) var clock
  /// The folder the memo's file is in.
  public let folder: String

  /// Creates the row feature for memos in `folder`.
  public init(folder: String) {
    self.folder = folder
  }

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .delegate:
        return .none

      // snippet.play
      case .playButtonTapped:
        guard !state.mode.isPlaying else {
          state.mode = .notPlaying
          return .cancel(id: PlaybackID(memo: state.id))
        }
        state.mode = .playing(progress: 0)
        let path = MemoFolder(path: folder).path(of: state.memo.fileName)
        return .run { [duration = state.memo.duration] send in
          await send(.delegate(.playbackStarted))
          async let playing: Void = {
            do {
              try await audioPlayer.play(path, duration)
              await send(.playbackFinished)
            } catch is CancellationError {
            } catch {
              await send(.playbackFailed("\(error)"))
            }
          }()
          var elapsed = 0.0
          for await _ in clock.timer(interval: Self.tick) {
            elapsed += 0.5
            await send(.timerUpdated(elapsed))
          }
          await playing
        }
        .cancellable(id: PlaybackID(memo: state.id), cancelInFlight: true)
      // snippet.end

      case .playbackFailed(let message):
        state.mode = .notPlaying
        return .merge(
          .cancel(id: PlaybackID(memo: state.id)),
          .send(.delegate(.playbackFailed(message))))

      case .playbackFinished:
        state.mode = .notPlaying
        return .cancel(id: PlaybackID(memo: state.id))

      case .timerUpdated(let elapsed):
        guard state.mode.isPlaying else { return .none }
        let duration = state.memo.duration
        state.mode = .playing(progress: duration > 0 ? min(1, elapsed / duration) : 1)
        return .none
      }
    }
  }
}

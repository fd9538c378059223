import Foundation
import Kata
import WAV

/// A recording in progress through `arecord`: a timer shows how long it has run, and stop
/// ends it.
public struct RecordingMemo: Reducer, Sendable {
  /// The recording being made.
  public struct State: Equatable, Sendable {
    /// The new file's name.
    public var fileName: String
    /// When it was made, written as its `ICRD`.
    public var date: String
    /// Seconds recorded so far.
    public var duration: Double = 0
    /// Whether it is still recording or finishing the file.
    public var mode = Mode.recording

    /// Creates a recording.
    public init(fileName: String, date: String, duration: Double = 0, mode: Mode = .recording) {
      self.fileName = fileName
      self.date = date
      self.duration = duration
      self.mode = mode
    }
  }

  /// Whether the recorder is still taking sound.
  public enum Mode: Equatable, Sendable {
    case recording, encoding
  }

  /// What can happen while recording.
  @CasePathable
  public enum Action: Equatable, Codable, Sendable {
    case delegate(Delegate)
    case onAppear
    case recorderFailed(String)
    case recorderFinished
    case stopButtonTapped
    case timerTicked

    /// What the recording tells the list.
    @CasePathable
    public enum Delegate: Equatable, Codable, Sendable {
      /// The file is written; its metadata still has to be added.
      case didFinish(fileName: String, date: String)
      case didFail(String)
    }
  }

  /// Identifies the recording's effect.
  public enum CancelID: Hashable, Sendable {
    case recording
  }

  @Dependency(\.audioRecorder) var audioRecorder
  @Dependency(\.continuousClock) var clock
  /// The folder the new file goes in.
  public let folder: String

  /// Creates the recording feature for `folder`.
  public init(folder: String) {
    self.folder = folder
  }

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .delegate:
        return .none

      case .onAppear:
        let path = MemoFolder(path: folder).path(of: state.fileName)
        return .run { send in
          async let recording: Void = {
            do {
              try await audioRecorder.record(path)
              await send(.recorderFinished)
            } catch {
              await send(.recorderFailed("\(error)"))
            }
          }()
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.timerTicked)
          }
          await recording
        }
        .cancellable(id: CancelID.recording, cancelInFlight: true)

      case .recorderFailed(let message):
        return .merge(.cancel(id: CancelID.recording), .send(.delegate(.didFail(message))))

      case .recorderFinished:
        return .merge(
          .cancel(id: CancelID.recording),
          .send(.delegate(.didFinish(fileName: state.fileName, date: state.date))))

      case .stopButtonTapped:
        state.mode = .encoding
        return .run { _ in await audioRecorder.stop() }

      case .timerTicked:
        state.duration += 1
        return .none
      }
    }
  }
}

import Foundation
import Kata
import WAV

/// The memos folder: the list sorted by date, playback, a detail to edit one memo, deleting
/// to the trash, and recording new memos.
///
/// Recording goes through `arecord` when the machine has it (a ``RecordingMemo`` runs until
/// stopped); without it the list says no recorder was found and records a generated tone of
/// ``State/toneLength`` seconds instead.
public struct VoiceMemos: Reducer, Sendable {
  /// Everything the app shows.
  public struct State: Equatable, Sendable {
    /// The memos, newest first.
    public var memos: IdentifiedArrayOf<VoiceMemo.State>
    /// The memo open in full, if any.
    @Presents public var detail: MemoDetail.State?
    /// The recording in progress, if any.
    public var recording: RecordingMemo.State?
    /// What can record on this machine.
    public var recorder: RecorderSource
    /// How many seconds of tone a recording without a recorder makes.
    public var toneLength: Int
    /// Whether the folder is being read.
    public var isLoading = false
    /// Whether a tone is being written.
    public var isGeneratingTone = false
    /// One line per file in the folder that could not be read.
    public var problems: [String] = []
    /// The last thing that went wrong, until the next action succeeds.
    public var error: String?

    /// Creates the app's state.
    public init(
      memos: IdentifiedArrayOf<VoiceMemo.State> = [], detail: MemoDetail.State? = nil,
      recording: RecordingMemo.State? = nil, recorder: RecorderSource = .none,
      toneLength: Int = 3, problems: [String] = [], error: String? = nil
    ) {
      self.memos = memos
      self.detail = detail
      self.recording = recording
      self.recorder = recorder
      self.toneLength = toneLength
      self.problems = problems
      self.error = error
    }
  }

  /// What can happen in the app.
  @CasePathable
  public enum Action: Equatable, Codable, Sendable {
    case deleteFailed(String)
    case deleteMemo(String)
    case detail(PresentationAction<MemoDetail.Action>)
    case memoRecorded(Memo)
    case memoSelected(String)
    case memos(IdentifiedActionOf<VoiceMemo>)
    case memosLoaded(MemoListing)
    case memosLoadFailed(String)
    case onAppear
    case recordButtonTapped
    case recording(RecordingMemo.Action)
    case recordingFailed(String)
    case toneLengthChanged(Int)
  }

  /// The longest tone a recording without a recorder makes, in seconds.
  public static let longestTone = 600

  @Dependency(\.audioRecorder) var audioRecorder
  @Dependency(\.date.now) var now
  @Dependency(\.memoFiles) var memoFiles
  /// The folder of recordings.
  public let folder: String

  /// Creates the app for the recordings in `folder`.
  public init(folder: String) {
    self.folder = folder
  }

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteFailed(let message):
        state.error = message
        return load(&state)

      case .deleteMemo(let id):
        guard state.memos[id: id] != nil else { return .none }
        state.memos.remove(id: id)
        if state.detail?.memo.id == id { state.detail = nil }
        return .merge(
          .cancel(id: VoiceMemo.PlaybackID(memo: id)),
          .run { [folder] _ in
            try await memoFiles.moveToTrash(folder, id)
          } catch: { error, send in
            await send(.deleteFailed("\(error)"))
          })

      case .detail(.presented(.delegate(.deleteRequested(let id)))):
        return .send(.deleteMemo(id))

      case .detail(.presented(.delegate(.memoChanged(let previousID, let memo)))):
        let mode = state.memos[id: previousID]?.mode ?? .notPlaying
        state.memos.remove(id: previousID)
        state.memos.append(VoiceMemo.State(memo: memo, mode: mode))
        sort(&state)
        return .none

      case .detail:
        return .none

      case .memoRecorded(let memo):
        state.isGeneratingTone = false
        state.recording = nil
        state.error = nil
        state.memos.append(VoiceMemo.State(memo: memo))
        sort(&state)
        return .none

      case .memoSelected(let id):
        guard let row = state.memos[id: id] else { return .none }
        state.detail = MemoDetail.State(memo: row.memo)
        return .none

      case .memos(.element(let id, .delegate(.playbackStarted))):
        let others = state.memos.ids.filter {
          $0 != id && state.memos[id: $0]?.mode.isPlaying == true
        }
        for other in others { state.memos[id: other]?.mode = .notPlaying }
        return .merge(others.map { .cancel(id: VoiceMemo.PlaybackID(memo: $0)) })

      case .memos(.element(_, .delegate(.playbackFailed(let message)))):
        state.error = message
        return .none

      case .memos:
        return .none

      case .memosLoaded(let listing):
        state.isLoading = false
        let modes = Dictionary(uniqueKeysWithValues: state.memos.map { ($0.id, $0.mode) })
        // NB: A listing can come from a recording on disk; a repeated file name keeps its first.
        state.memos = IdentifiedArray(
          listing.memos.map { VoiceMemo.State(memo: $0, mode: modes[$0.id] ?? .notPlaying) },
          uniquingIDsWith: { first, _ in first })
        state.problems = listing.problems
        return .none

      case .memosLoadFailed(let message):
        state.isLoading = false
        state.error = message
        return .none

      case .onAppear:
        state.recorder = audioRecorder.source
        return load(&state)

      case .recordButtonTapped:
        guard state.recording == nil, !state.isGeneratingTone else { return .none }
        state.error = nil
        let date = MemoDate.format(now)
        let fileName = newFileName(state)
        switch state.recorder {
        case .arecord:
          state.recording = RecordingMemo.State(fileName: fileName, date: date)
          return .send(.recording(.onAppear))
        case .none:
          state.isGeneratingTone = true
          return .run { [folder, seconds = state.toneLength] send in
            let path = MemoFolder(path: folder).path(of: fileName)
            try await audioRecorder.recordTone(path, Double(seconds), WAVMetadata(date: date))
            await send(.memoRecorded(try await memoFiles.read(folder, fileName)))
          } catch: { error, send in
            await send(.recordingFailed("\(error)"))
          }
        }

      case .recording(.delegate(.didFinish(let fileName, let date))):
        return .run { [folder] send in
          try await memoFiles.saveMetadata(folder, fileName, WAVMetadata(date: date))
          await send(.memoRecorded(try await memoFiles.read(folder, fileName)))
        } catch: { error, send in
          await send(.recordingFailed("\(error)"))
        }

      case .recording(.delegate(.didFail(let message))):
        return .send(.recordingFailed(message))

      case .recording:
        return .none

      case .recordingFailed(let message):
        state.isGeneratingTone = false
        state.recording = nil
        state.error = message
        return .none

      case .toneLengthChanged(let seconds):
        state.toneLength = min(max(1, seconds), Self.longestTone)
        return .none
      }
    }
    .ifLet(\.$detail, action: \.detail) {
      MemoDetail(folder: folder)
    }
    .ifLet(\.recording, action: \.recording) {
      RecordingMemo(folder: folder)
    }
    .forEach(\.memos, action: \.memos) {
      VoiceMemo(folder: folder)
    }
  }

  private func load(_ state: inout State) -> Effect<Action> {
    state.isLoading = true
    return .run { [folder] send in
      await send(.memosLoaded(try await memoFiles.load(folder)))
    } catch: { error, send in
      await send(.memosLoadFailed("\(error)"))
    }
  }

  private func sort(_ state: inout State) {
    state.memos.sort {
      $0.memo.sortDate != $1.memo.sortDate
        ? $0.memo.sortDate > $1.memo.sortDate : $0.memo.fileName < $1.memo.fileName
    }
  }

  /// `memo-YYYYMMDD-HHMMSS.wav` for now, numbered when a memo of that name exists.
  private func newFileName(_ state: State) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    let stem = "memo-\(formatter.string(from: now))"
    var name = "\(stem).wav"
    var number = 2
    while state.memos[id: name] != nil {
      name = "\(stem)-\(number).wav"
      number += 1
    }
    return name
  }
}

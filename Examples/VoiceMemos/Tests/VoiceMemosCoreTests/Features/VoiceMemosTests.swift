import Foundation
import Kata
import KataTestSupport
import Testing
import VoiceMemosCore
import WAV

/// The app: loading, recording, playing and deleting, as TCA's Voice Memos tests do it.
@MainActor
@Suite struct VoiceMemosTests {
  let clock = TestClock()
  let now = Date(timeIntervalSince1970: 1_716_000_000)  // 2024-05-18 02:40:00 UTC

  @Test func onAppearLoadsTheFolderAndSaysWhatCanRecord() async {
    let store = TestStore(initialState: VoiceMemos.State()) {
      VoiceMemos(folder: "/memos")
    } withDependencies: {
      $0.audioRecorder.source = .arecord
      $0.memoFiles.load = { folder in
        #expect(folder == "/memos")
        return MemoListing(
          memos: [Memos.idea, Memos.standup], problems: ["/memos/x.wav: error: not a WAV file"])
      }
    }

    await store.send(.onAppear) {
      $0.recorder = .arecord
      $0.isLoading = true
    }
    await store.receive(\.memosLoaded) {
      $0.isLoading = false
      $0.memos = [VoiceMemo.State(memo: Memos.idea), VoiceMemo.State(memo: Memos.standup)]
      $0.problems = ["/memos/x.wav: error: not a WAV file"]
    }
  }

  @Test func aListingThatNamesAFileTwiceKeepsTheFirst() async {
    var copy = Memos.idea
    copy.title = "Copy"
    let store = TestStore(initialState: VoiceMemos.State()) { VoiceMemos(folder: "/memos") }

    await store.send(.memosLoaded(MemoListing(memos: [Memos.idea, copy, Memos.standup]))) {
      $0.memos = [VoiceMemo.State(memo: Memos.idea), VoiceMemo.State(memo: Memos.standup)]
    }
  }

  @Test func recordAndPlayback() async {
    let recorded = Memo(
      fileName: "memo-20240518-024000.wav", date: "2024-05-18 02:40:00", duration: 1.75)
    let (stopped, stop) = AsyncStream<Void>.makeStream()
    let store = TestStore(initialState: VoiceMemos.State(recorder: .arecord)) {
      VoiceMemos(folder: "/memos")
    } withDependencies: { [clock, now] in
      $0.continuousClock = clock
      $0.date.now = now
      $0.audioRecorder.record = { path in
        #expect(path == "/memos/memo-20240518-024000.wav")
        for await _ in stopped {}
      }
      $0.audioRecorder.stop = { stop.finish() }
      $0.memoFiles.saveMetadata = { _, fileName, metadata in
        #expect(fileName == recorded.fileName)
        #expect(metadata == WAVMetadata(date: "2024-05-18 02:40:00"))
      }
      $0.memoFiles.read = { _, _ in recorded }
      $0.audioPlayer.play = { _, duration in try await clock.sleep(for: .seconds(duration)) }
    }

    await store.send(.recordButtonTapped) {
      $0.recording = RecordingMemo.State(fileName: recorded.fileName, date: "2024-05-18 02:40:00")
    }
    await store.receive(.recording(.onAppear))
    await clock.advance(by: .seconds(1))
    await store.receive(.recording(.timerTicked)) { $0.recording?.duration = 1 }
    await clock.advance(by: .seconds(1))
    await store.receive(.recording(.timerTicked)) { $0.recording?.duration = 2 }
    await store.send(.recording(.stopButtonTapped)) { $0.recording?.mode = .encoding }
    await store.receive(.recording(.recorderFinished))
    await store.receive(
      .recording(.delegate(.didFinish(fileName: recorded.fileName, date: "2024-05-18 02:40:00"))))
    await store.receive(.memoRecorded(recorded)) {
      $0.recording = nil
      $0.memos = [VoiceMemo.State(memo: recorded)]
    }

    await store.send(.memos(.element(id: recorded.id, action: .playButtonTapped))) {
      $0.memos[id: recorded.id]?.mode = .playing(progress: 0)
    }
    await store.receive(.memos(.element(id: recorded.id, action: .delegate(.playbackStarted))))
    for elapsed in [0.5, 1, 1.5] {
      await clock.advance(by: .milliseconds(500))
      await store.receive(.memos(.element(id: recorded.id, action: .timerUpdated(elapsed)))) {
        $0.memos[id: recorded.id]?.mode = .playing(progress: elapsed / 1.75)
      }
    }
    await clock.advance(by: .milliseconds(250))
    await store.receive(.memos(.element(id: recorded.id, action: .playbackFinished))) {
      $0.memos[id: recorded.id]?.mode = .notPlaying
    }
  }

  @Test func noRecorderFoundRecordsAToneOfTheChosenLength() async {
    let tone = Memo(fileName: "memo-20240518-024000.wav", date: "2024-05-18 02:40:00", duration: 5)
    let store = TestStore(
      initialState: VoiceMemos.State(memos: [VoiceMemo.State(memo: Memos.standup)])
    ) {
      VoiceMemos(folder: "/memos")
    } withDependencies: { [now] in
      $0.date.now = now
      $0.audioRecorder.recordTone = { path, seconds, metadata in
        #expect(path == "/memos/memo-20240518-024000.wav")
        #expect(seconds == 5)
        #expect(metadata == WAVMetadata(date: "2024-05-18 02:40:00"))
      }
      $0.memoFiles.read = { _, _ in tone }
    }

    await store.send(.toneLengthChanged(5)) { $0.toneLength = 5 }
    await store.send(.recordButtonTapped) { $0.isGeneratingTone = true }
    await store.receive(.memoRecorded(tone)) {
      $0.isGeneratingTone = false
      $0.memos = [VoiceMemo.State(memo: tone), VoiceMemo.State(memo: Memos.standup)]
    }
  }

  @Test func toneLengthStaysInRange() async {
    let store = TestStore(initialState: VoiceMemos.State()) { VoiceMemos(folder: "/memos") }

    await store.send(.toneLengthChanged(0)) { $0.toneLength = 1 }
    await store.send(.toneLengthChanged(100_000)) { $0.toneLength = VoiceMemos.longestTone }
  }

  @Test func recorderFailureIsShown() async {
    let store = TestStore(initialState: VoiceMemos.State(recorder: .arecord)) {
      VoiceMemos(folder: "/memos")
    } withDependencies: { [clock, now] in
      $0.continuousClock = clock
      $0.date.now = now
      $0.audioRecorder.record = { _ in
        throw SystemProgramError.failed(
          name: "arecord", message: "audio open error: No such device")
      }
    }

    await store.send(.recordButtonTapped) {
      $0.recording = RecordingMemo.State(
        fileName: "memo-20240518-024000.wav", date: "2024-05-18 02:40:00")
    }
    await store.receive(.recording(.onAppear))
    await store.receive(
      .recording(.recorderFailed("arecord failed: audio open error: No such device")))
    await store.receive(
      .recording(.delegate(.didFail("arecord failed: audio open error: No such device"))))
    await store.receive(.recordingFailed("arecord failed: audio open error: No such device")) {
      $0.recording = nil
      $0.error = "arecord failed: audio open error: No such device"
    }
  }

  @Test func deleteMovesTheMemoToTheTrash() async {
    let trashed = LockIsolated<[String]>([])
    let store = TestStore(
      initialState: VoiceMemos.State(memos: [
        VoiceMemo.State(memo: Memos.idea), VoiceMemo.State(memo: Memos.standup),
      ])
    ) {
      VoiceMemos(folder: "/memos")
    } withDependencies: {
      $0.memoFiles.moveToTrash = { _, fileName in trashed.withValue { $0.append(fileName) } }
    }

    await store.send(.deleteMemo(Memos.idea.id)) {
      $0.memos = [VoiceMemo.State(memo: Memos.standup)]
    }
    await store.finish()
    #expect(trashed.value == ["idea.wav"])
  }

  @Test func deletingFromTheDetailClosesItAndTrashesTheFile() async {
    let trashed = LockIsolated<[String]>([])
    let store = TestStore(
      initialState: VoiceMemos.State(
        memos: [VoiceMemo.State(memo: Memos.standup)],
        detail: MemoDetail.State(memo: Memos.standup))
    ) {
      VoiceMemos(folder: "/memos")
    } withDependencies: {
      $0.memoFiles.moveToTrash = { _, fileName in trashed.withValue { $0.append(fileName) } }
    }

    await store.send(.detail(.presented(.deleteButtonTapped)))
    await store.receive(.detail(.presented(.delegate(.deleteRequested(Memos.standup.id)))))
    await store.receive(.deleteMemo(Memos.standup.id)) {
      $0.memos = []
      $0.detail = nil
    }
    await store.finish()
    #expect(trashed.value == ["standup.wav"])
  }

  @Test func deletingWhilePlayingStopsPlayback() async {
    let store = TestStore(
      initialState: VoiceMemos.State(memos: [VoiceMemo.State(memo: Memos.idea)])
    ) {
      VoiceMemos(folder: "/memos")
    } withDependencies: { [clock] in
      $0.continuousClock = clock
      $0.audioPlayer.play = { _, _ in try await clock.sleep(for: .seconds(60)) }
      $0.memoFiles.moveToTrash = { _, _ in }
    }

    await store.send(.memos(.element(id: Memos.idea.id, action: .playButtonTapped))) {
      $0.memos[id: Memos.idea.id]?.mode = .playing(progress: 0)
    }
    await store.receive(.memos(.element(id: Memos.idea.id, action: .delegate(.playbackStarted))))
    await store.send(.deleteMemo(Memos.idea.id)) { $0.memos = [] }
    // The timer and the player were cancelled: nothing more arrives.
    await clock.advance(by: .seconds(60))
    await store.finish()
  }

  @Test func playingOneMemoStopsTheOther() async {
    let store = TestStore(
      initialState: VoiceMemos.State(memos: [
        VoiceMemo.State(memo: Memos.idea), VoiceMemo.State(memo: Memos.standup),
      ])
    ) {
      VoiceMemos(folder: "/memos")
    } withDependencies: { [clock] in
      $0.continuousClock = clock
      $0.audioPlayer.play = { _, _ in try await clock.sleep(for: .seconds(60)) }
    }

    await store.send(.memos(.element(id: Memos.idea.id, action: .playButtonTapped))) {
      $0.memos[id: Memos.idea.id]?.mode = .playing(progress: 0)
    }
    await store.receive(.memos(.element(id: Memos.idea.id, action: .delegate(.playbackStarted))))
    await store.send(.memos(.element(id: Memos.standup.id, action: .playButtonTapped))) {
      $0.memos[id: Memos.standup.id]?.mode = .playing(progress: 0)
    }
    await store.receive(.memos(.element(id: Memos.standup.id, action: .delegate(.playbackStarted))))
    {
      $0.memos[id: Memos.idea.id]?.mode = .notPlaying
    }
    await clock.advance(by: .milliseconds(500))
    await store.receive(.memos(.element(id: Memos.standup.id, action: .timerUpdated(0.5)))) {
      $0.memos[id: Memos.standup.id]?.mode = .playing(progress: 0.04)
    }
    await store.send(.memos(.element(id: Memos.standup.id, action: .playButtonTapped))) {
      $0.memos[id: Memos.standup.id]?.mode = .notPlaying
    }
  }

  @Test func editsInTheDetailUpdateAndResortTheList() async {
    let store = TestStore(
      initialState: VoiceMemos.State(memos: [
        VoiceMemo.State(memo: Memos.idea), VoiceMemo.State(memo: Memos.standup),
      ])
    ) {
      VoiceMemos(folder: "/memos")
    } withDependencies: {
      $0.memoFiles.saveMetadata = { _, _, _ in }
    }
    var redated = Memos.standup
    redated.date = "2025-01-01"

    await store.send(.memoSelected(Memos.standup.id)) {
      $0.detail = MemoDetail.State(memo: Memos.standup)
    }
    await store.send(.detail(.presented(.dateSubmitted("2025-01-01")))) {
      $0.detail?.isSaving = true
    }
    await store.receive(.detail(.presented(.metadataSaved(redated)))) {
      $0.detail?.isSaving = false
      $0.detail?.memo = redated
    }
    await store.receive(
      .detail(.presented(.delegate(.memoChanged(previousID: Memos.standup.id, redated))))
    ) {
      $0.memos = [VoiceMemo.State(memo: redated), VoiceMemo.State(memo: Memos.idea)]
    }
    await store.send(.detail(.dismiss)) { $0.detail = nil }
  }
}

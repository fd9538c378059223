import Kata
import KataTestSupport
import Testing
import VoiceMemosCore

/// Playback of one memo, its progress ticking on a test clock.
@MainActor
@Suite struct VoiceMemoTests {
  let clock = TestClock()
  let memo = Memo(fileName: "standup.wav", title: "Standup", duration: 1.25)

  @Test func progressTicksOnTheClockUntilThePlayerFinishes() async {
    let store = TestStore(initialState: VoiceMemo.State(memo: memo)) {
      VoiceMemo(folder: "/memos")
    } withDependencies: { [clock] in
      $0.continuousClock = clock
      $0.audioPlayer.play = { path, duration in
        #expect(path == "/memos/standup.wav")
        try await clock.sleep(for: .milliseconds(Int(duration * 1000)))
      }
    }

    await store.send(.playButtonTapped) { $0.mode = .playing(progress: 0) }
    await store.receive(.delegate(.playbackStarted))
    await clock.advance(by: .milliseconds(500))
    await store.receive(.timerUpdated(0.5)) { $0.mode = .playing(progress: 0.4) }
    await clock.advance(by: .milliseconds(500))
    await store.receive(.timerUpdated(1)) { $0.mode = .playing(progress: 0.8) }
    await clock.advance(by: .milliseconds(250))
    await store.receive(.playbackFinished) { $0.mode = .notPlaying }
    // The timer was cancelled with the player: no tick arrives after the end.
    await clock.advance(by: .seconds(5))
  }

  @Test func tappingPlayAgainStops() async {
    let store = TestStore(initialState: VoiceMemo.State(memo: memo)) {
      VoiceMemo(folder: "/memos")
    } withDependencies: { [clock] in
      $0.continuousClock = clock
      $0.audioPlayer.play = { _, _ in try await clock.sleep(for: .seconds(60)) }
    }

    await store.send(.playButtonTapped) { $0.mode = .playing(progress: 0) }
    await store.receive(.delegate(.playbackStarted))
    await clock.advance(by: .milliseconds(500))
    await store.receive(.timerUpdated(0.5)) { $0.mode = .playing(progress: 0.4) }
    await store.send(.playButtonTapped) { $0.mode = .notPlaying }
    await clock.advance(by: .seconds(60))
  }

  @Test func aFailingPlayerStopsAndTellsTheList() async {
    struct NoSoundCard: Error, CustomStringConvertible {
      var description: String { "aplay failed: no sound card" }
    }
    let store = TestStore(initialState: VoiceMemo.State(memo: memo)) {
      VoiceMemo(folder: "/memos")
    } withDependencies: { [clock] in
      $0.continuousClock = clock
      $0.audioPlayer.play = { _, _ in throw NoSoundCard() }
    }

    await store.send(.playButtonTapped) { $0.mode = .playing(progress: 0) }
    await store.receive(.delegate(.playbackStarted))
    await store.receive(.playbackFailed("aplay failed: no sound card")) { $0.mode = .notPlaying }
    await store.receive(.delegate(.playbackFailed("aplay failed: no sound card")))
  }

  @Test func theSilentPlayerLastsAsLongAsTheRecordingOnTheClock() async throws {
    try await withDependencies { [clock] in
      $0.continuousClock = clock
    } operation: {
      let finished = LockIsolated(false)
      let playing = Task {
        try await AudioPlayerClient.silent.play("/memos/a.wav", 1.25)
        finished.setValue(true)
      }
      await clock.advanceOnceAsleep(by: .milliseconds(1249))
      #expect(!finished.value)
      await clock.advance(by: .milliseconds(1))
      try await playing.value
      #expect(finished.value)
    }
  }
}

import Kata
import Testing
import VoiceMemosCore

@MainActor
@Test func progressTicksUntilThePlayerFinishes() async {
  let clock = TestClock()
  let memo = Memo(fileName: "standup.wav", title: "Standup", duration: 1.25)
  let store = TestStore(initialState: VoiceMemo.State(memo: memo)) {
    VoiceMemo(folder: "/memos")
  } withDependencies: {
    $0.continuousClock = clock
    $0.audioPlayer.play = { _, duration in
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
  // The timer stopped with the player: five more seconds bring no tick.
  await clock.advance(by: .seconds(5))
}

import Kata

struct AudioPlayerClient: Sendable {
  var play: @Sendable (_ path: String, _ duration: Double) async throws -> Void
}

extension AudioPlayerClient: DependencyKey {
  // Silent: wait as long as the recording lasts, on whatever clock the feature is given.
  static let liveValue = AudioPlayerClient { _, duration in
    @Dependency(\.continuousClock) var clock
    try await clock.sleep(for: .milliseconds(Int(duration * 1000)))
  }
  static let testValue = AudioPlayerClient(play: unimplemented("AudioPlayerClient.play"))
}

extension DependencyValues {
  var audioPlayer: AudioPlayerClient {
    get { self[AudioPlayerClient.self] }
    set { self[AudioPlayerClient.self] = newValue }
  }
}

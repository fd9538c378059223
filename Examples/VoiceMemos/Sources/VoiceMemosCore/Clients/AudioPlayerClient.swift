import Foundation
import Kata

/// Plays a recording, returning when it has played to the end.
///
/// The live value plays through `aplay` (ALSA's player) when the machine has it; otherwise it
/// is silent and simply waits as long as the recording lasts on the injected clock, so the
/// progress a feature shows is the same either way. Cancelling the task stops playing.
///
/// ```swift
/// try await audioPlayer.play("/home/me/Memos/memo.wav", 12.5)
/// ```
public struct AudioPlayerClient: Sendable {
  /// How the recording is heard: `aplay`, or silence.
  public var output: AudioOutput
  /// Plays the file at `path`, which lasts `duration` seconds, until its end.
  public var play: @Sendable (_ path: String, _ duration: Double) async throws -> Void

  /// Creates a player.
  public init(
    output: AudioOutput,
    play: @escaping @Sendable (_ path: String, _ duration: Double) async throws -> Void
  ) {
    self.output = output
    self.play = play
  }
}

/// Where sound goes.
public enum AudioOutput: String, Equatable, Codable, Sendable {
  /// Through the `aplay` program.
  case aplay
  /// Nowhere: a timer stands in for the sound.
  case silent
}

// snippet.live
extension AudioPlayerClient: DependencyKey {
  /// `aplay` when it is on the `PATH`, otherwise ``silent``.
  public static var liveValue: AudioPlayerClient {
    SystemProgram.find("aplay").map(aplay) ?? .silent
  }

  /// Fails the test that plays without saying how.
  public static let testValue = AudioPlayerClient(
    output: .silent, play: unimplemented("AudioPlayerClient.play"))

  /// Waits as long as the recording lasts on the continuous clock, making no sound.
  public static let silent = AudioPlayerClient(output: .silent) { _, duration in
    @Dependency(\.continuousClock) var clock
    try await clock.sleep(for: .milliseconds(Int((duration * 1000).rounded())))
  }

  /// Plays through `program` (`aplay -q FILE`).
  public static func aplay(_ program: SystemProgram) -> AudioPlayerClient {
    AudioPlayerClient(output: .aplay) { path, _ in
      try await program.run(["-q", path])
    }
  }
}
// snippet.end

extension DependencyValues {
  /// What plays recordings.
  public var audioPlayer: AudioPlayerClient {
    get { self[AudioPlayerClient.self] }
    set { self[AudioPlayerClient.self] = newValue }
  }
}

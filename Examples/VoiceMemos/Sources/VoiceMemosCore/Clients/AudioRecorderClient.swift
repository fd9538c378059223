import Foundation
import Kata
import WAV

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Records new memos: from the microphone through `arecord`, or, on a machine without it, as a
/// generated tone of a chosen length.
///
/// ```swift
/// switch audioRecorder.source {
/// case .arecord:
///   try await audioRecorder.record(path)   // returns after `await audioRecorder.stop()`
/// case .none:
///   try await audioRecorder.recordTone(path, 3, WAVMetadata(date: "2024-05-17"))
/// }
/// ```
public struct AudioRecorderClient: Sendable {
  /// What can record.
  public var source: RecorderSource
  /// Records into a new file at `path` until ``stop`` is called.
  public var record: @Sendable (_ path: String) async throws -> Void
  /// Ends the recording ``record`` is making.
  public var stop: @Sendable () async -> Void
  /// Writes a new file at `path` holding a 440 Hz tone of `seconds`, with `metadata`.
  public var recordTone:
    @Sendable (_ path: String, _ seconds: Double, _ metadata: WAVMetadata) async throws -> Void

  /// Creates a recorder.
  public init(
    source: RecorderSource,
    record: @escaping @Sendable (_ path: String) async throws -> Void,
    stop: @escaping @Sendable () async -> Void,
    recordTone:
      @escaping @Sendable (
        _ path: String, _ seconds: Double, _ metadata: WAVMetadata
      ) async throws -> Void
  ) {
    self.source = source
    self.record = record
    self.stop = stop
    self.recordTone = recordTone
  }
}

/// What can record on this machine.
public enum RecorderSource: String, Equatable, Codable, Sendable {
  /// The `arecord` program (ALSA).
  case arecord
  /// No recorder found: new memos are generated tones.
  case none
}

extension AudioRecorderClient: DependencyKey {
  /// `arecord` when it is on the `PATH`, otherwise ``toneOnly``.
  public static var liveValue: AudioRecorderClient {
    SystemProgram.find("arecord").map(arecord) ?? .toneOnly
  }

  /// Fails the test that records without saying how.
  public static let testValue = AudioRecorderClient(
    source: .none,
    record: unimplemented("AudioRecorderClient.record"),
    stop: unimplemented("AudioRecorderClient.stop"),
    recordTone: unimplemented("AudioRecorderClient.recordTone"))

  /// No recorder: ``record`` fails, ``recordTone`` writes the tone.
  public static let toneOnly = AudioRecorderClient(
    source: .none,
    record: { _ in throw SystemProgramError.cannotStart(name: "arecord", reason: "not installed") },
    stop: {},
    recordTone: { path, seconds, metadata in try ToneGenerator.write(seconds, metadata, to: path) })

  /// Records CD-quality audio through `program` (`arecord -q -f cd -t wav FILE`); ``stop``
  /// interrupts it, as Ctrl-C would, so that it finishes the file's header.
  public static func arecord(_ program: SystemProgram) -> AudioRecorderClient {
    let current = RecordingTask()
    return AudioRecorderClient(
      source: .arecord,
      record: { path in
        try await withTaskCancellationHandler {
          let task = Task {
            try await program.run(["-q", "-f", "cd", "-t", "wav", path], stopSignal: SIGINT)
          }
          await current.set(task)
          try await task.value
        } onCancel: {
          Task { await current.cancel() }
        }
      },
      stop: { await current.cancel() },
      recordTone: { path, seconds, metadata in try ToneGenerator.write(seconds, metadata, to: path)
      })
  }
}

/// The running `arecord`, so that ``AudioRecorderClient/stop`` can reach it.
private actor RecordingTask {
  private var task: Task<Void, any Error>?

  func set(_ task: Task<Void, any Error>) {
    self.task = task
  }

  func cancel() {
    task?.cancel()
    task = nil
  }
}

extension DependencyValues {
  /// What records new memos.
  public var audioRecorder: AudioRecorderClient {
    get { self[AudioRecorderClient.self] }
    set { self[AudioRecorderClient.self] = newValue }
  }
}

import Foundation
import WAV

/// A 440 Hz tone as a 16-bit, 16 kHz mono WAV file: what a machine without a microphone
/// records.
public enum ToneGenerator {
  /// Frames per second of a generated tone.
  public static let sampleRate: UInt32 = 16000

  /// The file's bytes: `seconds` of tone, faded in and out over 10 ms so it does not click.
  public static func bytes(seconds: Double, metadata: WAVMetadata) -> [UInt8] {
    let frames = max(0, Int((seconds * Double(sampleRate)).rounded()))
    let fade = Double(sampleRate) / 100
    var audio: [UInt8] = []
    audio.reserveCapacity(frames * 2)
    for frame in 0..<frames {
      let envelope = min(1, Double(frame) / fade, Double(frames - frame) / fade)
      let value = sin(2 * Double.pi * 440 * Double(frame) / Double(sampleRate))
      let sample = Int16((value * envelope * 0.3 * Double(Int16.max)).rounded())
      audio.append(UInt8(truncatingIfNeeded: sample))
      audio.append(UInt8(truncatingIfNeeded: sample >> 8))
    }
    let format = WAVFormat(encoding: .pcm, sampleRate: sampleRate, channels: 1, bitsPerSample: 16)
    return WAVEncoder.encode(format: format, audio: audio, metadata: metadata)
  }

  /// Writes a new tone file at `path` atomically; an existing file is never replaced.
  public static func write(_ seconds: Double, _ metadata: WAVMetadata, to path: String) throws {
    let bytes = bytes(seconds: seconds, metadata: metadata)
    try AtomicFile.create(path: path) { (sink) throws(WAVError) in
      try sink.write(bytes)
    }
  }
}

import Foundation
import Testing
import WAV

/// Listing a file reads its headers, never its audio.
@Suite struct AudioIsNeverReadTests {
  /// A source that remembers every range it was asked for.
  final class RecordingSource: ByteSource {
    let base: [UInt8]
    var reads: [Range<UInt64>] = []

    init(_ base: [UInt8]) {
      self.base = base
    }

    var size: UInt64 { base.size }

    func bytes(at offset: UInt64, count: Int) throws(ByteSourceError) -> [UInt8] {
      reads.append(offset..<offset + UInt64(count))
      return try base.bytes(at: offset, count: count)
    }
  }

  @Test(arguments: [WAVContainer.riff, .rifx, .rf64])
  func noReadTouchesTheAudio(container: WAVContainer) throws {
    let format = WAVFormat(encoding: .pcm, sampleRate: 8000, channels: 1, bitsPerSample: 16)
    let bytes = WAVEncoder.encode(
      format: format, audio: [UInt8](repeating: 0x55, count: 16000),
      metadata: WAVMetadata(title: "after the audio"), container: container,
      listPlacement: .afterData)
    let source = RecordingSource(bytes)

    let file = try WAVReader.read(from: source, path: "memo.wav")

    let audio: Range<UInt64> = file.dataOffset..<(file.dataOffset + file.dataSize)
    #expect(file.metadata.title == "after the audio")
    #expect(source.reads.allSatisfy { !$0.overlaps(audio) }, "reads: \(source.reads)")
    let bytesRead = source.reads.reduce(0) { $0 + $1.count }
    #expect(bytesRead < 200)
  }

  /// A sparse RF64 file of more than 4 GiB, listed without reading its audio (the disk holds
  /// only its headers).
  @Test func anRF64FileOverFourGigabytes() throws {
    let folder = try WAVFolder("AudioIsNeverReadTests")
    let audioSize: UInt64 = 5 << 30
    let format = WAVFormat(encoding: .pcm, sampleRate: 48000, channels: 2, bitsPerSample: 16)
    var header = WAVEncoder.encode(format: format, audio: [], container: .rf64)
    // NB: The ds64 chunk's data size (body bytes 8–15) says 5 GiB; the file is extended to match.
    let ds64Body = 20
    for index in 0..<8 {
      header[ds64Body + 8 + index] = UInt8(truncatingIfNeeded: audioSize >> (8 * index))
    }
    let path = try folder.write(header, to: "big.wav")
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: UInt64(header.count) + audioSize)
    try handle.close()

    let file = try WAVReader.read(path: path)

    #expect(file.dataSize == audioSize)
    #expect(file.frames == audioSize / 4)
    #expect(!file.isTruncated)
  }
}

import Foundation
import Testing
import WAV

/// Property: any file the writer produces reads back with the same fields and the same audio
/// bytes, and keeps them through any metadata rewrite.
@Suite struct WAVRoundTripTests {
  struct Case: CustomStringConvertible {
    var format: WAVFormat
    var container: WAVContainer
    var audio: [UInt8]
    var metadata: WAVMetadata
    var extraChunks: [WAVEncoder.Chunk]
    var listPlacement: WAVEncoder.ListPlacement
    var seed: UInt64

    var description: String {
      "seed \(seed): \(container) \(format) \(audio.count) bytes, \(metadata), "
        + "\(extraChunks.map(\.id))"
    }
  }

  static let texts = [
    "", "Standup", "Réunion — 会議 🎙", "a\u{0}b", String(repeating: "x", count: 301),
  ]

  static func randomText(_ generator: inout SeededGenerator) -> String? {
    let pick = Int.random(in: 0...texts.count, using: &generator)
    guard pick < texts.count else { return nil }
    // NB: A NUL ends an INFO value, and an empty value is no value: neither can round-trip.
    let text = texts[pick].replacingOccurrences(of: "\u{0}", with: "")
    return text.isEmpty ? nil : text
  }

  static func randomCase(seed: UInt64) -> Case {
    var generator = SeededGenerator(seed: seed)
    let encoding = WAVEncoding.allCases.randomElement(using: &generator) ?? .pcm
    let bits: UInt16
    switch encoding {
    case .pcm: bits = UInt16.random(in: 1...64, using: &generator)
    case .float: bits = Bool.random(using: &generator) ? 32 : 64
    case .muLaw, .aLaw: bits = 8
    }
    let extensible = Bool.random(using: &generator)
    let minimum = (bits + 7) / 8 * 8
    let container =
      extensible && minimum < 64 && Bool.random(using: &generator) ? minimum + 8 : minimum
    let format = WAVFormat(
      encoding: encoding, sampleRate: UInt32.random(in: 1...384_000, using: &generator),
      channels: UInt16.random(in: 1...8, using: &generator), bitsPerSample: bits,
      containerBitsPerSample: extensible ? container : nil, isExtensible: extensible,
      channelMask: extensible ? UInt32.random(in: 0...0x3FFFF, using: &generator) : 0)
    let audioCount =
      Int.random(in: 0...12, using: &generator) * format.blockAlign
      + (Bool.random(using: &generator) ? 1 : 0)
    let extra = (0..<Int.random(in: 0...3, using: &generator)).map { index in
      WAVEncoder.Chunk(
        id: ["bext", "JUNK", "cue ", "iXML"][index],
        body: generator.bytes(Int.random(in: 0...9, using: &generator)))
    }
    return Case(
      format: format, container: WAVContainer.allCases.randomElement(using: &generator) ?? .riff,
      audio: generator.bytes(audioCount),
      metadata: WAVMetadata(
        title: randomText(&generator), date: randomText(&generator),
        comment: randomText(&generator)),
      extraChunks: extra,
      listPlacement: Bool.random(using: &generator) ? .beforeData : .afterData, seed: seed)
  }

  func audio(of bytes: [UInt8], _ file: WAVFile) -> [UInt8] {
    Array(bytes[Int(file.dataOffset)..<Int(file.dataOffset + file.dataSize)])
  }

  @Test func writtenFilesReadBackTheSame() throws {
    for seed in UInt64(1)...400 {
      let example = Self.randomCase(seed: seed)
      let bytes = WAVEncoder.encode(
        format: example.format, audio: example.audio, metadata: example.metadata,
        container: example.container, extraChunks: example.extraChunks,
        listPlacement: example.listPlacement)

      let file = try WAVReader.read(from: bytes, path: "\(example)")

      #expect(file.format == example.format, "\(example)")
      #expect(file.container == example.container, "\(example)")
      #expect(file.metadata == example.metadata, "\(example)")
      #expect(audio(of: bytes, file) == example.audio, "\(example)")
      #expect(file.frames == UInt64(example.audio.count / example.format.blockAlign), "\(example)")
      #expect(!file.isTruncated, "\(example)")
    }
  }

  @Test func rewrittenMetadataReadsBackAndKeepsTheAudio() throws {
    let folder = try WAVFolder("WAVRoundTripTests")
    for seed in UInt64(1)...150 {
      let example = Self.randomCase(seed: seed)
      let original = WAVEncoder.encode(
        format: example.format, audio: example.audio, metadata: example.metadata,
        container: example.container, extraChunks: example.extraChunks,
        listPlacement: example.listPlacement)
      var generator = SeededGenerator(seed: seed &* 31)
      let metadata = WAVMetadata(
        title: Self.randomText(&generator), date: Self.randomText(&generator),
        comment: Self.randomText(&generator))
      let path = try folder.write(original, to: "memo.wav")

      try WAVMetadataWriter.write(metadata, toFileAt: path)

      let rewritten = try folder.read(path)
      let file = try WAVReader.read(path: path)
      #expect(file.metadata == metadata, "\(example)")
      #expect(file.format == example.format, "\(example)")
      #expect(audio(of: rewritten, file) == example.audio, "\(example)")
      #expect(
        file.chunks.filter { $0.id != "LIST" }.map(\.id)
          == (try WAVReader.read(from: original, path: "").chunks.filter { $0.id != "LIST" }.map(
            \.id)),
        "\(example)")
      #expect(
        try WAVMetadataWriter.rewrite(original, metadata: metadata) == rewritten,
        "the in-memory rewrite gives the same bytes: \(example)")
    }
  }
}

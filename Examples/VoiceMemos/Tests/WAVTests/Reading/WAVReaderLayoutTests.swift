import Testing
import WAV

/// Every chunk layout the reader accepts, in files made byte by byte.
@Suite struct WAVReaderLayoutTests {
  @Test func plainRIFFPCM() throws {
    let bytes = HandMade.file(
      HandMade.chunk("fmt ", HandMade.fmt(channels: 2, rate: 44100, bits: 16)),
      HandMade.chunk("data", [UInt8](repeating: 1, count: 44100 * 4 / 10)))

    let file = try WAVReader.read(from: bytes, path: "a.wav")

    #expect(file.container == .riff)
    #expect(
      file.format == WAVFormat(encoding: .pcm, sampleRate: 44100, channels: 2, bitsPerSample: 16))
    #expect(file.frames == 4410)
    #expect(file.duration == 0.1)
    #expect(file.dataOffset == 44)
    #expect(!file.isTruncated)
    #expect(file.metadata == WAVMetadata())
  }

  @Test func bigEndianRIFX() throws {
    let bytes = HandMade.file(
      magic: "RIFX", order: .big,
      HandMade.chunk("fmt ", HandMade.fmt(channels: 1, rate: 22050, bits: 24, .big), .big),
      HandMade.info([("INAM", HandMade.text("Big"))], .big),
      HandMade.chunk("data", [UInt8](repeating: 0, count: 22050 * 3), .big))

    let file = try WAVReader.read(from: bytes, path: "b.wav")

    #expect(file.container == .rifx)
    #expect(file.format.sampleRate == 22050)
    #expect(file.format.bitsPerSample == 24)
    #expect(file.frames == 22050)
    #expect(file.metadata.title == "Big")
  }

  @Test(arguments: ["RF64", "BW64"])
  func rf64TakesItsSizesFromDS64(magic: String) throws {
    let audio = [UInt8](repeating: 7, count: 1000)
    let ds64 = HandMade.u64(0) + HandMade.u64(1000) + HandMade.u64(500) + HandMade.u32(0)
    let bytes = HandMade.file(
      magic: magic, size: UInt32.max,
      HandMade.chunk("ds64", ds64),
      HandMade.chunk("fmt ", HandMade.fmt(channels: 1, rate: 1000, bits: 16)),
      HandMade.chunk("data", audio, size: UInt32.max))

    let file = try WAVReader.read(from: bytes, path: "c.wav")

    #expect(file.container.rawValue == magic)
    #expect(file.declaredDataSize == 1000)
    #expect(file.frames == 500)
    #expect(file.duration == 0.5)
    #expect(!file.isTruncated)
  }

  @Test func rf64ChunkSizesFromTheDS64Table() throws {
    // NB: A chunk other than data may also say 0xFFFFFFFF and have its size in the table.
    let junk = [UInt8](repeating: 0, count: 6)
    let ds64 =
      HandMade.u64(0) + HandMade.u64(4) + HandMade.u64(2) + HandMade.u32(1)
      + Array("JUNK".utf8) + HandMade.u64(6)
    let bytes = HandMade.file(
      magic: "RF64", size: UInt32.max,
      HandMade.chunk("ds64", ds64),
      HandMade.chunk("JUNK", junk, size: UInt32.max),
      HandMade.chunk("fmt ", HandMade.fmt(bits: 16)),
      HandMade.chunk("data", [1, 2, 3, 4], size: UInt32.max))

    let file = try WAVReader.read(from: bytes, path: "d.wav")

    #expect(file.chunks.map(\.id) == ["ds64", "JUNK", "fmt ", "data"])
    #expect(file.frames == 2)
  }

  @Test func extensibleFormatGivesValidBitsAndTheSubFormat() throws {
    let bytes = HandMade.file(
      HandMade.chunk("fmt ", HandMade.extensible(channels: 2, container: 24, valid: 20)),
      HandMade.chunk("data", [UInt8](repeating: 0, count: 60)))

    let file = try WAVReader.read(from: bytes, path: "e.wav")

    #expect(file.format.isExtensible)
    #expect(file.format.encoding == .pcm)
    #expect(file.format.bitsPerSample == 20)
    #expect(file.format.containerBitsPerSample == 24)
    #expect(file.format.channelMask == 3)
    #expect(file.frames == 10)
  }

  @Test func extensibleFloatInRIFX() throws {
    let bytes = HandMade.file(
      magic: "RIFX", order: .big,
      HandMade.chunk(
        "fmt ", HandMade.extensible(subTag: 3, channels: 1, container: 64, valid: 64, .big), .big),
      HandMade.chunk("data", [UInt8](repeating: 0, count: 80), .big))

    let file = try WAVReader.read(from: bytes, path: "f.wav")

    #expect(file.format.encoding == .float)
    #expect(file.format.bitsPerSample == 64)
    #expect(file.frames == 10)
  }

  @Test(arguments: Array(UInt16(1)...64))
  func integerPCMOfEveryBitDepth(bits: UInt16) throws {
    let bytesPerSample = Int((bits + 7) / 8)
    let bytes = HandMade.file(
      HandMade.chunk("fmt ", HandMade.fmt(channels: 3, rate: 8000, bits: bits)),
      HandMade.chunk("data", [UInt8](repeating: 0, count: 3 * bytesPerSample * 5)))

    let file = try WAVReader.read(from: bytes, path: "g.wav")

    #expect(file.format.bitsPerSample == bits)
    #expect(file.format.blockAlign == 3 * bytesPerSample)
    #expect(file.frames == 5)
  }

  @Test(arguments: [
    (UInt16(3), UInt16(32), WAVEncoding.float), (3, 64, .float), (7, 8, .muLaw), (6, 8, .aLaw),
  ])
  func floatAndCompandedEncodings(tag: UInt16, bits: UInt16, encoding: WAVEncoding) throws {
    let bytes = HandMade.file(
      HandMade.chunk("fmt ", HandMade.fmt(tag: tag, channels: 1, rate: 8000, bits: bits)),
      HandMade.chunk("fact", HandMade.u32(4)),
      HandMade.chunk("data", [UInt8](repeating: 0, count: Int(bits / 8) * 4)))

    let file = try WAVReader.read(from: bytes, path: "h.wav")

    #expect(file.format.encoding == encoding)
    #expect(file.format.bitsPerSample == bits)
    #expect(file.frames == 4)
  }

  @Test func oldStyle24BitSamplesInFourByteSlots() throws {
    let bytes = HandMade.file(
      HandMade.chunk("fmt ", HandMade.fmt(channels: 2, bits: 24, blockAlign: 8)),
      HandMade.chunk("data", [UInt8](repeating: 0, count: 80)))

    let file = try WAVReader.read(from: bytes, path: "i.wav")

    #expect(file.format.containerBitsPerSample == 32)
    #expect(file.frames == 10)
  }

  @Test func oddChunksArePaddedAndUnknownChunksSkipped() throws {
    let bytes = HandMade.file(
      HandMade.chunk("bext", [UInt8](repeating: 0x41, count: 5)),
      HandMade.chunk("fmt ", HandMade.fmt(bits: 8)),
      HandMade.chunk("odd ", [1, 2, 3]),
      HandMade.info([("INAM", HandMade.text("Odd"))]),
      HandMade.chunk("data", [1, 2, 3, 4, 5]),
      HandMade.chunk("cue ", [9]))

    let file = try WAVReader.read(from: bytes, path: "j.wav")

    #expect(file.chunks.map(\.id) == ["bext", "fmt ", "odd ", "LIST", "data", "cue "])
    #expect(file.chunks.map(\.hasPadByte) == [true, false, true, false, true, true])
    #expect(file.frames == 5)
    #expect(file.metadata.title == "Odd")
    #expect(file.chunks.last?.end == UInt64(bytes.count))
  }

  @Test func aMissingPadByteIsForgiven() throws {
    let bytes = HandMade.file(
      HandMade.chunk("fmt ", HandMade.fmt(bits: 8)),
      HandMade.chunk("odd ", [1, 2, 3], pad: false),
      HandMade.chunk("data", [1, 2]))

    let file = try WAVReader.read(from: bytes, path: "k.wav")

    #expect(file.chunks.map(\.id) == ["fmt ", "odd ", "data"])
    #expect(file.chunks[1].hasPadByte == false)
    #expect(file.frames == 2)
  }

  @Test func infoFieldsInUTF8AndLatin1WithOtherEntriesAround() throws {
    let bytes = HandMade.file(
      HandMade.chunk("fmt ", HandMade.fmt()),
      HandMade.info([
        ("ISFT", HandMade.text("Lavf60.3.100")),
        ("INAM", HandMade.text("Réunion — 会議")),
        ("ICRD", HandMade.text("2024-05-17")),
        ("ICMT", [0x43, 0x61, 0x66, 0xE9, 0]),
      ]),
      HandMade.chunk("data", [0, 0]))

    let file = try WAVReader.read(from: bytes, path: "l.wav")

    #expect(
      file.metadata
        == WAVMetadata(title: "Réunion — 会議", date: "2024-05-17", comment: "Café"))
  }

  @Test func metadataAfterTheAudioIsFound() throws {
    let bytes = HandMade.file(
      HandMade.chunk("fmt ", HandMade.fmt()),
      HandMade.chunk("data", [0, 0, 0, 0]),
      HandMade.chunk("LIST", Array("adtl".utf8)),
      HandMade.info([("ICMT", HandMade.text("after"))]))

    let file = try WAVReader.read(from: bytes, path: "m.wav")

    #expect(file.metadata.comment == "after")
  }

  @Test func truncatedAudioCountsWhatIsThere() throws {
    var bytes = HandMade.file(
      HandMade.chunk("fmt ", HandMade.fmt(channels: 1, rate: 100, bits: 16)),
      HandMade.chunk("data", [UInt8](repeating: 0, count: 400)))
    bytes.removeLast(201)

    let file = try WAVReader.read(from: bytes, path: "n.wav")

    #expect(file.isTruncated)
    #expect(file.declaredDataSize == 400)
    #expect(file.dataSize == 199)
    #expect(file.frames == 99)
    #expect(file.duration == 0.99)
  }

  @Test func aChunkCutShortAfterTheAudioMarksTheFileTruncated() throws {
    var bytes = HandMade.file(
      HandMade.chunk("fmt ", HandMade.fmt()),
      HandMade.chunk("data", [0, 0, 0, 0]),
      HandMade.info([("ICMT", HandMade.text("a long comment that is cut off"))]))
    bytes.removeLast(10)

    let file = try WAVReader.read(from: bytes, path: "o.wav")

    #expect(file.isTruncated)
    #expect(file.frames == 2)
    #expect(file.metadata.comment == nil)
  }

  @Test func streamedDataSizeRunsToTheEndOfTheFile() throws {
    let bytes = HandMade.file(
      size: UInt32.max,
      HandMade.chunk("fmt ", HandMade.fmt()),
      HandMade.chunk("data", [UInt8](repeating: 0, count: 30), size: UInt32.max))

    let file = try WAVReader.read(from: bytes, path: "p.wav")

    #expect(!file.isTruncated)
    #expect(file.frames == 15)
  }

  @Test func junkAfterTheLastChunkIsIgnored() throws {
    let bytes =
      HandMade.file(
        HandMade.chunk("fmt ", HandMade.fmt()),
        HandMade.chunk("data", [0, 0, 0, 0]))
      + [0x00, 0xFF, 0x13, 0x37, 0x00, 0x00, 0x00, 0x00, 0x01]

    let file = try WAVReader.read(from: bytes, path: "q.wav")

    #expect(file.frames == 2)
    #expect(!file.isTruncated)
  }

  @Test func aLyingRIFFSizeIsIgnored() throws {
    let bytes = HandMade.file(
      size: 12,
      HandMade.chunk("fmt ", HandMade.fmt()),
      HandMade.chunk("data", [0, 0, 0, 0]))

    #expect(try WAVReader.read(from: bytes, path: "r.wav").frames == 2)
  }

  @Test func aHugeListSizeIsSkippedWithoutReadingIt() throws {
    var bytes = HandMade.file(
      HandMade.chunk("fmt ", HandMade.fmt()),
      HandMade.chunk("data", [0, 0, 0, 0]))
    bytes += Array("LIST".utf8) + HandMade.u32(0x7FFF_FFF0) + Array("INFO".utf8)

    let file = try WAVReader.read(from: bytes, path: "s.wav")

    #expect(file.isTruncated)
    #expect(file.metadata == WAVMetadata())
  }
}

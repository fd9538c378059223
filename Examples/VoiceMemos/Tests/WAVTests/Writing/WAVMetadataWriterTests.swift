import Foundation
import Testing
import WAV

/// Writing titles, dates and comments in place.
@Suite struct WAVMetadataWriterTests {
  let folder: WAVFolder

  init() throws {
    folder = try WAVFolder("WAVMetadataWriterTests")
  }

  /// The file's bytes outside the `LIST` chunk and the RIFF size: what must not change.
  func everythingButTheMetadata(_ bytes: [UInt8]) throws -> [[UInt8]] {
    let file = try WAVReader.read(from: bytes, path: "x")
    var kept: [[UInt8]] = []
    for chunk in file.chunks where chunk.id != "LIST" {
      let end = Int(min(chunk.end, UInt64(bytes.count)))
      kept.append(Array(bytes[Int(chunk.offset)..<end]))
    }
    let tail = Int(file.chunks.last?.end ?? 0)
    kept.append(Array(bytes[tail...]))
    return kept
  }

  func riffSize(_ bytes: [UInt8], bigEndian: Bool = false) -> Int {
    let field = bytes[4..<8].map(Int.init)
    let ordered = bigEndian ? field : field.reversed()
    return ordered.reduce(0) { $0 << 8 | $1 }
  }

  @Test func addsAListToASoxFileKeepingEveryOtherByte() throws {
    let path = folder.path("memo.wav")
    try Sox.run(["-n", "-r", "8000", "-b", "16", path, "synth", "0.3", "sine", "440"])
    let before = try folder.read(path)

    let metadata = WAVMetadata(title: "Standup — 月曜", date: "2024-05-17", comment: "odd")
    try WAVMetadataWriter.write(metadata, toFileAt: path)

    let after = try folder.read(path)
    let file = try WAVReader.read(path: path)
    #expect(file.metadata == metadata)
    #expect(try everythingButTheMetadata(after) == everythingButTheMetadata(before))
    #expect(riffSize(after) == after.count - 8)
    #expect(file.chunks.map(\.id) == ["fmt ", "LIST", "data"])
    #expect(try Sox.info("s", path) == "2400", "sox still reads it")
    #expect(try folder.names() == ["memo.wav"], "no temporary file is left")
  }

  @Test func replacesTheListInPlaceKeepingItsOtherEntries() throws {
    let bytes = HandMade.file(
      HandMade.chunk("fmt ", HandMade.fmt()),
      HandMade.chunk("data", [1, 2, 3, 4]),
      HandMade.info([("ISFT", HandMade.text("Lavf")), ("INAM", HandMade.text("Old title"))]),
      HandMade.chunk("cue ", [1, 2, 3]))
    let path = try folder.write(bytes, to: "memo.wav")

    try WAVMetadataWriter.write(WAVMetadata(title: "New", comment: "c"), toFileAt: path)

    let after = try folder.read(path)
    let file = try WAVReader.read(path: path)
    #expect(file.metadata == WAVMetadata(title: "New", comment: "c"))
    #expect(file.chunks.map(\.id) == ["fmt ", "data", "LIST", "cue "])
    let list = try #require(file.chunk("LIST"))
    let body = Array(after[Int(list.bodyOffset)..<Int(list.bodyOffset + list.size)])
    #expect(
      body
        == Array("INFO".utf8) + HandMade.chunk("ISFT", HandMade.text("Lavf"))
        + HandMade.chunk("INAM", HandMade.text("New")) + HandMade.chunk("ICMT", HandMade.text("c")))
    #expect(try everythingButTheMetadata(after) == everythingButTheMetadata(bytes))
    #expect(riffSize(after) == after.count - 8)
  }

  @Test func clearingEveryFieldRemovesAnEmptyList() throws {
    let bytes = HandMade.file(
      HandMade.chunk("fmt ", HandMade.fmt()),
      HandMade.info([("INAM", HandMade.text("x"))]),
      HandMade.chunk("data", [1, 2]))
    let path = try folder.write(bytes, to: "memo.wav")

    try WAVMetadataWriter.write(WAVMetadata(), toFileAt: path)

    #expect(
      try folder.read(path)
        == HandMade.file(HandMade.chunk("fmt ", HandMade.fmt()), HandMade.chunk("data", [1, 2])))
  }

  /// Found by `make fuzz` (Fuzz/Regressions/wav/): the new `LIST` went right after a chunk that
  /// lacked its pad byte, and its size's low byte (`"`, 34) made "IST\"" look like the next
  /// chunk after a pad byte; the file written could not be read.
  @Test func aListAfterAChunkWithoutItsPadByteReadsBack() throws {
    let bytes = HandMade.file(
      HandMade.chunk("fmt ", HandMade.fmt()),
      HandMade.chunk("odd ", [1, 2, 3], pad: false),
      HandMade.chunk("data", [1, 2, 3, 4]))
    let metadata = WAVMetadata(title: "Twenty bytes, please")

    let after = try WAVMetadataWriter.rewrite(bytes, metadata: metadata)

    let file = try WAVReader.read(from: after, path: "memo.wav")
    #expect(file.metadata == metadata)
    #expect(file.chunks.map(\.id) == ["fmt ", "odd ", "LIST", "data"])
    let data = 12
    let before: Range<Int> = 8..<(bytes.count - data)
    #expect(after[before] == bytes[before], "the chunks before the new LIST keep their bytes")
    #expect(after.suffix(data) == bytes.suffix(data), "the audio keeps its bytes")
    #expect(riffSize(after) == after.count - 8)
  }

  /// Also found by `make fuzz`: after a chunk that lacked its pad byte, the next ones start at
  /// odd offsets with their pad bytes, and a `LIST` there needs no byte of its own.
  @Test func aListAtAnOddOffsetAfterAPaddedChunkReadsBack() throws {
    let bytes = HandMade.file(
      HandMade.chunk("fmt ", HandMade.fmt()),
      HandMade.chunk("odd ", [1, 2, 3], pad: false),
      HandMade.chunk("pad ", [4, 5, 6]),
      HandMade.chunk("data", [1, 2, 3, 4]))
    let metadata = WAVMetadata(title: "Twenty bytes, please")

    let after = try WAVMetadataWriter.rewrite(bytes, metadata: metadata)

    let file = try WAVReader.read(from: after, path: "memo.wav")
    #expect(file.metadata == metadata)
    #expect(file.chunks.map(\.id) == ["fmt ", "odd ", "pad ", "LIST", "data"])
    #expect(try everythingButTheMetadata(after) == everythingButTheMetadata(bytes))
  }

  @Test func bigEndianRIFXKeepsItsByteOrder() throws {
    let path = folder.path("rifx.wav")
    try Sox.run(["-n", "-B", "-r", "8000", "-b", "16", path, "synth", "0.1", "sine", "440"])
    let before = try folder.read(path)

    try WAVMetadataWriter.write(WAVMetadata(title: "Gros boutiste"), toFileAt: path)

    let after = try folder.read(path)
    #expect(try WAVReader.read(path: path).metadata.title == "Gros boutiste")
    #expect(riffSize(after, bigEndian: true) == after.count - 8)
    #expect(try everythingButTheMetadata(after) == everythingButTheMetadata(before))
    #expect(try Sox.info("s", path) == "800")
  }

  @Test func rf64UpdatesTheSizeInDS64() throws {
    let format = WAVFormat(encoding: .float, sampleRate: 1000, channels: 1, bitsPerSample: 32)
    let audio = [UInt8](repeating: 3, count: 400)
    let path = try folder.write(
      WAVEncoder.encode(format: format, audio: audio, container: .rf64), to: "rf64.wav")

    try WAVMetadataWriter.write(WAVMetadata(date: "2025-01-02"), toFileAt: path)

    let after = try folder.read(path)
    let file = try WAVReader.read(path: path)
    #expect(file.metadata.date == "2025-01-02")
    #expect(Array(after[Int(file.dataOffset)..<Int(file.dataOffset) + 400]) == audio)
    let ds64RIFFSize = after[20..<28].reversed().reduce(0) { $0 << 8 | Int($1) }
    #expect(ds64RIFFSize == after.count - 8)
    #expect(Array(after[4..<8]) == [0xFF, 0xFF, 0xFF, 0xFF])
  }

  @Test func keepsTheFilePermissions() throws {
    let bytes = HandMade.file(
      HandMade.chunk("fmt ", HandMade.fmt()), HandMade.chunk("data", [0, 0]))
    let path = try folder.write(bytes, to: "memo.wav")
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)

    try WAVMetadataWriter.write(WAVMetadata(title: "t"), toFileAt: path)

    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect(attributes[.posixPermissions] as? Int == 0o640)
  }

  @Test(arguments: [
    (
      Array(
        HandMade.file(
          HandMade.chunk("fmt ", HandMade.fmt()),
          HandMade.chunk("data", [UInt8](repeating: 1, count: 100))
        ).prefix(60)),
      "memo.wav: error: metadata not written: it is truncated (the file ends before its audio "
        + "does); the file is unchanged"
    ),
    (
      Array("just some text, not audio".utf8),
      "memo.wav: error: not a WAV file: it starts with \"just\", not RIFF, RIFX or RF64"
    ),
    (
      HandMade.file(HandMade.chunk("fmt ", HandMade.fmt(channels: 0)), HandMade.chunk("data", [])),
      "memo.wav: error: the WAV header contradicts itself: 'fmt ' says the audio has 0 channels"
    ),
  ])
  func refusesFilesItCannotReadAndLeavesThemUntouched(bytes: [UInt8], message: String) throws {
    let path = try folder.write(bytes, to: "memo.wav")

    #expect {
      try WAVMetadataWriter.write(WAVMetadata(title: "t"), toFileAt: path)
    } throws: { error in
      "\(error)" == message.replacingOccurrences(of: "memo.wav", with: path)
    }
    #expect(try folder.read(path) == bytes)
    #expect(try folder.names() == ["memo.wav"])
  }

  @Test func leftoversOfDeadProcessesAreRemovedAndLiveOnesKept() throws {
    try folder.write([1], to: "memo.wav")
    // NB: Process IDs above the kernel's limit (4,194,304 at most) never belong to a process.
    let dead = try folder.write([1, 2], to: ".memo.wav.99999999\(AtomicFile.temporarySuffix)")
    let live = AtomicFile.temporaryPath(for: folder.path("other.wav"), processID: 1)
    try folder.write([3], to: URL(fileURLWithPath: live).lastPathComponent)
    try folder.write([4], to: ".notes.tmp")

    let removed = AtomicFile.removeLeftovers(inFolder: folder.url.path)

    #expect(removed == [dead])
    #expect(try folder.names() == [".notes.tmp", ".other.wav.1.tmp-wav", "memo.wav"])
  }
}

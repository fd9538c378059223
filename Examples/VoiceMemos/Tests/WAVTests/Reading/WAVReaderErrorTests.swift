import Foundation
import Testing
import WAV

/// Files the reader refuses, each with a one-line error that names the file.
@Suite struct WAVReaderErrorTests {
  func error(_ bytes: [UInt8]) -> WAVError? {
    do {
      _ = try WAVReader.read(from: bytes, path: "memo.wav")
      return nil
    } catch {
      return error
    }
  }

  // NB: typed, so that the compiler does not search every meaning of the literals and `+`.
  @Test(
    arguments: [
      ([UInt8](), "memo.wav: error: not a WAV file: the file is empty"),
      (Array("RIFF".utf8), "memo.wav: error: not a WAV file: it is only 4 bytes"),
      (
        Array("ID3\u{03}\0\0\0\0\0\0\0\0MP3 frames".utf8),
        "memo.wav: error: not a WAV file: it starts with \"ID3\\x03\", not RIFF, RIFX or RF64"
      ),
      (
        Array(HandMade.file(HandMade.chunk("fmt ", HandMade.fmt())).prefix(8))
          + Array("AVI LIST".utf8),
        "memo.wav: error: not a WAV file: it is a RIFF file of type \"AVI \", not WAVE"
      ),
    ] as [([UInt8], String)])
  func notAWAVFile(bytes: [UInt8], message: String) {
    #expect(error(bytes)?.description == message)
  }

  @Test func noFormatChunk() {
    let bytes = HandMade.file(HandMade.chunk("data", [0, 0]))
    #expect(error(bytes) == .missingChunk(path: "memo.wav", chunk: "fmt "))
    #expect(
      error(bytes)?.description
        == "memo.wav: error: not a usable WAV file: it has no 'fmt ' chunk")
  }

  @Test func noDataChunk() {
    let bytes = HandMade.file(HandMade.chunk("fmt ", HandMade.fmt()), HandMade.info([]))
    #expect(error(bytes) == .missingChunk(path: "memo.wav", chunk: "data"))
  }

  @Test func rf64WithoutDS64() {
    let bytes = HandMade.file(
      magic: "RF64", HandMade.chunk("fmt ", HandMade.fmt()), HandMade.chunk("data", [0, 0]))
    #expect(error(bytes) == .missingChunk(path: "memo.wav", chunk: "ds64"))
  }

  @Test func aChunkBeforeTheAudioThatRunsPastTheEnd() {
    let bytes = HandMade.file(
      HandMade.chunk("fmt ", HandMade.fmt()), HandMade.chunk("bext", [1, 2], size: 5000))
    #expect(
      error(bytes)?.description
        == "memo.wav: error: damaged WAV file: the 'bext' chunk at byte 36 claims 5000 bytes, "
        + "but the file ends 2 bytes after its header")
  }

  @Test func aFormatChunkCutShort() {
    let bytes = Array(HandMade.file(HandMade.chunk("fmt ", HandMade.fmt())).prefix(30))
    #expect(
      error(bytes)?.description
        == "memo.wav: error: damaged WAV file: the file ends inside its 'fmt ' chunk")
  }

  @Test func garbageWhereAChunkShouldStart() {
    let bytes = HandMade.file(
      HandMade.chunk("fmt ", HandMade.fmt()), [0xDE, 0xAD, 0xBE, 0xEF, 0, 0, 0, 0],
      HandMade.chunk("data", [0, 0]))
    #expect(
      error(bytes)?.description
        == "memo.wav: error: damaged WAV file: \"\\xDE\\xAD\\xBE\\xEF\" at byte 36 where a chunk "
        + "should start")
  }

  @Test(arguments: [
    (
      HandMade.fmt(channels: 2, bits: 16, blockAlign: 3),
      "a frame of 2 16-bit samples takes 4 bytes, but 'fmt ' says 3"
    ),
    (HandMade.fmt(channels: 0), "'fmt ' says the audio has 0 channels"),
    (HandMade.fmt(rate: 0), "'fmt ' says 0 samples per second"),
    (HandMade.fmt(tag: 3, bits: 24), "float samples cannot be 24 bits"),
    (HandMade.fmt(tag: 7, bits: 16), "mu-law samples cannot be 16 bits"),
    (HandMade.fmt(bits: 0), "PCM samples cannot be 0 bits"),
    (HandMade.fmt(bits: 72, blockAlign: 9), "PCM samples cannot be 72 bits"),
    (
      HandMade.extensible(container: 16, valid: 24),
      "24 valid bits do not fit in a 16-bit container"
    ),
  ])
  func contradictoryFormat(body: [UInt8], detail: String) {
    let bytes = HandMade.file(HandMade.chunk("fmt ", body), HandMade.chunk("data", [0, 0]))
    #expect(error(bytes) == .contradiction(path: "memo.wav", detail: detail))
  }

  @Test func twoDisagreeingFormatChunks() {
    let bytes = HandMade.file(
      HandMade.chunk("fmt ", HandMade.fmt(rate: 8000)),
      HandMade.chunk("fmt ", HandMade.fmt(rate: 44100)), HandMade.chunk("data", [0, 0]))
    #expect(
      error(bytes)
        == .contradiction(path: "memo.wav", detail: "it has two 'fmt ' chunks that disagree"))
  }

  @Test func twoDataChunks() {
    let bytes = HandMade.file(
      HandMade.chunk("fmt ", HandMade.fmt()), HandMade.chunk("data", [0, 0]),
      HandMade.chunk("data", [0, 0]))
    #expect(error(bytes) == .contradiction(path: "memo.wav", detail: "it has two 'data' chunks"))
  }

  @Test func unsupportedEncodings() {
    let adpcm = HandMade.file(
      HandMade.chunk("fmt ", HandMade.fmt(tag: 2, bits: 4, blockAlign: 1)),
      HandMade.chunk("data", [0, 0]))
    #expect(
      error(adpcm)?.description
        == "memo.wav: error: unsupported WAV encoding: format tag 0x2; PCM, float, mu-law and "
        + "A-law can be read")
    let oddGUID = HandMade.file(
      HandMade.chunk("fmt ", HandMade.extensible(guidTail: [1, 2, 3, 4, 5, 6, 7, 8])),
      HandMade.chunk("data", [0, 0]))
    #expect(
      error(oddGUID)
        == .unsupported(
          path: "memo.wav",
          detail: "WAVE_FORMAT_EXTENSIBLE with sub-format 01000000000010000102030405060708"))
  }

  @Test func missingFilesAndFoldersNameThePath() throws {
    let folder = try WAVFolder()
    let missing = folder.path("none.wav")
    #expect(throws: WAVError.unreadable(path: missing, reason: "No such file or directory")) {
      try WAVReader.read(path: missing)
    }
    #expect(throws: WAVError.unreadable(path: folder.url.path, reason: "it is a folder")) {
      try WAVReader.read(path: folder.url.path)
    }
  }

  /// Random bytes, and real files with random bytes changed, never crash the reader: it
  /// reads them or throws, and what it reads stays within the file.
  @Test func garbageNeverCrashes() throws {
    let valid = HandMade.file(
      HandMade.chunk("fmt ", HandMade.extensible()),
      HandMade.info([("INAM", HandMade.text("t"))]),
      HandMade.chunk("data", [UInt8](repeating: 0, count: 24)))
    var generator = SeededGenerator(seed: 17)
    for round in 0..<3000 {
      var bytes: [UInt8]
      if round % 3 == 0 {
        bytes = generator.bytes(Int.random(in: 0...80, using: &generator))
        if round % 2 == 0 { bytes = Array("RIFF".utf8) + bytes }
      } else {
        bytes = valid
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
          bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(
            in: 0...255, using: &generator)
        }
        bytes.removeLast(Int.random(in: 0...20, using: &generator))
      }
      if let file = try? WAVReader.read(from: bytes, path: "fuzz.wav") {
        #expect(file.dataOffset + file.dataSize <= UInt64(bytes.count), "round \(round)")
        #expect(file.chunks.allSatisfy { $0.offset < UInt64(bytes.count) }, "round \(round)")
      }
    }
  }
}

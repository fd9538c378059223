import Foundation
import TemporaryFolders
import Testing
import VoiceMemosCore
import WAV

/// The folder on disk, with real WAV files.
@Suite struct MemoFolderTests {
  let folder: MemoFolder
  let format = WAVFormat(encoding: .pcm, sampleRate: 8000, channels: 1, bitsPerSample: 16)

  init() throws {
    let url = TemporaryFolder.url("MemoFolderTests")
    folder = MemoFolder(path: url.path)
    try folder.prepare()
  }

  func write(_ name: String, seconds: Double = 0.5, metadata: WAVMetadata = WAVMetadata()) throws {
    let audio = [UInt8](repeating: 0, count: Int(seconds * 8000) * 2)
    let bytes = WAVEncoder.encode(format: format, audio: audio, metadata: metadata)
    try Data(bytes).write(to: URL(fileURLWithPath: folder.path(of: name)))
  }

  func names(_ path: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }

  @Test func listsWAVFilesNewestFirstAndReportsUnreadableOnes() throws {
    try write("b.wav", metadata: WAVMetadata(title: "Older", date: "2023-01-01"))
    try write("a.wav", seconds: 1.5, metadata: WAVMetadata(date: "2024-06-01 10:00"))
    try write("c.WAV", metadata: WAVMetadata(date: "2024-06-01 09:00"))
    try Data("not audio".utf8).write(to: URL(fileURLWithPath: folder.path(of: "broken.wav")))
    try Data("notes".utf8).write(to: URL(fileURLWithPath: folder.path(of: "notes.txt")))
    try write(".hidden.wav")

    let listing = try folder.load()

    #expect(listing.memos.map(\.fileName) == ["a.wav", "c.WAV", "b.wav"])
    #expect(listing.memos.map(\.duration) == [1.5, 0.5, 0.5])
    #expect(listing.memos[2].displayTitle == "Older")
    #expect(listing.memos[0].format == "PCM 16-bit, 8000 Hz, 1 channel")
    #expect(
      listing.problems == [
        "\(folder.path(of: "broken.wav")): error: not a WAV file: it starts with \"not \", not "
          + "RIFF, RIFX or RF64"
      ])
  }

  @Test func deletedMemosGoToTheTrashWithoutReplacingAnother() throws {
    try write("memo.wav", seconds: 0.25)
    try folder.moveToTrash("memo.wav")
    try write("memo.wav", seconds: 0.5)

    try folder.moveToTrash("memo.wav")

    #expect(try names(folder.path) == [".trash"])
    #expect(try names(folder.trashPath) == ["memo 2.wav", "memo.wav"])
    #expect(try WAVReader.read(path: folder.trashPath + "/memo.wav").duration == 0.25)
  }

  @Test func renameAddsTheExtensionAndNeverOverwrites() throws {
    try write("a.wav")
    try write("b.wav", seconds: 1)

    #expect(try folder.rename("a.wav", to: "Monday standup") == "Monday standup.wav")
    #expect(throws: MemoFolderError.alreadyExists(path: folder.path(of: "b.wav"))) {
      try folder.rename("Monday standup.wav", to: "b.wav")
    }
    #expect(throws: MemoFolderError.invalidName(name: "../x")) {
      try folder.rename("b.wav", to: "../x")
    }
    #expect(try names(folder.path) == ["Monday standup.wav", "b.wav"])
    #expect(try WAVReader.read(path: folder.path(of: "b.wav")).duration == 1)
  }

  @Test func prepareRemovesLeftoversOfKilledWrites() throws {
    try write("memo.wav")
    let leftover = folder.path(of: ".memo.wav.99999999\(AtomicFile.temporarySuffix)")
    try Data([1]).write(to: URL(fileURLWithPath: leftover))

    #expect(try folder.prepare() == [leftover])
    #expect(try names(folder.path) == ["memo.wav"])
  }

  @Test func aGeneratedToneIsARealRecordingThatNeverReplacesAFile() throws {
    let path = folder.path(of: "tone.wav")
    try ToneGenerator.write(2, WAVMetadata(date: "2024-05-17"), to: path)

    let file = try WAVReader.read(path: path)
    #expect(file.duration == 2)
    #expect(file.metadata.date == "2024-05-17")
    #expect(throws: WAVError.self) { try ToneGenerator.write(1, WAVMetadata(), to: path) }
    #expect(try WAVReader.read(path: path).duration == 2)
    #expect(try names(folder.path) == ["tone.wav"])
  }
}

import Foundation
import TemporaryFolders
import Testing
import VoiceMemosCore
import WAV

/// The live player and recorder against stand-ins for `aplay` and `arecord`: shell scripts
/// that log their arguments and the signal that stopped them, so the tests run on machines
/// without ALSA's tools or a sound card.
@Suite struct AudioClientsTests {
  let folder: URL

  init() throws {
    folder = try TemporaryFolder.folder("AudioClientsTests")
  }

  /// A script at `name` in the folder running `body`; `$LOG` is the log file.
  func program(_ name: String, _ body: String) throws -> (SystemProgram, String) {
    let log = folder.appendingPathComponent("\(name).log").path
    let path = folder.appendingPathComponent(name).path
    try "#!/bin/sh\nLOG='\(log)'\n\(body)\n".write(toFile: path, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    return (SystemProgram(path: path), log)
  }

  func read(_ log: String) -> String {
    (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
  }

  @Test func thePlayerRunsAplayQuietlyOnTheFile() async throws {
    let (aplay, log) = try program("aplay", #"echo "$@" > "$LOG""#)
    let player = AudioPlayerClient.aplay(aplay)

    try await player.play("/memos/standup.wav", 12)

    #expect(player.output == .aplay)
    #expect(read(log) == "-q /memos/standup.wav\n")
  }

  @Test func theRecorderRunsArecordUntilStoppedWithSIGINT() async throws {
    let (arecord, log) = try program(
      "arecord",
      """
      echo "$@" > "$LOG"
      trap 'echo stopped by INT >> "$LOG"; exit 1' INT
      i=0; while [ $i -lt 600 ]; do sleep 0.1; i=$((i+1)); done
      """)
    let recorder = AudioRecorderClient.arecord(arecord)
    #expect(recorder.source == .arecord)

    let recording = Task { try await recorder.record("/memos/new.wav") }
    while !read(log).hasSuffix("new.wav\n") { try await Task.sleep(for: .milliseconds(10)) }
    await recorder.stop()

    try await recording.value
    #expect(read(log) == "-q -f cd -t wav /memos/new.wav\nstopped by INT\n")
  }

  @Test func withoutARecorderAToneIsWritten() async throws {
    let recorder = AudioRecorderClient.toneOnly
    let path = folder.appendingPathComponent("tone.wav").path

    try await recorder.recordTone(path, 2, WAVMetadata(date: "2024-05-17 09:30:00"))

    let file = try WAVReader.read(path: path)
    #expect(recorder.source == .none)
    #expect(file.duration == 2)
    #expect(
      file.format == WAVFormat(encoding: .pcm, sampleRate: 16000, channels: 1, bitsPerSample: 16))
    #expect(file.metadata.date == "2024-05-17 09:30:00")
    await #expect(throws: SystemProgramError.self) { try await recorder.record(path) }
  }
}

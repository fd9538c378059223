import ExampleTesting
import Foundation
import TemporaryFolders
import Testing
import WAV

/// Runs the built `voice-memos` program as a user or a script would.
@Suite struct VoiceMemosEndToEndTests {
  let program: BuiltProgram
  let folder: URL

  init() throws {
    program = try BuiltProgram("voice-memos")
    folder = try TemporaryFolder.folder("VoiceMemosEndToEndTests")
  }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  func write(_ bytes: [UInt8], _ name: String) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path(name)))
  }

  func bytes(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: path(name))))
  }

  func tone(seconds: Double, rate: UInt32 = 8000, metadata: WAVMetadata = WAVMetadata()) -> [UInt8]
  {
    let format = WAVFormat(encoding: .pcm, sampleRate: rate, channels: 1, bitsPerSample: 16)
    let audio = (0..<Int(seconds * Double(rate)) * 2).map { UInt8(truncatingIfNeeded: $0 * 7) }
    return WAVEncoder.encode(format: format, audio: audio, metadata: metadata)
  }

  @Test func infoPrintsTextAndJSONAndNamesUnreadableFiles() async throws {
    try write(
      tone(seconds: 0.5, metadata: WAVMetadata(title: "Standup \"Mon\"", date: "2024-05-17")),
      "a.wav")
    try write(Array(tone(seconds: 1).prefix(44 + 4000)), "cut.wav")
    try write(Array("ID3 not a wav".utf8), "song.wav")
    let text = try await program.run(
      ["info"] + ["a.wav", "cut.wav", "song.wav", "missing.wav"].map(path))
    let json = try await program.run(["info", "--format", "json", path("a.wav"), path("cut.wav")])
    let folder = folder.path + "/"

    #expect(
      text.output.replacingOccurrences(of: folder, with: "") == """
        a.wav: PCM 16-bit, 8000 Hz, 1 channel, 4000 frames, 0.500 s
          title: Standup "Mon"
          date: 2024-05-17
        cut.wav: PCM 16-bit, 8000 Hz, 1 channel, 2000 frames, 0.250 s [truncated: the file ends \
        before its audio does]

        """)
    #expect(
      text.errors.replacingOccurrences(of: folder, with: "") == """
        song.wav: error: not a WAV file: it starts with "ID3 ", not RIFF, RIFX or RF64
        missing.wav: error: cannot read the file: No such file or directory

        """)
    #expect(text.status == 1)
    #expect(
      json.output.replacingOccurrences(of: folder, with: "") == """
        [
        {"file":"a.wav","container":"RIFF","format":"PCM","sampleRate":8000,"channels":1,\
        "bitsPerSample":16,"frames":4000,"duration":0.5,"title":"Standup \\"Mon\\"",\
        "date":"2024-05-17","comment":null,"truncated":false},
        {"file":"cut.wav","container":"RIFF","format":"PCM","sampleRate":8000,"channels":1,\
        "bitsPerSample":16,"frames":2000,"duration":0.25,"title":null,"date":null,"comment":null,\
        "truncated":true}
        ]

        """)
    #expect(json.status == 0)
    let decoded = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]]
    #expect(decoded?.count == 2)
  }

  @Test func infoOnManyFilesKeepsTheirOrder() async throws {
    // NB: Enough files for the reading to be shared between threads.
    var names: [String] = []
    for index in 0..<300 {
      let name = "m\(index).wav"
      if index % 37 == 5 {
        try write(Array("junk".utf8), name)
      } else {
        try write(
          tone(seconds: Double(index % 7 + 1) / 8, metadata: WAVMetadata(title: "#\(index)")), name)
      }
      names.append(path(name))
    }

    let result = try await program.run(["info", "--format", "json"] + names)

    let decoded = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
    let expected = (0..<300).filter { $0 % 37 != 5 }
    #expect(decoded.compactMap { $0["title"] as? String } == expected.map { "#\($0)" })
    #expect(decoded.compactMap { $0["frames"] as? Int } == expected.map { ($0 % 7 + 1) * 1000 })
    #expect(result.errors.split(separator: "\n").count == 300 - expected.count)
    #expect(result.status == 1)
  }

  @Test func infoArgumentsOutsideThePlainFormGoToArgumentParser() async throws {
    try write(tone(seconds: 0.25), "-odd.wav")

    let afterDashes = try await program.run(["info", "--format=json", "--", path("-odd.wav")])
    let badFormat = try await program.run(["info", "--format", "yaml", path("-odd.wav")])
    let noFiles = try await program.run(["info"])

    #expect(afterDashes.status == 0)
    #expect(afterDashes.output.contains("\"frames\":2000"))
    #expect(badFormat.status != 0)
    #expect(
      badFormat.errors.hasPrefix("Error: The value 'yaml' is invalid for '--format <format>'"))
    #expect(noFiles.status != 0)
    #expect(noFiles.errors.hasPrefix("Error: Missing expected argument '<FILE> ...'"))
  }

  @Test func setCommandsWriteInPlaceAndInfoReadsThemBack() async throws {
    let original = tone(seconds: 0.25)
    try write(original, "memo.wav")

    #expect(try await program.run(["set-title", path("memo.wav"), "Réunion — 会議"]).status == 0)
    #expect(try await program.run(["set-date", path("memo.wav"), "2024-05-17 09:30"]).status == 0)
    #expect(try await program.run(["set-comment", path("memo.wav"), "line\twith tab"]).status == 0)

    let file = try WAVReader.read(path: path("memo.wav"))
    #expect(
      file.metadata
        == WAVMetadata(title: "Réunion — 会議", date: "2024-05-17 09:30", comment: "line\twith tab"))
    let after = try bytes("memo.wav")
    #expect(
      Array(after[Int(file.dataOffset)...]) == Array(original[44...]), "the audio is untouched")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["memo.wav"])

    #expect(try await program.run(["set-title", path("memo.wav"), ""]).status == 0)
    #expect(try WAVReader.read(path: path("memo.wav")).metadata.title == nil)
  }

  @Test func setCommandsRefuseBadInputAndLeaveFilesAlone() async throws {
    let truncated = Array(tone(seconds: 1).prefix(100))
    try write(truncated, "cut.wav")
    try write(tone(seconds: 0.25), "memo.wav")

    let refused = try await program.run(["set-title", path("cut.wav"), "x"])
    let badDate = try await program.run(["set-date", path("memo.wav"), "2024-02-30"])

    #expect(refused.status == 1)
    #expect(
      refused.errors
        == "\(path("cut.wav")): error: metadata not written: it is truncated (the file ends before "
        + "its audio does); the file is unchanged\n")
    #expect(try bytes("cut.wav") == truncated)
    #expect(badDate.status != 0)
    #expect(badDate.errors.hasPrefix("Error: '2024-02-30' is not a date; write YYYY-MM-DD"))
    #expect(try bytes("memo.wav") == tone(seconds: 0.25))
  }

  @Test func scriptedAppRecordsEditsPlaysRenamesAndDeletes() async throws {
    try write(
      tone(seconds: 1.5, metadata: WAVMetadata(title: "Old", date: "2020-01-01")), "old.wav")
    try write([1, 2, 3], "broken.wav")
    let script = """
      tone 1
      record
      open 1
      title First memo
      date 2021-13-01
      comment Recorded by a test
      rename first
      close
      play 2
      open 9
      delete 1
      stop
      quit

      """

    let result = try await program.run(
      ["--folder", folder.path, "--player", "silent", "--recorder", "tone"], input: script)

    let output = result.output.replacingOccurrences(
      of: #"memo-\d{8}-\d{6}"#, with: "memo-TIME", options: .regularExpression
    ).replacingOccurrences(
      of: #"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}"#, with: "NOW", options: .regularExpression)
    let broken = "unreadable: \(path("broken.wav")): error: not a WAV file: it is only 3 bytes"
    #expect(
      output == """
        memos: 1 · recorder: none found, records a 3 s tone
        1. Old · 0:01.5 · 2020-01-01 · old.wav
        \(broken)
        > tone 1
        memos: 1 · recorder: none found, records a 1 s tone
        1. Old · 0:01.5 · 2020-01-01 · old.wav
        \(broken)
        > record
        memos: 2 · recorder: none found, records a 1 s tone
        1. memo-TIME · 0:01.0 · NOW
        2. Old · 0:01.5 · 2020-01-01 · old.wav
        \(broken)
        > open 1
        memos: 2 · recorder: none found, records a 1 s tone
        1. memo-TIME · 0:01.0 · NOW
        2. Old · 0:01.5 · 2020-01-01 · old.wav
        \(broken)
        open: memo-TIME.wav
          title: (none)
          date: NOW
          comment: (none)
          format: PCM 16-bit, 16000 Hz, 1 channel · 0:01.0
        > title First memo
        memos: 2 · recorder: none found, records a 1 s tone
        1. First memo · 0:01.0 · NOW · memo-TIME.wav
        2. Old · 0:01.5 · 2020-01-01 · old.wav
        \(broken)
        open: memo-TIME.wav
          title: First memo
          date: NOW
          comment: (none)
          format: PCM 16-bit, 16000 Hz, 1 channel · 0:01.0
        > date 2021-13-01
        memos: 2 · recorder: none found, records a 1 s tone
        1. First memo · 0:01.0 · NOW · memo-TIME.wav
        2. Old · 0:01.5 · 2020-01-01 · old.wav
        \(broken)
        open: memo-TIME.wav
          title: First memo
          date: NOW
          comment: (none)
          format: PCM 16-bit, 16000 Hz, 1 channel · 0:01.0
          error: '2021-13-01' is not a date; write YYYY-MM-DD, optionally with HH:MM[:SS]
        > comment Recorded by a test
        memos: 2 · recorder: none found, records a 1 s tone
        1. First memo · 0:01.0 · NOW · memo-TIME.wav
        2. Old · 0:01.5 · 2020-01-01 · old.wav
        \(broken)
        open: memo-TIME.wav
          title: First memo
          date: NOW
          comment: Recorded by a test
          format: PCM 16-bit, 16000 Hz, 1 channel · 0:01.0
        > rename first
        memos: 2 · recorder: none found, records a 1 s tone
        1. First memo · 0:01.0 · NOW · first.wav
        2. Old · 0:01.5 · 2020-01-01 · old.wav
        \(broken)
        open: first.wav
          title: First memo
          date: NOW
          comment: Recorded by a test
          format: PCM 16-bit, 16000 Hz, 1 channel · 0:01.0
        > close
        memos: 2 · recorder: none found, records a 1 s tone
        1. First memo · 0:01.0 · NOW · first.wav
        2. Old · 0:01.5 · 2020-01-01 · old.wav
        \(broken)
        > play 2
        memos: 2 · recorder: none found, records a 1 s tone
        1. First memo · 0:01.0 · NOW · first.wav
        2. Old · 0:01.5 · 2020-01-01 · old.wav
        \(broken)
        > open 9
        <stdin>:10: error: open: no memo 9; the list shows 1 to 2; usage: open N
        > delete 1
        memos: 1 · recorder: none found, records a 1 s tone
        1. Old · 0:01.5 · 2020-01-01 · old.wav
        \(broken)
        > stop
        <stdin>:12: error: stop: nothing is recording; usage: stop
        > quit

        """)
    #expect(result.status == 1, "two lines failed")
    let file = try WAVReader.read(path: path(".trash/first.wav"))
    #expect(file.metadata.title == "First memo")
    #expect(file.metadata.comment == "Recorded by a test")
    #expect(file.duration == 1)
  }

  /// `kill -9` at any moment of a write leaves the old file or the new one, and the next run
  /// removes the temporary file the killed one left.
  @Test func killedWritesLeaveTheOldOrTheNewFile() async throws {
    let format = WAVFormat(encoding: .pcm, sampleRate: 48000, channels: 2, bitsPerSample: 16)
    // NB: 8 MB, so that copying it takes long enough for some kills to land mid-write.
    let audio = Data(repeating: 0x5A, count: 8_000_000)
    try write(WAVEncoder.encode(format: format, audio: [UInt8](audio)), "memo.wav")
    let url = URL(fileURLWithPath: path("memo.wav"))
    var generator = SystemRandomNumberGenerator()
    for round in 0..<8 {
      let before = try Data(contentsOf: url)
      let title = "round \(round)"
      let process = Process()
      process.executableURL = program.url
      process.arguments = ["set-title", url.path, title]
      try process.run()
      usleep(UInt32.random(in: 0...40_000, using: &generator))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()

      let after = try Data(contentsOf: url)
      let file = try WAVReader.read(path: url.path)
      if after != before {
        #expect(file.metadata.title == title, "round \(round): neither the old nor the new file")
      }
      #expect(after.suffix(from: Int(file.dataOffset)) == audio, "round \(round)")
    }
    // The next start cleans up whatever a killed run left.
    #expect(try await program.run(["set-comment", url.path, "done"]).status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["memo.wav"])
  }
}

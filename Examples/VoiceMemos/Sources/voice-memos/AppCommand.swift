import ArgumentParser
import Foundation
import Kata
import TerminalUI
import VoiceMemosCore

/// `voice-memos [--folder DIR]`: the app, full screen or scripted.
struct AppCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "app",
    abstract: "Manage the memos in a folder (the default command).",
    discussion: """
      Keys: ↑/↓ select, space play/stop, enter open, r record, +/- tone length, d delete, \
      q quit; in a memo: t title, c comment, D date, n rename, d delete, esc back.

      Script commands (one per line, on standard input or in --script FILE; N is the number \
      shown in the list):
      \(VoiceMemosScript.commands(recorder: .none).help)
      """
  )

  @OptionGroup var frontEnd: FrontEndOptions

  @Option(
    name: .customLong("folder"),
    help: ArgumentHelp(
      "The folder of recordings (default: $XDG_DATA_HOME/kata-voice-memos, or "
        + "~/.local/share/kata-voice-memos).", valueName: "DIR"))
  var folder: String?

  @Option(help: "How to play: auto (aplay when installed), aplay, or silent (a timer).")
  var player: PlayerChoice = .auto

  @Option(help: "How to record: auto (arecord when installed), arecord, or tone.")
  var recorder: RecorderChoice = .auto

  enum PlayerChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, aplay, silent
  }

  enum RecorderChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, arecord, tone
  }

  func run() async throws {
    let folder = MemoFolder(path: folder ?? Self.defaultFolder())
    do {
      let removed = try folder.prepare()
      for path in removed {
        TerminalOutput.writeError("removed \(path), left by an interrupted write\n")
      }
    } catch {
      TerminalOutput.writeError("\(error)\n")
      throw ExitCode(1)
    }
    let audioPlayer = try chosenPlayer()
    let audioRecorder = try chosenRecorder()
    let status = await withDependencies {
      $0.audioPlayer = audioPlayer
      $0.audioRecorder = audioRecorder
      $0.memoFiles = .liveValue
    } operation: {
      await Self.main(folder: folder.path, frontEnd: frontEnd)
    }
    if status != 0 { throw ExitCode(status) }
  }

  func chosenPlayer() throws -> AudioPlayerClient {
    switch player {
    case .auto: return .liveValue
    case .silent: return .silent
    case .aplay:
      guard let aplay = SystemProgram.find("aplay") else {
        throw ValidationError("--player aplay: aplay is not installed (Debian: alsa-utils)")
      }
      return .aplay(aplay)
    }
  }

  func chosenRecorder() throws -> AudioRecorderClient {
    switch recorder {
    case .auto: return .liveValue
    case .tone: return .toneOnly
    case .arecord:
      guard let arecord = SystemProgram.find("arecord") else {
        throw ValidationError("--recorder arecord: arecord is not installed (Debian: alsa-utils)")
      }
      return .arecord(arecord)
    }
  }

  /// `$XDG_DATA_HOME/kata-voice-memos`, or `~/.local/share/kata-voice-memos`.
  static func defaultFolder(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
      return xdg + "/kata-voice-memos"
    }
    let home = environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path
    return home + "/.local/share/kata-voice-memos"
  }

  @MainActor
  static func main(folder: String, frontEnd options: FrontEndOptions) async -> Int32 {
    @Dependency(\.audioRecorder) var audioRecorder
    let store = Store(initialState: VoiceMemos.State(recorder: audioRecorder.source)) {
      VoiceMemos(folder: folder)
    }
    // NB: The listing is read before the first frame or script line, so both start from it.
    await store.send(.onAppear).finish()
    let frontEnd = FrontEnd(
      store: store,
      commands: VoiceMemosScript.commands(recorder: audioRecorder.source),
      action: VoiceMemosScript.action,
      describe: VoiceMemosView.describe
    )
    return await frontEnd.run(options: options) { () throws(TerminalError) in
      let screen = VoiceMemosScreen(store: store, style: Style.detect())
      try await screen.run()
    }
  }
}

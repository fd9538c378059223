import ArgumentParser

/// `voice-memos`: a manager for a folder of WAV recordings, and tools for scripts.
@main
struct VoiceMemosCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "voice-memos",
    abstract: "Voice memos built with Kata: list, play, record and tag a folder of WAV files.",
    subcommands: [
      AppCommand.self, InfoCommand.self, SetTitleCommand.self, SetDateCommand.self,
      SetCommentCommand.self,
    ],
    defaultSubcommand: AppCommand.self
  )
}

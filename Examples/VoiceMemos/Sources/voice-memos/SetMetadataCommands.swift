import ArgumentParser
import Foundation
import VoiceMemosCore
import WAV

/// Writes one metadata field of a WAV file in place, leaving every other byte as it was.
enum MetadataField {
  case title, date, comment

  /// Sets the field of `path` to `value` (an empty value removes it).
  func write(_ value: String, to path: String) throws {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    AtomicFile.removeLeftovers(inFolder: folder)
    do {
      var metadata = try WAVReader.read(path: path).metadata
      let value = value.isEmpty ? nil : value
      switch self {
      case .title: metadata.title = value
      case .date: metadata.date = value
      case .comment: metadata.comment = value
      }
      try WAVMetadataWriter.write(metadata, toFileAt: path)
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      throw ExitCode(1)
    }
  }
}

/// `voice-memos set-title FILE TITLE`.
struct SetTitleCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "set-title", abstract: "Set a WAV file's title (INAM); an empty title removes it.")

  @Argument(help: ArgumentHelp("The WAV file.", valueName: "FILE")) var file: String
  @Argument(help: ArgumentHelp("The new title.", valueName: "TITLE")) var title: String

  func run() throws { try MetadataField.title.write(title, to: file) }
}

/// `voice-memos set-date FILE DATE`.
struct SetDateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "set-date",
    abstract: "Set a WAV file's date (ICRD): YYYY-MM-DD, optionally with HH:MM[:SS].")

  @Argument(help: ArgumentHelp("The WAV file.", valueName: "FILE")) var file: String
  @Argument(help: ArgumentHelp("The new date; empty removes it.", valueName: "DATE"))
  var date: String

  func validate() throws {
    guard date.isEmpty || MemoDate.parse(date) != nil else {
      throw ValidationError(
        "'\(date)' is not a date; write YYYY-MM-DD, optionally with a time (2024-05-17 09:30)")
    }
  }

  func run() throws { try MetadataField.date.write(date, to: file) }
}

/// `voice-memos set-comment FILE COMMENT`.
struct SetCommentCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "set-comment",
    abstract: "Set a WAV file's comment (ICMT); an empty comment removes it.")

  @Argument(help: ArgumentHelp("The WAV file.", valueName: "FILE")) var file: String
  @Argument(help: ArgumentHelp("The new comment.", valueName: "COMMENT")) var comment: String

  func run() throws { try MetadataField.comment.write(comment, to: file) }
}

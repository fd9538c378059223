import Foundation
import WAV

/// One recording in the folder: its file, what its header says, and its metadata.
public struct Memo: Equatable, Identifiable, Codable, Sendable {
  /// The file's name in the folder, which identifies the memo.
  public var id: String { fileName }
  /// The file's name, such as `memo-2024-05-17-0930.wav`.
  public var fileName: String
  /// The title (`INAM`); the list shows the file name when there is none.
  public var title: String?
  /// The date it was made (`ICRD`), as the file gives it.
  public var date: String?
  /// The comment (`ICMT`).
  public var comment: String?
  /// Seconds of audio present.
  public var duration: Double
  /// `PCM 16-bit, 44100 Hz, 2 channels`.
  public var format: String
  /// Whether the file is shorter than its header says.
  public var isTruncated: Bool
  /// When the file was last changed: the order of memos without a date.
  public var modified: Date

  /// Creates a memo.
  public init(
    fileName: String, title: String? = nil, date: String? = nil, comment: String? = nil,
    duration: Double, format: String = "PCM 16-bit, 8000 Hz, 1 channel", isTruncated: Bool = false,
    modified: Date = Date(timeIntervalSince1970: 0)
  ) {
    self.fileName = fileName
    self.title = title
    self.date = date
    self.comment = comment
    self.duration = duration
    self.format = format
    self.isTruncated = isTruncated
    self.modified = modified
  }

  /// A memo from what the reader found in `fileName`.
  public init(fileName: String, file: WAVFile, modified: Date) {
    let format = file.format
    self.init(
      fileName: fileName, title: file.metadata.title, date: file.metadata.date,
      comment: file.metadata.comment, duration: file.duration,
      format: "\(format.summary), \(format.sampleRate) Hz, \(format.channels) "
        + (format.channels == 1 ? "channel" : "channels"),
      isTruncated: file.isTruncated, modified: modified)
  }

  /// The title, or the file's name without `.wav` when it has none.
  public var displayTitle: String {
    if let title, !title.isEmpty { return title }
    return fileName.hasSuffix(".wav") ? String(fileName.dropLast(4)) : fileName
  }

  /// When the memo was made: its `ICRD` date when that reads as a date, otherwise the time
  /// the file was last changed.
  public var sortDate: Date {
    date.flatMap(MemoDate.parse) ?? modified
  }

  /// The metadata to write for this memo.
  public var metadata: WAVMetadata {
    WAVMetadata(title: title, date: date, comment: comment)
  }
}

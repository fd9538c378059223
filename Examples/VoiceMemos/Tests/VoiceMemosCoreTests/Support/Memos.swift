import Foundation
import VoiceMemosCore

/// Memos for feature tests, with dates far apart so their order is plain.
enum Memos {
  static let standup = Memo(
    fileName: "standup.wav", title: "Standup", date: "2024-05-17", duration: 12.5)
  static let idea = Memo(fileName: "idea.wav", date: "2024-06-01 09:30", duration: 3)
  static let old = Memo(
    fileName: "old.wav", title: "Old", duration: 1, modified: Date(timeIntervalSince1970: 0))
}

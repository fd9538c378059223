import TerminalUI
import VoiceMemosCore

/// How the app reads as plain text, and how its parts look on screen.
enum VoiceMemosView {
  /// The state as plain text: the list, then whatever is open, recording or wrong.
  static func describe(_ state: VoiceMemos.State) -> String {
    let count = state.memos.count
    var lines = ["memos: \(count) · recorder: \(recorderSummary(state))"]
    if state.memos.isEmpty { lines.append("  (no memos)") }
    for (offset, row) in state.memos.enumerated() {
      lines.append("\(offset + 1). \(rowText(row))")
    }
    for problem in state.problems { lines.append("unreadable: \(problem)") }
    if let recording = state.recording {
      lines.append("recording: \(recording.fileName) · \(time(recording.duration))")
    }
    if state.isGeneratingTone { lines.append("recording: generating a tone…") }
    if let detail = state.detail {
      lines += detailLines(detail)
    }
    if let error = state.error { lines.append("error: \(error)") }
    return lines.joined(separator: "\n")
  }

  static func recorderSummary(_ state: VoiceMemos.State) -> String {
    switch state.recorder {
    case .arecord: return "arecord"
    case .none: return "none found, records a \(state.toneLength) s tone"
    }
  }

  /// `Standup · 0:03.0 · 2024-05-17 · memo.wav`, with playback and truncation when there are.
  static func rowText(_ row: VoiceMemo.State) -> String {
    let memo = row.memo
    var parts = [memo.displayTitle, time(memo.duration)]
    if let date = memo.date { parts.append(date) }
    if memo.title != nil { parts.append(memo.fileName) }
    if memo.isTruncated { parts.append("truncated") }
    if case .playing(let progress) = row.mode {
      parts.append("playing \(Int((progress * 100).rounded()))%")
    }
    return parts.joined(separator: " · ")
  }

  static func detailLines(_ detail: MemoDetail.State) -> [String] {
    let memo = detail.memo
    var lines = [
      "open: \(memo.fileName)",
      "  title: \(memo.title ?? "(none)")",
      "  date: \(memo.date ?? "(none)")",
      "  comment: \(memo.comment ?? "(none)")",
      "  format: \(memo.format) · \(time(memo.duration))"
        + (memo.isTruncated ? " · truncated" : ""),
    ]
    if detail.isSaving { lines.append("  saving…") }
    if let error = detail.error { lines.append("  error: \(error)") }
    return lines
  }

  /// `m:ss.t`.
  static func time(_ seconds: Double) -> String {
    let tenths = Int((seconds * 10).rounded(.down))
    let wholeSeconds = tenths / 10
    let secondsText = String(wholeSeconds % 60)
    return "\(wholeSeconds / 60):" + (secondsText.count == 1 ? "0" : "") + secondsText
      + ".\(tenths % 10)"
  }

  /// A progress bar `width` cells wide.
  static func bar(_ progress: Double, width: Int, style: Style) -> String {
    let filled = min(width, max(0, Int((progress * Double(width)).rounded())))
    return style.green(String(repeating: "█", count: filled))
      + style.dim(String(repeating: "░", count: width - filled))
  }
}

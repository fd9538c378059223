import Kata
import TerminalUI
import VoiceMemosCore

/// The interactive app: the list with a selection, a memo's detail, and line editors for its
/// fields.
///
/// The selection and the editor are the screen's own state; everything else is the store's.
@MainActor
final class VoiceMemosScreen {
  private enum Field: Equatable {
    case title, comment, date, fileName

    var label: String {
      switch self {
      case .title: return "Title"
      case .comment: return "Comment"
      case .date: return "Date (YYYY-MM-DD)"
      case .fileName: return "File name"
      }
    }
  }

  private let store: Store<VoiceMemos.State, VoiceMemos.Action>
  private let style: Style
  private var selection = 0
  private var editing: (Field, LineEditor)?

  init(store: Store<VoiceMemos.State, VoiceMemos.Action>, style: Style) {
    self.store = store
    self.style = style
  }

  func run() async throws(TerminalError) {
    let session = InteractiveSession { [unowned self] in self.frame() }
    let subscription = store.observe { _ in session.redraw() }
    defer { subscription.cancel() }
    try await session.run { key in self.handle(key) }
  }

  private func handle(_ key: Key) -> InteractiveSession.Outcome {
    if let (field, editor) = editing {
      var editor = editor
      switch editor.handle(key) {
      case .editing: editing = (field, editor)
      case .cancelled: editing = nil
      case .submitted(let text):
        editing = nil
        switch field {
        case .title: store.send(.detail(.presented(.titleSubmitted(text))))
        case .comment: store.send(.detail(.presented(.commentSubmitted(text))))
        case .date: store.send(.detail(.presented(.dateSubmitted(text))))
        case .fileName: store.send(.detail(.presented(.renameSubmitted(text))))
        }
      }
      return .continue
    }
    if let detail = store.state.detail {
      return handleDetail(key, detail)
    }
    return handleList(key)
  }

  private func handleDetail(_ key: Key, _ detail: MemoDetail.State) -> InteractiveSession.Outcome {
    let memo = detail.memo
    switch key {
    case .escape, .left, .character("q"), .backspace:
      store.send(.detail(.dismiss))
    case .control("c"):
      return .quit
    case .character("t"): editing = (.title, LineEditor(text: memo.title ?? ""))
    case .character("c"): editing = (.comment, LineEditor(text: memo.comment ?? ""))
    case .character("D"): editing = (.date, LineEditor(text: memo.date ?? ""))
    case .character("n"): editing = (.fileName, LineEditor(text: memo.fileName))
    case .character("d"), .delete: store.send(.detail(.presented(.deleteButtonTapped)))
    case .character(" "):
      store.send(.memos(.element(id: memo.id, action: .playButtonTapped)))
    default: break
    }
    return .continue
  }

  private func handleList(_ key: Key) -> InteractiveSession.Outcome {
    let memos = store.state.memos
    selection = min(selection, max(0, memos.count - 1))
    let selected = memos.indices.contains(selection) ? memos[selection] : nil
    switch key {
    case .character("q"), .control("c"), .control("d"), .escape:
      return .quit
    case .up, .character("k"): selection = max(0, selection - 1)
    case .down, .character("j"): selection = min(max(0, memos.count - 1), selection + 1)
    case .character(" "):
      if let selected { store.send(.memos(.element(id: selected.id, action: .playButtonTapped))) }
    case .enter, .right:
      if let selected { store.send(.memoSelected(selected.id)) }
    case .character("d"), .delete:
      if let selected { store.send(.deleteMemo(selected.id)) }
    case .character("r"):
      if store.state.recording != nil {
        store.send(.recording(.stopButtonTapped))
      } else {
        store.send(.recordButtonTapped)
        selection = 0
      }
    case .character("s"):
      if store.state.recording != nil { store.send(.recording(.stopButtonTapped)) }
    case .character("+"), .character("="):
      store.send(.toneLengthChanged(store.state.toneLength + 1))
    case .character("-"):
      store.send(.toneLengthChanged(store.state.toneLength - 1))
    case .character("g"):
      store.send(.onAppear)
    default: break
    }
    return .continue
  }

  private func frame() -> [String] {
    let (rows, columns) = TerminalOutput.size()
    let state = store.state
    var lines = [
      style.bold(" Voice memos ") + style.dim(" \(state.memos.count) in the folder"), "",
    ]
    if let detail = state.detail {
      lines += detailFrame(detail, state: state, width: columns)
    } else {
      lines += listFrame(state, rows: rows, width: columns)
    }
    lines.append("")
    if let (field, editor) = editing {
      lines.append(" \(field.label): " + editor.rendered(style: style))
      lines.append(" " + style.dim("enter save  esc cancel"))
    } else if state.detail != nil {
      lines.append(
        " " + style.dim("t title  c comment  D date  n rename  space play  d delete  esc back"))
    } else {
      lines.append(
        " "
          + style.dim(
            "↑/↓ select  space play  enter open  r record  +/- tone length  d delete  q quit"))
    }
    return lines
  }

  private func listFrame(_ state: VoiceMemos.State, rows: Int, width: Int) -> [String] {
    var lines: [String] = []
    switch state.recorder {
    case .arecord:
      if let recording = state.recording {
        let time = VoiceMemosView.time(recording.duration)
        lines.append(
          " " + style.red("● recording \(time)") + style.dim("  r or s stops")
            + (recording.mode == .encoding ? style.dim("  finishing…") : ""))
      } else {
        lines.append(style.dim(" r records from the microphone with arecord"))
      }
    case .none:
      lines.append(
        " " + style.yellow("No recorder found")
          + style.dim(
            ": arecord is not installed (Debian: alsa-utils). r records a \(state.toneLength) s "
              + "440 Hz tone instead; +/- change its length."))
    }
    if state.isGeneratingTone { lines.append(style.dim(" generating a tone…")) }
    lines.append("")
    let memos = state.memos
    selection = min(selection, max(0, memos.count - 1))
    if memos.isEmpty { lines.append(style.dim("   No memos yet. Press r to record one.")) }
    // NB: Only the rows that fit are drawn.
    let room = max(1, rows - 10)
    let first = min(max(0, selection - room / 2), max(0, memos.count - room))
    for offset in first..<min(memos.count, first + room) {
      let row = memos[offset]
      var text = "\(offset == selection ? ">" : " ") \(offset + 1). " + VoiceMemosView.rowText(row)
      if text.count > width - 1 { text = String(text.prefix(max(1, width - 2))) + "…" }
      lines.append(offset == selection ? style.bold(text) : text)
      if case .playing(let progress) = row.mode {
        lines.append(
          "     " + VoiceMemosView.bar(progress, width: max(10, min(40, width - 10)), style: style))
      }
    }
    for problem in state.problems.prefix(3) { lines.append(" " + style.red(problem)) }
    if let error = state.error { lines.append(" " + style.red(error)) }
    return lines
  }

  private func detailFrame(_ detail: MemoDetail.State, state: VoiceMemos.State, width: Int)
    -> [String]
  {
    var lines = VoiceMemosView.detailLines(detail).map { " " + $0 }
    if let row = state.memos[id: detail.memo.id], case .playing(let progress) = row.mode {
      lines.append(
        "   " + VoiceMemosView.bar(progress, width: max(10, min(40, width - 6)), style: style))
    }
    if let error = state.error { lines.append(" " + style.red(error)) }
    return lines
  }
}

/// A one-line text field driven by keys: typing, ←/→, Home/End, Backspace, Delete.
///
/// ```swift
/// var field = LineEditor(text: "Milk")
/// field.handle(.character("!"))  // .editing, text "Milk!"
/// field.handle(.enter)           // .submitted("Milk!")
/// ```
public struct LineEditor: Sendable, Equatable {
  /// What a key did to the field.
  public enum Event: Sendable, Equatable {
    /// The text or the cursor changed, or nothing happened.
    case editing
    /// Enter: the text is done.
    case submitted(String)
    /// Escape or Ctrl-C: the edit is abandoned.
    case cancelled
  }

  /// The text typed so far.
  public private(set) var text: String
  /// Where the next character goes, as a character offset.
  public private(set) var cursor: Int

  /// Creates a field holding `text`, with the cursor at its end.
  public init(text: String = "") {
    self.text = text
    self.cursor = text.count
  }

  /// Applies one key.
  @discardableResult
  public mutating func handle(_ key: Key) -> Event {
    switch key {
    case .character(let character):
      text.insert(character, at: index(cursor))
      cursor += 1
    case .backspace where cursor > 0:
      text.remove(at: index(cursor - 1))
      cursor -= 1
    case .delete where cursor < text.count:
      text.remove(at: index(cursor))
    case .left: cursor = max(0, cursor - 1)
    case .right: cursor = min(text.count, cursor + 1)
    case .home, .control("a"): cursor = 0
    case .end, .control("e"): cursor = text.count
    case .enter: return .submitted(text)
    case .escape, .control("c"): return .cancelled
    default: break
    }
    return .editing
  }

  /// The text with the cursor shown as a reverse-video cell.
  public func rendered(style: Style) -> String {
    let before = String(text.prefix(cursor))
    let rest = text.dropFirst(cursor)
    let under = rest.first.map(String.init) ?? " "
    let after = String(rest.dropFirst())
    return style.isEnabled ? before + style.inverse(under) + after : before + "_" + after
  }

  private func index(_ offset: Int) -> String.Index {
    text.index(text.startIndex, offsetBy: offset)
  }
}

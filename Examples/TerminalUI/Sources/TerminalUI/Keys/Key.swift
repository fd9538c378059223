/// A key the user pressed.
public enum Key: Equatable, Hashable, Sendable {
  /// A printable character, including a space.
  case character(Character)
  /// A letter pressed with Control, lowercased: Ctrl-C is `.control("c")`.
  case control(Character)
  case up, down, left, right
  case enter, backspace, tab, escape, delete, home, end
}

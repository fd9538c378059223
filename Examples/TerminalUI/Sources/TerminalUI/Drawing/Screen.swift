/// A full-screen view that redraws only when what it shows changes.
///
/// ``enter()`` switches to the terminal's alternate screen and hides the cursor;
/// ``RawMode/restore()``, which runs on every way out, switches back, leaving the user's
/// scrollback as it was. ``draw(_:)`` compares the new frame with the last one and writes nothing when they
/// are equal.
@MainActor
public final class Screen {
  private let write: (String) -> Void
  private var lastFrame: [String]?

  /// The number of frames actually written, for tests and curiosity.
  public private(set) var framesDrawn = 0

  /// Creates a screen that writes through `write` (standard output by default).
  public init(write: @escaping (String) -> Void = TerminalOutput.write) {
    self.write = write
  }

  /// Switches to the alternate screen and hides the cursor.
  public func enter() {
    write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J")
    lastFrame = nil
  }

  /// Clears the screen and forgets the last frame, so the next ``draw(_:)`` writes in full:
  /// after a resize, the old frame's layout no longer matches what is on screen.
  public func invalidate() {
    write("\u{1B}[H\u{1B}[2J")
    lastFrame = nil
  }

  /// Draws `lines` from the top-left corner, unless they are what is already on screen.
  ///
  /// - Returns: Whether anything was written.
  @discardableResult
  public func draw(_ lines: [String]) -> Bool {
    guard lines != lastFrame else { return false }
    lastFrame = lines
    framesDrawn += 1
    // NB: Raw mode turns off output post-processing, so each line ends with "\r\n"; "\e[K"
    // clears what a longer previous line left behind, "\e[J" clears rows below the frame.
    var frame = "\u{1B}[H"
    for line in lines {
      frame += line + "\u{1B}[K\r\n"
    }
    frame += "\u{1B}[J"
    write(frame)
    return true
  }
}

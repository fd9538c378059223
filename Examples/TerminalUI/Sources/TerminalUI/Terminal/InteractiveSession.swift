import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The full-screen key loop every example's interactive mode runs.
///
/// It takes over the terminal (raw mode, alternate screen), draws the frame that `draw`
/// returns, hands each key to `handle`, and redraws when ``redraw()`` is called (an example
/// calls it from its store observer) or after a key. The frame is only written when it
/// changed. The terminal is restored when the loop ends, and on any other way out through
/// ``RawMode``.
@MainActor
public final class InteractiveSession {
  /// What to do after a key.
  public enum Outcome: Sendable {
    /// Keep reading keys.
    case `continue`
    /// Leave the program.
    case quit
  }

  private let screen: Screen
  private let draw: () -> [String]

  /// Creates a session that shows what `draw` returns.
  public init(screen: Screen = Screen(), draw: @escaping () -> [String]) {
    self.screen = screen
    self.draw = draw
  }

  /// Draws the current frame if it differs from the one on screen.
  public func redraw() {
    screen.draw(draw())
  }

  /// Takes over the terminal and runs until `handle` says ``Outcome/quit`` or input closes.
  ///
  /// - Throws: ``TerminalError`` when standard input is not a terminal.
  public func run(handle: (Key) async -> Outcome) async throws(TerminalError) {
    try RawMode.enable()
    screen.enter()
    // NB: Restoring raw mode also leaves the alternate screen and shows the cursor.
    defer { RawMode.restore() }
    redraw()
    // NB: A resize changes what fits on screen without changing the state, so it redraws too.
    let resizes = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
    signal(SIGWINCH, SIG_IGN)
    resizes.setEventHandler { [weak self] in
      MainActor.assumeIsolated {
        self?.screen.invalidate()
        self?.redraw()
      }
    }
    resizes.resume()
    defer { resizes.cancel() }
    for await key in KeyReader.keys() {
      if await handle(key) == .quit { break }
      redraw()
    }
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts the terminal in raw mode and guarantees it is put back.
///
/// Raw mode turns off line buffering and echo so that every key press reaches the program at
/// once. A program that leaves the terminal raw makes the user's shell unusable, so
/// ``enable()`` also arranges for ``restore()`` to run on every way out: a normal exit
/// (`atexit`), an interrupt or termination signal, and a crash (a trap, an abort or a bad
/// memory access), after which the signal is raised again so the process still ends the way
/// it would have.
///
/// ```swift
/// try RawMode.enable()
/// defer { RawMode.restore() }
/// ```
public enum RawMode {
  /// Switches standard input to raw mode.
  ///
  /// - Throws: ``TerminalError/notATerminal`` when standard input is not a terminal, or
  ///   ``TerminalError/systemCall(_:errno:)`` when the terminal refuses the change.
  public static func enable() throws(TerminalError) {
    guard isatty(STDIN_FILENO) == 1 else { throw .notATerminal }
    var original = termios()
    guard tcgetattr(STDIN_FILENO, &original) == 0 else {
      throw .systemCall("tcgetattr", errno: errno)
    }
    savedAttributes.pointee = original
    isRaw.pointee = 1
    installRestorers()

    var raw = original
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 1
      bytes[Int(VTIME)] = 0
    }
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
      isRaw.pointee = 0
      throw .systemCall("tcsetattr", errno: errno)
    }
  }

  /// Puts the terminal back as it was before ``enable()`` and leaves the full-screen view.
  ///
  /// Safe to call more than once and from a signal handler: it only uses async-signal-safe
  /// calls (`tcsetattr`, `write`).
  public static func restore() {
    restoreFromSignal()
  }

  /// Text written on the way out: leave the alternate screen, show the cursor, reset colours.
  static let leaveSequence: [UInt8] = Array("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8)

  // NB: Signal handlers cannot capture context, so the saved state lives in memory that is
  // allocated once and never freed; it is written before the handlers are installed.
  nonisolated(unsafe) static let savedAttributes = UnsafeMutablePointer<termios>.allocate(
    capacity: 1)
  nonisolated(unsafe) static let isRaw: UnsafeMutablePointer<sig_atomic_t> = {
    let pointer = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 1)
    pointer.pointee = 0
    return pointer
  }()
  nonisolated(unsafe) static let leaveBytes: UnsafeMutablePointer<UInt8> = {
    let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: leaveSequence.count)
    pointer.initialize(from: leaveSequence, count: leaveSequence.count)
    return pointer
  }()
  nonisolated(unsafe) static var restorersInstalled = false

  static func restoreFromSignal() {
    guard isRaw.pointee == 1 else { return }
    isRaw.pointee = 0
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, savedAttributes)
    _ = write(STDOUT_FILENO, leaveBytes, leaveSequence.count)
  }

  private static func installRestorers() {
    guard !restorersInstalled else { return }
    restorersInstalled = true
    _ = leaveBytes
    atexit { RawMode.restoreFromSignal() }
    for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
      _ = signal(signalNumber) { received in
        RawMode.restoreFromSignal()
        _exit(128 + received)
      }
    }
    // A crash: restore, then let the default action (core dump, "Trace/breakpoint trap")
    // happen as it would have without us.
    for signalNumber in [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE] {
      _ = signal(signalNumber) { received in
        RawMode.restoreFromSignal()
        _ = signal(received, SIG_DFL)
        _ = raise(received)
      }
    }
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a front end writes, and what it knows about it.
public enum TerminalOutput {
  /// Writes text to standard output at once, without buffering.
  public static func write(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = systemWrite(
          STDOUT_FILENO, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
        if written <= 0 { return }
        offset += written
      }
    }
  }

  /// Writes text to standard error at once.
  public static func writeError(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      _ = systemWrite(STDERR_FILENO, bytes.baseAddress, bytes.count)
    }
  }

  /// Whether standard input is a terminal, so keys can be read one at a time.
  public static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

  /// Whether standard output is a terminal, so colours and cursor movement make sense.
  public static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

  /// The terminal's size in rows and columns, or 24×80 when it cannot be asked.
  public static func size() -> (rows: Int, columns: Int) {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0
    else { return (24, 80) }
    return (Int(size.ws_row), Int(size.ws_col))
  }
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafePointer<UInt8>?, _ count: Int) -> Int
{
  write(descriptor, buffer, count)
}

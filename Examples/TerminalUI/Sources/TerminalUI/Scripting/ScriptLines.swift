import Foundation

/// Where a script's lines come from.
public enum ScriptLines {
  /// The lines of standard input, read on a thread of their own so that effects running on
  /// the main actor are never blocked by a read.
  public static func standardInput() -> AsyncStream<String> {
    AsyncStream { continuation in
      let thread = Thread {
        while let line = readLine(strippingNewline: true) {
          continuation.yield(line)
        }
        continuation.finish()
      }
      thread.start()
    }
  }

  /// The lines of a file.
  ///
  /// - Throws: ``ScriptFileError`` when the file cannot be read as UTF-8 text.
  public static func file(at url: URL) throws(ScriptFileError) -> AsyncStream<String> {
    let text: String
    do {
      text = try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw ScriptFileError(path: url.path)
    }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.hasSuffix("\r") ? $0.dropLast() : $0)
    }
    if lines.last == "" { lines.removeLast() }
    return AsyncStream { continuation in
      for line in lines { continuation.yield(line) }
      continuation.finish()
    }
  }
}

/// A script file that could not be read.
public struct ScriptFileError: Error, Equatable, CustomStringConvertible {
  /// The path that was given.
  public let path: String

  public var description: String {
    "cannot read script '\(path)'; check that the file exists and is UTF-8 text"
  }
}

/// Reads `swiftc -diagnostic-style llvm` output: `file:line:col: error: message` lines,
/// followed by the source line and caret, which are skipped.
package enum CompilerOutputParser {
  /// One diagnostic line.
  package struct Entry: Hashable {
    package var file: String?
    package var line: Int?
    package var column: Int?
    package var severity: String
    package var message: String
  }

  /// The error, warning and note lines of `output`.
  package static func parse(_ output: String) -> [Entry] {
    var entries: [Entry] = []
    for raw in output.split(separator: "\n", omittingEmptySubsequences: true) {
      let line = String(raw)
      if let entry = parseLocated(line) {
        entries.append(entry)
      } else {
        for severity in ["error", "warning", "note"] where line.hasPrefix("\(severity): ") {
          entries.append(
            Entry(
              file: nil, line: nil, column: nil, severity: severity,
              message: String(line.dropFirst(severity.count + 2))))
        }
      }
    }
    return entries
  }

  private static func parseLocated(_ line: String) -> Entry? {
    for severity in ["error", "warning", "note"] {
      guard let marker = line.range(of: ": \(severity): ") else { continue }
      let head = line[..<marker.lowerBound]
      let parts = head.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count >= 3, let lineNumber = Int(parts[parts.count - 2]),
        let column = Int(parts[parts.count - 1])
      else { continue }
      let file = parts.dropLast(2).joined(separator: ":")
      return Entry(
        file: file, line: lineNumber, column: column, severity: severity,
        message: String(line[marker.upperBound...]))
    }
    return nil
  }
}

extension String {
  /// The text's lines, split at every line feed, a `\r` before it kept at the end of its line.
  ///
  /// NB: `split(separator: "\n")` splits Characters, and `"\r\n"` is one Character that is not
  /// `"\n"`: a file with Windows line breaks would be one line.
  package var linesKeepingCarriageReturns: [String] {
    var lines: [String] = []
    var line = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      if scalar == "\n" {
        lines.append(String(line))
        line = String.UnicodeScalarView()
      } else {
        line.append(scalar)
      }
    }
    lines.append(String(line))
    return lines
  }
}

extension String {
  /// The text without trailing spaces on each line and without trailing blank lines.
  package func trimmingTrailingWhitespaceLines() -> String {
    var lines = split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let end = line.lastIndex { $0 != " " && $0 != "\t" && $0 != "\r" }
      return end.map { String(line[...$0]) } ?? ""
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n")
  }
}

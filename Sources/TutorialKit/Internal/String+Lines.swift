extension String {
  /// The text's lines, split at every line feed, a `\r` before it kept at the end of its line.
  ///
  /// NB: `split(separator: "\n")` splits Characters, and `"\r\n"` is one Character that is not
  /// `"\n"`: a file with Windows line breaks would be one line.
  var linesKeepingCarriageReturns: [String] {
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

extension String {
  /// The text broken into lines of at most `width` characters, at spaces where possible.
  public func wrapped(to width: Int) -> [String] {
    guard width > 0 else { return [self] }
    var lines: [String] = []
    var line = ""
    for word in split(separator: " ", omittingEmptySubsequences: true) {
      var word = Substring(word)
      while word.count > width {
        if !line.isEmpty {
          lines.append(line)
          line = ""
        }
        lines.append(String(word.prefix(width)))
        word = word.dropFirst(width)
      }
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }
}

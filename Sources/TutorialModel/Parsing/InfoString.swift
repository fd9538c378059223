/// Parses a code block's info string: the language, then attributes such as `ignore`,
/// `fails="text with spaces"`, `name=ID`, `extends=ID` and `run`.
public enum InfoString {
  /// Splits `info` into its language and attributes.
  ///
  /// ```swift
  /// InfoString.parse(#"swift fails="cannot find 'x'" name=counter"#)
  /// // ("swift", [fails="cannot find 'x'", name=counter])
  /// ```
  public static func parse(_ info: String) -> (language: String, attributes: [CodeBlock.Attribute])
  {
    // NB: most info strings are one word, such as `swift`: ASCII with no white space and no
    // `=`, the language alone, found without reading Characters.
    let isOneWord = !info.utf8.contains {
      $0 >= 0x80 || $0 == UInt8(ascii: "=") || $0 == 0x20 || ($0 >= 0x09 && $0 <= 0x0D)
    }
    if isOneWord { return (info, []) }
    var words: [CodeBlock.Attribute] = []
    var index = info.startIndex
    func skipSpaces() {
      while index < info.endIndex, info[index].isWhitespace { index = info.index(after: index) }
    }
    skipSpaces()
    while index < info.endIndex {
      var name = ""
      while index < info.endIndex, !info[index].isWhitespace, info[index] != "=" {
        name.append(info[index])
        index = info.index(after: index)
      }
      var value: String?
      if index < info.endIndex, info[index] == "=" {
        index = info.index(after: index)
        var text = ""
        if index < info.endIndex, info[index] == "\"" || info[index] == "'" {
          let quote = info[index]
          index = info.index(after: index)
          while index < info.endIndex, info[index] != quote {
            if info[index] == "\\", info.index(after: index) < info.endIndex {
              index = info.index(after: index)
            }
            text.append(info[index])
            index = info.index(after: index)
          }
          if index < info.endIndex { index = info.index(after: index) }
        } else {
          while index < info.endIndex, !info[index].isWhitespace {
            text.append(info[index])
            index = info.index(after: index)
          }
        }
        value = text
      }
      if !name.isEmpty || value != nil {
        words.append(CodeBlock.Attribute(name: name, value: value))
      }
      skipSpaces()
    }
    guard let first = words.first, first.value == nil else { return ("", words) }
    return (first.name, Array(words.dropFirst()))
  }
}

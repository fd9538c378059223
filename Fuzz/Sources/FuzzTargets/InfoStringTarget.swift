import TutorialChecking
import TutorialModel

extension FuzzTarget {
  /// A code fence's info string and its attributes: ``InfoString/parse(_:)``, then
  /// ``SnippetOptions/init(parsing:)`` on what it found.
  ///
  /// An info string is one line, so the input is cut at its first line break, as the Markdown
  /// parser would.
  public static let infoString = FuzzTarget(
    name: "info-string", summary: "fence info strings and attributes (InfoString, SnippetOptions)"
  ) { bytes in
    let line = bytes.prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }
    let info = String(fuzzInput: Array(line))
    let parsed = InfoString.parse(info)
    precondition(!parsed.language.contains(where: \.isWhitespace), "the language has a space")
    for attribute in parsed.attributes {
      precondition(
        !attribute.name.contains(where: \.isWhitespace), "an attribute name has a space")
    }
    _ = try? SnippetOptions(parsing: parsed.attributes)
  }
}

import TutorialModel

extension FuzzTarget {
  /// The `---` front matter block of a guide: ``FrontMatterParser/split(_:path:)``.
  ///
  /// Checks that the body is a suffix of the input and starts on a line that exists, and that a
  /// file without a block comes back whole.
  public static let frontMatter = FuzzTarget(
    name: "front-matter", summary: "front matter blocks (FrontMatterParser)"
  ) { bytes in
    let text = String(fuzzInput: bytes)
    let result = FrontMatterParser.split(text, path: "fuzz.md")
    precondition(text.hasSuffix(result.body), "the body is not the end of the file")
    precondition(result.bodyFirstLine >= 1, "the body starts before line 1")
    let lines = text.utf8.count { $0 == UInt8(ascii: "\n") } + 1
    // NB: a file that ends with the block's closing line, without a line break, has an empty
    // body that starts on the line after it.
    precondition(
      result.bodyFirstLine <= lines || (result.body.isEmpty && result.bodyFirstLine == lines + 1),
      "the body starts after the last line")
    if result.frontMatter.entries.isEmpty && result.bodyFirstLine == 1 {
      precondition(result.body == text, "a file without a block lost text")
    }
    for entry in result.frontMatter.entries {
      precondition(!entry.key.contains("\n"), "a key spans lines")
      precondition(result.frontMatter[entry.key] != nil, "an entry cannot be looked up")
    }
  }
}

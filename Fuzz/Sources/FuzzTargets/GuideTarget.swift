import TutorialModel

extension FuzzTarget {
  /// A whole guide file, Markdown to the guide model: ``GuideParser/parse(_:path:language:number:slug:)``.
  ///
  /// Checks what the renderer and the checker rely on: sections in file order, each within the
  /// file and holding its own heading line, anchors unique, and every code block's fence on a
  /// line of the file.
  public static let guide = FuzzTarget(
    name: "guide", summary: "Markdown to the guide model (GuideParser)"
  ) { bytes in
    let text = String(fuzzInput: bytes)
    let parsed = GuideParser.parse(
      text, path: "Tutorials/01-fuzz.md", language: "en", number: 1, slug: "01-fuzz")
    let guide = parsed.guide
    // NB: LF, CRLF and a lone CR each end a line, as in CommonMark and in editors. (This
    // target found that the model counted only LF while cmark-gfm counts a lone CR too: the
    // lines of a classic Mac OS file's later headings and blocks were off.)
    let utf8 = Array(text.utf8)
    let lineBreaks = utf8.indices.count { index in
      utf8[index] == UInt8(ascii: "\n")
        || (utf8[index] == UInt8(ascii: "\r")
          && (index + 1 == utf8.count || utf8[index + 1] != UInt8(ascii: "\n")))
    }
    let lineCount = lineBreaks + 1
    precondition(!guide.body.utf8.contains(UInt8(ascii: "\r")), "a CR reached the guide's body")
    var anchors: Set<String> = []
    var previousLine = 0
    for section in guide.sections {
      precondition(section.line > previousLine, "sections are out of order")
      precondition(section.line <= section.endLine, "a section ends before it starts")
      precondition(section.endLine <= lineCount, "a section ends after the file")
      precondition((1...6).contains(section.level), "a heading level is not 1 to 6")
      precondition(anchors.insert(section.anchor).inserted, "two sections share an anchor")
      previousLine = section.line
    }
    for block in guide.codeBlocks {
      precondition(
        (guide.bodyFirstLine...lineCount).contains(block.fenceLine),
        "a code block's fence is outside the body")
    }
    for link in guide.links {
      precondition((1...lineCount).contains(link.line), "a link is outside the file")
    }
  }
}

import Foundation
import TutorialMarkdown
import TutorialSupport

/// Turns the text of one guide file into a ``Guide``: front matter, title, sections, code
/// blocks and links, each with its line in the file.
public enum GuideParser {
  /// What parsing a guide produced.
  public struct Result {
    /// The guide.
    public var guide: Guide
    /// The parsed body, ready to render without parsing again.
    public var document: MarkdownDocument
    /// Problems found in the file.
    public var diagnostics: [Diagnostic]
  }

  /// Parses a guide file's text.
  ///
  /// Line breaks may be LF, CRLF or a lone CR (classic Mac OS), as CommonMark allows: the text
  /// is read with each of them as one LF, so every line number (front matter, sections, code
  /// blocks, links) is the line an editor shows, and no `\r` reaches the model.
  /// - Parameters:
  ///   - text: The file's contents.
  ///   - path: The file's path relative to the site root, used in diagnostics.
  ///   - language: The language code the file is written in.
  ///   - number: `NN` of the file name.
  ///   - slug: The file name without `.md`.
  public static func parse(
    _ text: String, path: String, language: String, number: Int, slug: String
  ) -> Result {
    // NB: cmark-gfm ends a line at a lone CR too, while the lines below are counted at LF.
    let text = text.withLineFeedLineBreaks
    let split = FrontMatterParser.split(text, path: path)
    var diagnostics = split.diagnostics
    let document = MarkdownDocument(split.body, firstLine: split.bodyFirstLine)
    // NB: byte offsets of line starts; splitting 20 MB into Characters is slow, and so is
    // stepping through `String.UTF8View` indices, so newlines are found in the UTF-8 buffer.
    var lineStarts = [text.utf8.startIndex]
    var contiguous = text
    contiguous.withUTF8 { bytes in
      for offset in bytes.indices where bytes[offset] == UInt8(ascii: "\n") {
        lineStarts.append(text.utf8.index(text.utf8.startIndex, offsetBy: offset + 1))
      }
    }
    let lineCount = text.hasSuffix("\n") ? lineStarts.count - 1 : lineStarts.count
    func lineRange(_ first: Int, _ last: Int) -> Substring {
      let start = lineStarts[min(first - 1, lineStarts.count - 1)]
      var end = last < lineStarts.count ? lineStarts[last] : text.endIndex
      if end > start, last < lineStarts.count { end = text.utf8.index(before: end) }
      return text[start..<max(start, end)]
    }

    var sections: [Section] = []
    for (index, heading) in document.headings.enumerated() {
      let next = index + 1 < document.headings.count ? document.headings[index + 1].line : nil
      let endLine = max(heading.line, (next ?? lineCount + 1) - 1)
      sections.append(
        Section(
          level: heading.level, title: heading.title, anchor: heading.anchor,
          line: heading.line, endLine: endLine,
          markdown: String(lineRange(heading.line, min(endLine, lineCount)))))
    }

    let codeBlocks = document.codeBlocks.filter(\.isFenced).map { block in
      let info = InfoString.parse(block.info)
      return CodeBlock(
        language: info.language, attributes: info.attributes, code: block.code,
        fenceLine: block.line)
    }

    let title: String
    if let first = document.headings.first(where: { $0.level == 1 }) {
      title = first.title
    } else {
      title = slug
      diagnostics.append(
        Diagnostic(
          .warning, at: SourceLocation(path: path, line: split.bodyFirstLine),
          "guide has no '# Title' heading; its file name is used as the title"))
    }

    var guide = Guide(
      path: path, language: language, number: number, slug: slug, title: title,
      frontMatter: split.frontMatter, sections: sections, codeBlocks: codeBlocks,
      body: split.body, bodyFirstLine: split.bodyFirstLine)
    guide.links = document.links.map { Guide.Link(destination: $0.destination, line: $0.line) }
    guide.images = document.images.map {
      Guide.Link(destination: $0.destination, line: $0.line)
    }
    return Result(guide: guide, document: document, diagnostics: diagnostics)
  }
}

extension String {
  /// The text with every CRLF and every lone CR replaced by an LF.
  fileprivate var withLineFeedLineBreaks: String {
    // NB: most files have no CR at all, and are returned as they are, without a copy.
    guard containsUTF8(UInt8(ascii: "\r")) else { return self }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count)
    var afterCR = false
    for byte in utf8 {
      if byte == UInt8(ascii: "\n") && afterCR {
        afterCR = false
        continue
      }
      afterCR = byte == UInt8(ascii: "\r")
      bytes.append(afterCR ? UInt8(ascii: "\n") : byte)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// A heading found by ``MarkdownDocument``.
public struct MarkdownHeading: Hashable, Sendable {
  /// The level, 1 to 6.
  public var level: Int
  /// The heading's plain text (inline code included, markup removed).
  public var title: String
  /// The GitHub-style anchor, unique within the document.
  public var anchor: String
  /// The heading's line in its file (1-based).
  public var line: Int
}

/// A code block found by ``MarkdownDocument``.
public struct MarkdownCodeBlock: Hashable, Sendable {
  /// The whole info string after the opening fence, or empty.
  public var info: String
  /// The code, with a trailing newline.
  public var code: String
  /// Whether the block is fenced (indented blocks are not).
  public var isFenced: Bool
  /// The line of the opening fence (or of the first line, for an indented block), 1-based.
  public var line: Int
}

/// A link found by ``MarkdownDocument``.
public struct MarkdownLink: Hashable, Sendable {
  /// The destination as written.
  public var destination: String
  /// The line the link is on (1-based).
  public var line: Int
}

/// The kinds of GitHub alert (`> [!NOTE]`).
public enum AlertKind: String, CaseIterable, Sendable {
  case note = "NOTE"
  case tip = "TIP"
  case important = "IMPORTANT"
  case warning = "WARNING"
  case caution = "CAUTION"
}

/// Swift code that replaces parts of a ``MarkdownDocument``'s HTML.
///
/// Each `nil` closure keeps cmark-gfm's own rendering.
public struct HTMLCustomization {
  /// Returns the HTML for a code block, or `nil` to keep cmark's.
  public var codeBlock: ((MarkdownCodeBlock) -> String?)?
  /// Returns the HTML for a heading, given the heading and its rendered inline content.
  public var heading: ((MarkdownHeading, String) -> String)?
  /// Returns the opening and closing HTML around the blocks of a GitHub alert.
  public var alert: ((AlertKind) -> (open: String, close: String))?
  /// Rewrites a link destination, such as `02-composition.md` to `02-composition.html`.
  public var link: ((String) -> String)?

  public init(
    codeBlock: ((MarkdownCodeBlock) -> String?)? = nil,
    heading: ((MarkdownHeading, String) -> String)? = nil,
    alert: ((AlertKind) -> (open: String, close: String))? = nil,
    link: ((String) -> String)? = nil
  ) {
    self.codeBlock = codeBlock
    self.heading = heading
    self.alert = alert
    self.link = link
  }
}

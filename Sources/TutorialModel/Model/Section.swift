/// A heading of a guide and the text under it up to the next heading.
public struct Section: Hashable, Sendable {
  /// The heading level, 1 to 6.
  public var level: Int
  /// The heading's plain text.
  public var title: String
  /// The GitHub-style anchor, unique within the guide (`state-and-actions`, `状態とアクション`).
  public var anchor: String
  /// The heading's line in the guide (1-based).
  public var line: Int
  /// The last line that belongs to this section (1-based, inclusive).
  public var endLine: Int
  /// The section's Markdown, heading included, exactly as in the file.
  public var markdown: String

  public init(level: Int, title: String, anchor: String, line: Int, endLine: Int, markdown: String)
  {
    self.level = level
    self.title = title
    self.anchor = anchor
    self.line = line
    self.endLine = endLine
    self.markdown = markdown
  }
}

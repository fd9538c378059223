/// The title, date and comment of a recording, kept in its `LIST`/`INFO` chunk.
///
/// `INAM` holds the title, `ICRD` the creation date and `ICMT` the comment. They are read as
/// UTF-8 (Latin-1 when the bytes are not UTF-8, as older tools wrote them) and written as
/// UTF-8. `nil` means the field is absent; writing `nil` removes it.
public struct WAVMetadata: Equatable, Hashable, Sendable {
  /// `INAM`: the recording's title.
  public var title: String?
  /// `ICRD`: when it was made, usually `YYYY-MM-DD`.
  public var date: String?
  /// `ICMT`: a comment.
  public var comment: String?

  /// Creates metadata.
  public init(title: String? = nil, date: String? = nil, comment: String? = nil) {
    self.title = title
    self.date = date
    self.comment = comment
  }

  /// Whether no field is set.
  public var isEmpty: Bool { title == nil && date == nil && comment == nil }
}

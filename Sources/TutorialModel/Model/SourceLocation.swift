/// A place in a file of the site, for diagnostics: a path relative to the site root and a
/// 1-based line and column.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The path relative to the site's root, such as `translations/ja/02-composition.md`.
  public var path: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, when known.
  public var column: Int?

  public init(path: String, line: Int, column: Int? = nil) {
    self.path = path
    self.line = line
    self.column = column
  }

  public var description: String {
    column.map { "\(path):\(line):\($0)" } ?? "\(path):\(line)"
  }
}

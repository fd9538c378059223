/// A fenced code block of a guide, as written.
public struct CodeBlock: Hashable, Sendable {
  /// The first word of the info string (`swift`, `output`, `sh`), or empty.
  public var language: String
  /// The info string's other words, parsed: `ignore`, `fails="text"`, `name=ID` and so on.
  public var attributes: [Attribute]
  /// The code between the fences, every line including `// snippet.hide` regions, with a
  /// trailing newline.
  public var code: String
  /// The line of the opening fence in the guide (1-based).
  public var fenceLine: Int
  /// The line of the first line of `code` in the guide (1-based): `fenceLine + 1`.
  public var firstLine: Int { fenceLine + 1 }
  /// The info string's first word of the blocks the runner compiles, highlights and compares.
  public static let swiftLanguage = "swift"
  /// Whether this is a Swift block (``swiftLanguage``).
  public var isSwift: Bool { language == Self.swiftLanguage }

  /// One word of an info string after the language.
  public struct Attribute: Hashable, Sendable {
    public var name: String
    public var value: String?
    public init(name: String, value: String? = nil) {
      self.name = name
      self.value = value
    }
  }

  public init(language: String, attributes: [Attribute], code: String, fenceLine: Int) {
    self.language = language
    self.attributes = attributes
    self.code = code
    self.fenceLine = fenceLine
  }
}

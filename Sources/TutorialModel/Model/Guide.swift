/// One guide file, `Tutorials/NN-slug.md` or `translations/<lang>/NN-slug.md`, parsed.
public struct Guide: Hashable, Sendable {
  /// The path relative to the site root, used in every diagnostic.
  public var path: String
  /// The language code this file is written in.
  public var language: String
  /// `NN` of the file name: the guide's place in the order.
  public var number: Int
  /// The file name without `.md`, such as `01-getting-started`; the same in every language.
  public var slug: String
  /// The text of the first `#` heading.
  public var title: String
  /// Key–value pairs of the `---` block at the top, in file order.
  public var frontMatter: FrontMatter
  /// The headings, in order.
  public var sections: [Section]
  /// The fenced code blocks, in order.
  public var codeBlocks: [CodeBlock] {
    didSet { quotedPaths = Self.quotedPaths(in: codeBlocks) }
  }
  /// The paths of the files the Swift blocks quote (`from="PATH#NAME"`), in order, each once.
  ///
  /// NB: kept with the blocks, so that a live-preview rebuild, which needs them for every
  /// guide, does not go through every block of every guide to find them.
  public private(set) var quotedPaths: [String] = []
  /// The whole Markdown body after the front matter.
  public var body: String
  /// The 1-based line in the file where `body` starts.
  public var bodyFirstLine: Int
  /// The links in the body, in order, with their lines.
  public var links: [Link] = []
  /// The images in the body (`![text](path)`), in order, with their lines.
  public var images: [Link] = []

  /// A link of a guide: its destination as written and its line in the file.
  public struct Link: Hashable, Sendable {
    public var destination: String
    public var line: Int
    public init(destination: String, line: Int) {
      self.destination = destination
      self.line = line
    }
  }

  public init(
    path: String, language: String, number: Int, slug: String, title: String,
    frontMatter: FrontMatter, sections: [Section], codeBlocks: [CodeBlock], body: String,
    bodyFirstLine: Int
  ) {
    self.path = path
    self.language = language
    self.number = number
    self.slug = slug
    self.title = title
    self.frontMatter = frontMatter
    self.sections = sections
    self.codeBlocks = codeBlocks
    self.quotedPaths = Self.quotedPaths(in: codeBlocks)
    self.body = body
    self.bodyFirstLine = bodyFirstLine
  }

  private static func quotedPaths(in blocks: [CodeBlock]) -> [String] {
    var paths: [String] = []
    for block in blocks where block.isSwift {
      if let path = block.quotedRegion?.path, !paths.contains(path) { paths.append(path) }
    }
    return paths
  }
}

/// The `---`-delimited block at the top of a guide: simple `key: value` lines.
public struct FrontMatter: Hashable, Sendable {
  /// The entries in file order.
  public var entries: [(key: String, value: String)] {
    get { zip(keys, values).map { ($0, $1) } }
    set {
      keys = newValue.map(\.key)
      values = newValue.map(\.value)
    }
  }
  private var keys: [String] = []
  private var values: [String] = []

  public init(_ entries: [(key: String, value: String)] = []) { self.entries = entries }

  /// The value of `key`, if present.
  public subscript(key: String) -> String? {
    get { keys.firstIndex(of: key).map { values[$0] } }
    set {
      if let index = keys.firstIndex(of: key) {
        if let newValue {
          values[index] = newValue
        } else {
          keys.remove(at: index)
          values.remove(at: index)
        }
      } else if let newValue {
        keys.append(key)
        values.append(newValue)
      }
    }
  }
}

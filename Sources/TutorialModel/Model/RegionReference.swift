/// The region of a source file that a guide's block quotes: the value of its `from=` attribute,
/// `PATH#NAME`, such as `Examples/Counter/Sources/CounterCore/Counter.swift#reducer`.
///
/// The path is relative to the repository's root (the folder with `Tutorials/`); the name is
/// that of a region marked in the file with `// snippet.NAME` … `// snippet.end`.
public struct RegionReference: Hashable, Sendable, CustomStringConvertible {
  /// The file's path relative to the repository's root, as written.
  public var path: String
  /// The region's name.
  public var name: String

  /// The region `name` of the file at `path`, relative to the repository's root.
  public init(path: String, name: String) {
    self.path = path
    self.name = name
  }

  /// Reads `PATH#NAME`, or returns `nil` when either part is missing or the name is not a
  /// region name (see ``SourceRegions/isRegionName(_:)``).
  public init?(parsing value: String) {
    guard let hash = value.lastIndex(of: "#") else { return nil }
    let path = String(value[..<hash])
    let name = String(value[value.index(after: hash)...])
    guard !path.isEmpty, SourceRegions.isRegionName(name) else { return nil }
    self.init(path: path, name: name)
  }

  /// `PATH#NAME`, as written in the attribute.
  public var description: String { "\(path)#\(name)" }
}

extension CodeBlock {
  /// The name of the attribute that makes a block quote a region of a source file.
  public static let quoteAttribute = "from"

  /// The region this block quotes, when it has a valid `from=PATH#NAME` attribute.
  public var quotedRegion: RegionReference? {
    attributes.first { $0.name == Self.quoteAttribute }?.value.flatMap(RegionReference.init)
  }
}

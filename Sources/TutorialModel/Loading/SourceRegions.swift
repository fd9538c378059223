import TutorialSupport

/// The regions marked in a source file, which guides quote with ```` ```swift from="PATH#NAME" ````.
///
/// A region starts at a line `// snippet.NAME` and ends at the next `// snippet.end`, as in
/// DocC's snippets; the marker lines themselves belong to no region. Regions may nest: an
/// `end` closes the innermost open region, and a region's text leaves out the markers of the
/// regions inside it. `// snippet.hide` and `// snippet.show` are not region markers: they stay
/// in the text and hide lines on the site as in any block.
///
/// ```swift
/// let regions = SourceRegions.parse(text, path: "Examples/Counter/Sources/CounterCore/Counter.swift")
/// regions["reducer"]?.code  // the region's lines without their common indentation
/// ```
public struct SourceRegions: Sendable {
  /// One region of a file.
  public struct Region: Hashable, Sendable {
    /// The region's name.
    public var name: String
    /// The line of its `// snippet.NAME` marker (1-based).
    public var markerLine: Int
    /// The line of its `// snippet.end` marker (1-based).
    public var endLine: Int
    /// Its lines, without the indentation they all share, without trailing white space, and
    /// without the markers of nested regions.
    public var lines: [String]

    /// The lines as a block's code is held: each followed by a line break.
    public var code: String { lines.map { $0 + "\n" }.joined() }
  }

  /// The file's path relative to the repository's root, for diagnostics.
  public var path: String
  /// The well-formed regions, in the order their markers appear.
  public var regions: [Region]
  /// Markers without their other half, and names used twice, located in the file.
  public var problems: [Diagnostic]
  /// Names of regions that were started but never ended: a quote of one is reported once, at
  /// the source's line, not again as a missing region.
  public var unterminated: Set<String>

  /// The region named `name`, if the file has it.
  public subscript(name: String) -> Region? { regions.first { $0.name == name } }

  /// The marker words that are not region names.
  static let reservedNames: Set = ["end", "hide", "show"]

  /// Whether `name` can name a region: letters, digits, `-` and `_`, and not `end`, `hide` or
  /// `show`.
  public static func isRegionName(_ name: String) -> Bool {
    !name.isEmpty && !reservedNames.contains(name)
      && name.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || $0 == "-" || $0 == "_"
      }
  }

  /// Finds the regions of a file's `text`.
  /// - Parameter path: The file's path relative to the repository's root, for diagnostics.
  public static func parse(_ text: String, path: String) -> SourceRegions {
    var result = SourceRegions(path: path, regions: [], problems: [], unterminated: [])
    struct Open {
      var name: String
      var line: Int
      var lines: [Substring] = []
    }
    var open: [Open] = []
    var lines = text.linesKeepingCarriageReturns.map { Substring($0) }
    if lines.last == "" { lines.removeLast() }
    func problem(_ line: Int, _ message: String) {
      result.problems.append(
        Diagnostic(.error, at: SourceLocation(path: path, line: line), message))
    }
    for (offset, rawLine) in lines.enumerated() {
      let number = offset + 1
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      let marker = trimmed.hasPrefix("// snippet.") ? String(trimmed.dropFirst(11)) : nil
      if marker == "end" {
        guard let region = open.popLast() else {
          problem(
            number,
            "`// snippet.end` ends no region; remove it, or start the region "
              + "with `// snippet.NAME` above it")
          continue
        }
        if let earlier = result[region.name] {
          problem(
            region.line,
            "region '\(region.name)' is already marked at line "
              + "\(earlier.markerLine); give each region of a file its own name")
          continue
        }
        result.regions.append(
          Region(
            name: region.name, markerLine: region.line, endLine: number,
            lines: outdented(region.lines)))
      } else if let marker, isRegionName(marker) {
        open.append(Open(name: marker, line: number))
      } else {
        for index in open.indices { open[index].lines.append(line) }
      }
    }
    for region in open {
      result.unterminated.insert(region.name)
      problem(
        region.line,
        "region '\(region.name)' has no `// snippet.end`; add one after its "
          + "last line")
    }
    result.regions.sort { $0.markerLine < $1.markerLine }
    return result
  }

  /// `lines` without trailing white space and without the leading white space that all lines
  /// with text share.
  static func outdented(_ lines: [Substring]) -> [String] {
    let trimmed = lines.map { line -> Substring in
      let end = line.lastIndex { $0 != " " && $0 != "\t" }
      return end.map { line[...$0] } ?? ""
    }
    let indents = trimmed.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " || $0 == "\t" } }
    guard var common = indents.first else { return trimmed.map(String.init) }
    for indent in indents.dropFirst() {
      common = common.prefix(zip(common, indent).prefix { $0 == $1 }.count)
    }
    return trimmed.map { String($0.isEmpty ? $0 : $0.dropFirst(common.count)) }
  }
}

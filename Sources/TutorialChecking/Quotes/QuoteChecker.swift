import TutorialModel

/// Checks the blocks that quote a region of a source file (```` ```swift from="PATH#NAME" ````):
/// each must hold the region's code, in the source guide and in every translation.
///
/// Quoting blocks are compared, never compiled: the file they quote is compiled by its own
/// build. A block that differs is reported at the guide's first differing line with a diff; a
/// missing file or region, or a path outside the repository, at the block's opening fence; a
/// region marker without its end at the source file's line.
///
/// ```swift
/// let quotes = QuoteChecker(root: site.root)
/// var failures = site.guides.flatMap { quotes.check($0, isTranslation: false) }
/// failures += quotes.markerProblems
/// ```
final class QuoteChecker {
  /// The files quoted so far.
  let sources: QuotedSources
  /// Blanks the comments of code, for comparing translations.
  private let stripComments: (String) -> String

  /// A checker of quotes of files in the repository at `root`.
  /// - Parameter stripComments: Blanks comments, keeping lines; the checker passes its ``StrippedCodeCache``.
  init(
    root: String,
    stripComments: @escaping (String) -> String = { CommentStripper.strip($0).code }
  ) {
    self.sources = QuotedSources(root: root)
    self.stripComments = stripComments
  }

  /// The absolute paths of the files read, for a ``ReportCache``.
  var inputs: [String] { sources.inputs }

  /// The problems of the region markers of every file quoted so far, located in those files.
  var markerProblems: [Diagnostic] { sources.markerProblems }

  /// The region a block quotes, or the error to report at its fence.
  enum Resolution {
    case region(SourceRegions.Region)
    /// Nothing to report here: the region's own marker is broken, and reported in its file.
    case brokenMarker
    case failure(String)
  }

  /// Finds the region `reference` names.
  func resolve(_ reference: RegionReference) -> Resolution {
    let attribute = "from=\"\(reference)\""
    switch sources.lookup(reference.path) {
    case .unavailable(let reason):
      return .failure("\(attribute): \(reason)")
    case .regions(let regions):
      if let region = regions[reference.name] { return .region(region) }
      if regions.unterminated.contains(reference.name) { return .brokenMarker }
      let known = regions.regions.map(\.name)
      return .failure(
        "\(attribute): \(reference.path) has no region '\(reference.name)'; mark it with "
          + "`// snippet.\(reference.name)` and `// snippet.end`"
          + (known.isEmpty ? "" : " (its regions: \(known.joined(separator: ", ")))"))
    }
  }

  /// Whether `code` holds `region`, with `ignoringComments` for a translation.
  func matches(_ code: String, _ region: SourceRegions.Region, ignoringComments: Bool) -> Bool {
    QuotedCode.mismatch(
      code: code, region: region, ignoringComments: ignoringComments,
      stripComments: stripComments) == nil
  }

  /// The problems of `guide`'s quoting blocks.
  /// - Parameter isTranslation: Whether comments may differ from the region's.
  func check(_ guide: Guide, isTranslation: Bool) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for block in guide.codeBlocks where block.isSwift {
      guard let options = try? SnippetOptions(parsing: block.attributes),
        case .quotes(let reference) = options.mode
      else { continue }
      switch resolve(reference) {
      case .brokenMarker:
        continue
      case .failure(let message):
        diagnostics.append(
          Diagnostic(.error, at: SourceLocation(path: guide.path, line: block.fenceLine), message))
      case .region(let region):
        guard
          let mismatch = QuotedCode.mismatch(
            code: block.code, region: region, ignoringComments: isTranslation,
            stripComments: stripComments)
        else { continue }
        let rule =
          (isTranslation ? "comments aside, " : "") + "`-` lines are the guide's, `+` the file's"
        let headline =
          "block differs from region '\(region.name)' of \(reference.path):\(region.markerLine) "
          + "(\(rule)); run `swift run tutorials sync` to copy the region into the guides"
        diagnostics.append(
          Diagnostic(
            .error, at: SourceLocation(path: guide.path, line: block.firstLine + mismatch.offset),
            ([headline] + mismatch.diff).joined(separator: "\n")))
      }
    }
    return diagnostics
  }
}

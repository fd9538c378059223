import Foundation
import TutorialModel
import TutorialSupport

/// Copies regions of source files into the guides' blocks that quote them, in every language:
/// what `tutorials sync` does.
///
/// A block that already holds its region is left alone (in a translation, whatever its
/// comments say); any other gets the region's lines, indented as its fence is. Nothing else in
/// a file changes, byte for byte. Every rewritten guide is parsed again and its quoting blocks
/// checked before anything is written; when any problem is found no file is written at all, and
/// the others are each replaced atomically.
///
/// ```swift
/// let loaded = try SiteLoader.load(root: ".")
/// let result = try QuoteSync.sync(loaded.site)
/// for problem in result.problems { print(problem) }
/// print("updated \(result.blocks) blocks in \(result.rewritten.count) files")
/// ```
public enum QuoteSync {
  /// What a sync did, or would do.
  public struct Result: Sendable {
    /// The guides whose blocks were rewritten, relative to the root, in the site's order.
    public var rewritten: [String] = []
    /// How many blocks were rewritten.
    public var blocks = 0
    /// The translations of the source guides that were rewritten, which `tutorials status` now
    /// shows as stale: review them (a rewritten translated block has the file's comments) and
    /// stamp them.
    public var staleTranslations: [String] = []
    /// How many blocks quote a region, in every language.
    public var quotingBlocks = 0
    /// Why nothing was written: missing files or regions, broken markers, blocks that cannot be
    /// rewritten in place.
    public var problems: [Diagnostic] = []
  }

  /// Rewrites the quoting blocks of every guide of `site` that do not hold their region.
  ///
  /// - Returns: What was rewritten; when ``Result/problems`` is not empty, nothing was.
  /// - Throws: ``FileWriting/Failure`` when a guide cannot be read or written.
  public static func sync(_ site: Site) throws -> Result {
    let (texts, result) = try plan(site)
    guard result.problems.isEmpty else { return result }
    for path in result.rewritten {
      guard let text = texts[path] else { continue }
      let file = "\(site.root)/\(path)"
      FileWriting.removeLeftovers(in: URL(fileURLWithPath: file).deletingLastPathComponent().path)
      try FileWriting.write(text, to: file, durable: true)
    }
    return result
  }

  /// The new text of each guide that sync would rewrite, by path, and the result.
  static func plan(_ site: Site) throws -> (texts: [String: String], result: Result) {
    let quotes = QuoteChecker(root: site.root)
    var result = Result()
    var texts: [String: String] = [:]
    let translations = site.languages.dropFirst().flatMap { site.translations[$0.code] ?? [] }
    for guide in site.guides + translations {
      let isTranslation = guide.language != site.sourceLanguage?.code
      var replacements: [(block: CodeBlock, lines: [String])] = []
      for block in guide.codeBlocks where block.isSwift {
        guard let options = try? SnippetOptions(parsing: block.attributes),
          case .quotes(let reference) = options.mode
        else { continue }
        result.quotingBlocks += 1
        switch quotes.resolve(reference) {
        case .brokenMarker:
          continue
        case .failure(let message):
          result.problems.append(
            Diagnostic(.error, at: SourceLocation(path: guide.path, line: block.fenceLine), message)
          )
        case .region(let region):
          if quotes.matches(block.code, region, ignoringComments: isTranslation) { continue }
          replacements.append((block, region.lines))
        }
      }
      guard !replacements.isEmpty else { continue }
      let url = "\(site.root)/\(guide.path)"
      let text: String
      do {
        text = try String(contentsOfFile: url, encoding: .utf8)
      } catch {
        throw FileWriting.Failure(path: url, reason: "it cannot be read as UTF-8 text")
      }
      switch rewrite(text, replacing: replacements) {
      case .failure(let problem):
        result.problems.append(
          Diagnostic(
            .error, at: SourceLocation(path: guide.path, line: problem.line), problem.message))
      case .success(let rewritten):
        if let problem = verify(
          rewritten, like: guide, quotes: quotes, isTranslation: isTranslation)
        {
          result.problems.append(problem)
          continue
        }
        texts[guide.path] = rewritten
        result.rewritten.append(guide.path)
        result.blocks += replacements.count
      }
    }
    let rewrittenSources = Set(site.guides.map(\.path)).intersection(result.rewritten)
    result.staleTranslations = translations.filter { translation in
      site.guides.contains { $0.slug == translation.slug && rewrittenSources.contains($0.path) }
    }.map(\.path)
    result.problems += quotes.markerProblems.sorted {
      ($0.location.path, $0.location.line) < ($1.location.path, $1.location.line)
    }
    return (texts, result)
  }

  /// A block that cannot be rewritten, at its line.
  struct Problem: Error {
    var line: Int
    var message: String
  }

  /// `text` with the code lines of each block replaced by `lines`, each prefixed with what
  /// comes before its opening fence (the indentation of a list item, a quote's `>`).
  static func rewrite(
    _ text: String, replacing replacements: [(block: CodeBlock, lines: [String])]
  ) -> Swift.Result<String, Problem> {
    var lines = text.linesKeepingCarriageReturns
    // NB: from the last block up, so that earlier blocks keep their line numbers.
    for (block, newLines) in replacements.sorted(by: { $0.block.fenceLine > $1.block.fenceLine }) {
      let fenceIndex = block.fenceLine - 1
      guard lines.indices.contains(fenceIndex),
        let markerStart = lines[fenceIndex].firstIndex(where: { $0 == "`" || $0 == "~" })
      else {
        return .failure(Problem(line: block.fenceLine, message: "cannot find this block's fence"))
      }
      let fence = lines[fenceIndex]
      let prefix = String(fence[..<markerStart])
      let marker = fence[markerStart...].prefix { $0 == fence[markerStart] }
      let codeLines = block.code.linesKeepingCarriageReturns.count - 1
      let closingIndex = fenceIndex + codeLines + 1
      guard lines.indices.contains(closingIndex),
        lines[closingIndex].drop(while: { " \t>".contains($0) }).hasPrefix(marker)
      else {
        return .failure(
          Problem(
            line: block.fenceLine,
            message: "this block has no closing fence; close it with \(marker) before syncing"))
      }
      let lineBreak = fence.hasSuffix("\r") ? "\r" : ""
      let bare = String(prefix.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
      let body = newLines.map { $0.isEmpty ? bare + lineBreak : prefix + $0 + lineBreak }
      lines.replaceSubrange((fenceIndex + 1)..<closingIndex, with: body)
    }
    return .success(lines.joined(separator: "\n"))
  }

  /// A problem when `text`, parsed again as `guide`, does not have the same blocks or its
  /// quoting blocks do not hold their regions (a region with a fence of its own, say).
  private static func verify(
    _ text: String, like guide: Guide, quotes: QuoteChecker, isTranslation: Bool
  ) -> Diagnostic? {
    let parsed = GuideParser.parse(
      text, path: guide.path, language: guide.language, number: guide.number, slug: guide.slug
    ).guide
    func problem(_ line: Int) -> Diagnostic {
      Diagnostic(
        .error, at: SourceLocation(path: guide.path, line: line),
        "the region cannot be copied into this block without changing the guide's other blocks "
          + "(does it hold a line of backticks?); quote a region without one, or use a longer "
          + "fence")
    }
    guard parsed.codeBlocks.count == guide.codeBlocks.count else {
      return problem(guide.codeBlocks.first { $0.quotedRegion != nil }?.fenceLine ?? 1)
    }
    for (old, new) in zip(guide.codeBlocks, parsed.codeBlocks) {
      guard let reference = new.quotedRegion, old.attributes == new.attributes else {
        if old.attributes != new.attributes { return problem(old.fenceLine) }
        continue
      }
      if case .region(let region) = quotes.resolve(reference),
        !quotes.matches(new.code, region, ignoringComments: isTranslation)
      {
        return problem(old.fenceLine)
      }
    }
    return nil
  }
}

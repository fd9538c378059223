import Foundation
import TutorialModel
import TutorialSupport

/// Records a translation as current: writes the source's section revisions into the
/// translation's front matter, keeping every other byte of the file as it was.
public enum TranslationStamper {
  /// Why a translation cannot be stamped.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    case unknownLanguage(String, known: [String])
    case unknownGuide(String)
    case notTranslated(String, language: String)
    case sectionsDiffer(path: String, translated: Int, source: Int)
    case codeDiffers([String])

    public var description: String {
      switch self {
      case .unknownLanguage(let code, let known):
        return "'\(code)' is not a translation language of the site; use one of "
          + known.joined(separator: ", ")
      case .unknownGuide(let name):
        return "no guide named '\(name)' in Tutorials/; pass a file name such as "
          + "01-getting-started.md"
      case .notTranslated(let slug, let language):
        return "translations/\(language)/\(slug).md does not exist; translate it first"
      case .sectionsDiffer(let path, let translated, let source):
        return "\(path) has \(translated) sections but its source has \(source); give it the "
          + "source's headings, in order, before stamping"
      case .codeDiffers(let problems):
        return "the translation's code differs from the source; fix it before stamping:\n"
          + problems.joined(separator: "\n")
      }
    }
  }

  /// Stamps the translation of guide `name` (a slug, file name or path) into `language`.
  ///
  /// Rewrites the file atomically. Returns the translation's path relative to the root.
  @discardableResult
  public static func stamp(site: Site, language: String, guide name: String) throws -> String {
    let translationCodes = site.languages.dropFirst().map(\.code)
    guard translationCodes.contains(language) else {
      throw Failure.unknownLanguage(language, known: translationCodes)
    }
    let fileName = name.split(separator: "/").last.map(String.init) ?? name
    let slug = fileName.hasSuffix(".md") ? String(fileName.dropLast(3)) : fileName
    guard let source = site.guides.first(where: { $0.slug == slug }) else {
      throw Failure.unknownGuide(name)
    }
    guard let translation = site.guide(slug, in: language) else {
      throw Failure.notTranslated(slug, language: language)
    }
    guard translation.sections.count == source.sections.count else {
      throw Failure.sectionsDiffer(
        path: translation.path, translated: translation.sections.count,
        source: source.sections.count)
    }
    let quotes = QuoteChecker(root: site.root)
    let mismatches =
      CodeEquivalence.compare(translation: translation, source: source)
      + quotes.check(translation, isTranslation: true) + quotes.markerProblems
    guard mismatches.isEmpty else { throw Failure.codeDiffers(mismatches.map(\.description)) }

    var revisions = SectionRevisions(source: source)
    revisions.blob = gitBlob(of: source.path, root: site.root)
    let path = "\(site.root)/\(translation.path)"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    FileWriting.removeLeftovers(in: URL(fileURLWithPath: path).deletingLastPathComponent().path)
    try FileWriting.write(stamped(text, with: revisions), to: path, durable: true)
    return translation.path
  }

  /// `text` with its front matter's revision entries set to `revisions`.
  ///
  /// A front matter block is added at the top when there is none. Nothing else changes.
  public static func stamped(_ text: String, with revisions: SectionRevisions) -> String {
    var entries = ["\(SectionRevisions.sectionsKey): \(revisions.sections.joined(separator: " "))"]
    if let blob = revisions.blob { entries.append("\(SectionRevisions.blobKey): \(blob)") }
    let keys = [SectionRevisions.sectionsKey, SectionRevisions.blobKey]

    // NB: split by scalars: "\r\n" is one `Character`, so splitting the `String` at "\n" kept a
    // CRLF file in one line and gave it a second front matter block.
    var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
      .map { String(String.UnicodeScalarView($0)) }
    let newline = lines.first?.hasSuffix("\r") == true ? "\r" : ""
    func bare(_ line: String) -> String { line.hasSuffix("\r") ? String(line.dropLast()) : line }
    guard bare(lines.first ?? "") == "---",
      let end = lines.indices.dropFirst().first(where: { bare(lines[$0]) == "---" })
    else {
      return (["---"] + entries + ["---"]).map { $0 + newline + "\n" }.joined() + text
    }
    var block = Array(lines[1..<end])
    // NB: a key as the front matter parser reads it: the text before the first colon, trimmed
    // ("source-sections : x" too, which stayed and hid the new entry).
    block.removeAll { line in
      let content = bare(line).trimmingCharacters(in: .whitespaces)
      guard let colon = content.firstIndex(of: ":") else { return false }
      return keys.contains(content[..<colon].trimmingCharacters(in: .whitespaces))
    }
    block += entries.map { $0 + newline }
    lines.replaceSubrange(1..<end, with: block)
    return lines.joined(separator: "\n")
  }

  /// The Git blob id of the file at `path` (relative to `root`), or `nil` without Git.
  static func gitBlob(of path: String, root: String) -> String? {
    guard let result = try? ProcessRunner.run(["git", "hash-object", path], in: root, timeout: 30),
      result.status == 0
    else { return nil }
    let blob = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    return blob.isEmpty ? nil : blob
  }
}

import Foundation
import TutorialSupport

/// Where every translation stands: per language, each source guide is translated or missing;
/// a translated one may have stale sections, code that differs from its source, and failing
/// blocks (as far as the checker's cache knows).
public struct TranslationStatus: Sendable {
  /// A source section that changed since the translation was stamped.
  public struct StaleSection: Sendable {
    /// The source section as it is now.
    public var source: Section
    /// The anchor of the translation's section at the same position, if it has one.
    public var translationAnchor: String?
    /// How the source section's lines changed since the stamp, when the stamped text could
    /// be read from Git; `nil` otherwise.
    public var changes: [LineDiff.Line]?
  }

  /// One source guide in one language.
  public struct GuideStatus: Sendable {
    /// The source guide's path.
    public var sourcePath: String
    /// The translation's path, or `nil` when the guide is not translated.
    public var translationPath: String?
    /// Whether the translation was ever stamped.
    public var isStamped: Bool
    /// Sections behind their source.
    public var staleSections: [StaleSection]
    /// Set when the translation's headings do not match the source's.
    public var structureProblem: String?
    /// Code blocks that differ from the source's.
    public var codeMismatches: [Diagnostic]
    /// Blocks that failed when last checked (from the cache).
    public var failingBlocks: [Diagnostic]
    /// How many of the translation's snippets the cache knows nothing about.
    public var uncheckedSnippets: Int
  }

  /// One translation language.
  public struct LanguageStatus: Sendable {
    public var language: Language
    public var guides: [GuideStatus]
  }

  /// What a check of the translations found, by guide path.
  public struct CheckFindings: Sendable {
    /// The check's failures (each located in its guide).
    public var failures: [Diagnostic]
    /// How many snippets of each guide the check left unchecked (not in its cache).
    public var uncheckedByPath: [String: Int]

    public init(failures: [Diagnostic], uncheckedByPath: [String: Int]) {
      self.failures = failures
      self.uncheckedByPath = uncheckedByPath
    }
  }

  /// Every translation language, in the site's order.
  public var languages: [LanguageStatus]

  /// Computes the status of `site`'s translations.
  /// - Parameters:
  ///   - languages: Only these languages, or all when `nil`.
  ///   - checked: What the last check of the translations found (see `TutorialChecking`'s
  ///     `compute(site:languages:checkOptions:)`, which reads it from the check's cache);
  ///     `nil` reports no failing blocks.
  public static func compute(
    site: Site, languages: Set<String>? = nil, checked: CheckFindings? = nil
  ) -> TranslationStatus {
    var oldSources: [String: Guide?] = [:]
    func stampedSource(_ source: Guide, blob: String) -> Guide? {
      if let known = oldSources[blob] { return known }
      var old: Guide?
      if let result = try? ProcessRunner.run(
        ["git", "cat-file", "-p", blob], in: site.root, timeout: 30), result.status == 0
      {
        old =
          GuideParser.parse(
            result.stdout, path: source.path, language: source.language, number: source.number,
            slug: source.slug
          ).guide
      }
      oldSources[blob] = old
      return old
    }

    let cached = Dictionary(grouping: checked?.failures ?? [], by: \.location.path)
    let unchecked = checked?.uncheckedByPath ?? [:]

    var result: [LanguageStatus] = []
    for language in site.languages.dropFirst() {
      if let languages, !languages.contains(language.code) { continue }
      var guides: [GuideStatus] = []
      for source in site.guides {
        guard let translation = site.guide(source.slug, in: language.code) else {
          guides.append(
            GuideStatus(
              sourcePath: source.path, translationPath: nil, isStamped: false,
              staleSections: [], structureProblem: nil, codeMismatches: [], failingBlocks: [],
              uncheckedSnippets: 0))
          continue
        }
        let revisions = SectionRevisions(frontMatter: translation.frontMatter)
        let old = revisions?.blob.flatMap { stampedSource(source, blob: $0) }
        let stale = Staleness.staleSectionIndices(translation: translation, source: source).map {
          index in
          let section = source.sections[index]
          var changes: [LineDiff.Line]?
          if let old, revisions != nil {
            let before =
              old.sections.indices.contains(index) ? lines(old.sections[index].markdown) : []
            changes = LineDiff.diff(before, lines(section.markdown)).filter {
              if case .same = $0 { return false }
              return true
            }
          }
          return StaleSection(
            source: section,
            translationAnchor: translation.sections.indices.contains(index)
              ? translation.sections[index].anchor : nil,
            changes: changes)
        }
        let structure =
          translation.sections.count == source.sections.count
          ? nil
          : "has \(translation.sections.count) sections but the source has "
            + "\(source.sections.count); keep the source's headings, in order"
        let mismatches = CodeEquivalence.compare(translation: translation, source: source)
        let failing = (cached[translation.path] ?? []).filter { failure in
          !mismatches.contains(failure)
            && !failure.message.hasPrefix("link to")
        }
        guides.append(
          GuideStatus(
            sourcePath: source.path, translationPath: translation.path,
            isStamped: revisions != nil, staleSections: stale, structureProblem: structure,
            codeMismatches: mismatches, failingBlocks: failing,
            uncheckedSnippets: unchecked[translation.path] ?? 0))
      }
      result.append(LanguageStatus(language: language, guides: guides))
    }
    return TranslationStatus(languages: result)
  }

  private static func lines(_ text: String) -> [String] {
    text.trimmingTrailingWhitespaceLines().split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
  }
}

import Foundation
import TutorialModel
import TutorialSupport

/// Checks a site: every Swift block of every selected guide compiles (or fails, or runs) as its
/// attributes say, blocks that quote a source file hold its region (see ``QuoteChecker``),
/// translations keep their source's code, and links between guides resolve.
///
/// ```swift
/// let loaded = try SiteLoader.load(root: ".")
/// let report = try Checker.check(loaded.site, options: CheckOptions(packagePath: "."))
/// for diagnostic in report.diagnostics { print(diagnostic) }
/// exit(report.exitCode)
/// ```
public enum Checker {
  /// Runs the check.
  /// - Throws: ``BuildEnvironment/Failure`` when the libraries cannot be built, or a file
  ///   error when the cache folder cannot be written.
  public static func check(_ site: Site, options: CheckOptions) throws -> CheckReport {
    Trace.mark("check started")
    var options = options
    options.excludedLibraryFolders = Array(
      Set(options.excludedLibraryFolders + site.excludedLibraryFolders)
    ).sorted()
    var report = CheckReport()
    let guides = selectedGuides(site, options: options)

    let cacheFolder = options.cacheFolder ?? "\(site.root)/.tutorials-cache"
    let cache = CheckCache(folder: cacheFolder)
    var equivalent = cache.equivalentPairs()
    let knownEquivalent = equivalent
    let stripped = StrippedCodeCache(path: "\(cacheFolder)/stripped.json")
    stripped.prepare(
      guides.flatMap { $0.codeBlocks.filter { $0.isSwift } }
        .map(\.code))
    Trace.mark("code stripped")
    var occurrences: [Snippet] = []
    let quotes = QuoteChecker(root: site.root, stripComments: { stripped.strip($0).code })
    for guide in guides {
      let plan = SnippetPlanner.plan(
        guide, everyBlock: options.oneCompilerRunPerSnippet, compiledCode: stripped.strip)
      report.configurationErrors += plan.configurationErrors
      occurrences += plan.snippets
      report.checkedBlocks +=
        guide.codeBlocks.filter { block in
          block.isSwift
            && (try? SnippetOptions(parsing: block.attributes))?.mode != .ignored
        }.count
      if guide.language != site.sourceLanguage?.code,
        let source = site.guides.first(where: { $0.slug == guide.slug })
      {
        report.failures += CodeEquivalence.compare(
          translation: guide, source: source, knownEquivalent: &equivalent,
          tokenHash: { stripped.strip($0.code).tokens })
      }
      report.failures += LinkChecker.check(guide, in: site)
      report.failures += quotes.check(
        guide, isTranslation: guide.language != site.sourceLanguage?.code)
    }
    report.failures += quotes.markerProblems
    report.inputs += quotes.inputs
    // NB: every shard plans the whole site, so that all agree on who checks what, then keeps
    // its own findings and snippets.
    if let shard = options.shard {
      let assignment = ShardAssignment(shard, site: site, guides: guides, snippets: occurrences)
      report = assignment.restricting(report)
      occurrences = occurrences.indices.filter(assignment.checks).map { occurrences[$0] }
    }

    if equivalent != knownEquivalent { try cache.storeEquivalentPairs(equivalent) }
    try stripped.save()
    Trace.mark("planned \(occurrences.count) snippets, compared translations, checked links")

    var resolver = OutcomeResolver(
      options: options, cache: cache, cacheFolder: cacheFolder, report: report)
    resolver.parsed = stripped.parsed
    let outcomes = try outcomes(of: occurrences, resolver: &resolver)
    report = resolver.report
    Trace.mark("outcomes resolved")

    for (snippet, outcome) in zip(occurrences, outcomes) {
      guard let outcome else { continue }
      report.failures += evaluate(snippet, outcome: outcome)
    }
    return report
  }

  /// The outcome of each of `snippets`, in order; `nil` for one that was not compiled (see
  /// ``CheckOptions/compileMissing``).
  ///
  /// NB: first by what type checking sees, so a translation whose strings differ from its
  /// source shares its snippet; only where that failed is each text compiled as written, so
  /// that the errors point at the right columns of each language.
  private static func outcomes(
    of snippets: [Snippet], resolver: inout OutcomeResolver
  ) throws -> [SnippetOutcome?] {
    let keys = snippets.map { (typeCheck: $0.typeCheckKey, content: $0.contentKey) }
    let loose = try resolver.resolve(zip(keys, snippets).map { ($0.typeCheck, $1) })
    let representative = Dictionary(
      keys.map { ($0.typeCheck, $0.content) }, uniquingKeysWith: { first, _ in first })
    let exactNeeded = zip(keys, snippets).filter { key, _ in
      guard let outcome = loose[key.typeCheck] else { return false }
      return !outcome.errors.isEmpty && representative[key.typeCheck] != key.content
    }
    let exact = try resolver.resolve(exactNeeded.map { ($0.content, $1) })
    return keys.map { exact[$0.content] ?? loose[$0.typeCheck] }
  }

  /// The guides `options` select, source language first.
  public static func selectedGuides(_ site: Site, options: CheckOptions) -> [Guide] {
    var guides: [Guide] = []
    for language in site.languages {
      if let wanted = options.languages, !wanted.contains(language.code) { continue }
      let inLanguage =
        language.code == site.sourceLanguage?.code
        ? site.guides : site.translations[language.code] ?? []
      guides += inLanguage.filter { guide in
        options.paths.map { $0.contains(guide.path) } ?? true
      }
    }
    return guides
  }

  /// Turns a snippet's outcome into diagnostics located in the snippet's guide.
  static func evaluate(_ snippet: Snippet, outcome: SnippetOutcome) -> [Diagnostic] {
    let focus = snippet.focus
    func location(_ message: SnippetOutcome.Message) -> SourceLocation {
      guard let index = message.block, snippet.blocks.indices.contains(index),
        let line = message.line
      else { return SourceLocation(path: focus.path, line: focus.fenceLine) }
      let block = snippet.blocks[index]
      return SourceLocation(
        path: block.path, line: block.firstLine + line - 1, column: message.column)
    }
    let errors = outcome.errors.map { Diagnostic(.error, at: location($0), $0.message) }
    let fence = SourceLocation(path: focus.path, line: focus.fenceLine)
    switch snippet.expectation {
    case .compiles:
      return errors
    case .fails(let text):
      if errors.isEmpty {
        return [
          Diagnostic(
            .error, at: fence,
            "block is marked `fails` but compiles; fix the example or remove `fails`")
        ]
      }
      if let text, !errors.contains(where: { $0.message.contains(text) }) {
        let said = errors.map(\.message).joined(separator: "; ")
        return [
          Diagnostic(
            .error, at: fence,
            "block is marked fails=\"\(text)\" but the compiler said: \(said)")
        ]
      }
      return []
    case .prints(let expected, let outputFenceLine):
      if !errors.isEmpty { return errors }
      if let failure = outcome.runFailure {
        return [Diagnostic(.error, at: fence, "running the block failed: \(failure)")]
      }
      let printed = (outcome.output ?? "").trimmingTrailingWhitespaceLines()
      let wanted = expected.trimmingTrailingWhitespaceLines()
      guard printed != wanted else { return [] }
      let printedLines = printed.split(separator: "\n", omittingEmptySubsequences: false)
      let wantedLines = wanted.split(separator: "\n", omittingEmptySubsequences: false)
      var index = 0
      while index < min(printedLines.count, wantedLines.count),
        printedLines[index] == wantedLines[index]
      {
        index += 1
      }
      let got = index < printedLines.count ? "\"\(printedLines[index])\"" : "nothing"
      let want = index < wantedLines.count ? "\"\(wantedLines[index])\"" : "nothing"
      return [
        Diagnostic(
          .error, at: SourceLocation(path: focus.path, line: outputFenceLine + 1 + index),
          "the block above prints \(got) here, but the output block says \(want); "
            + "update the output block or the code")
      ]
    }
  }
}

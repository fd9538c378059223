import TutorialModel

extension TranslationStatus {
  /// Computes the status of `site`'s translations, with the failing blocks the check's cache
  /// knows of.
  /// - Parameters:
  ///   - languages: Only these languages, or all when `nil`.
  ///   - checkOptions: Where the check cache is, to report failing blocks without compiling;
  ///     `nil` skips that part.
  public static func compute(
    site: Site, languages: Set<String>? = nil, checkOptions: CheckOptions?
  ) -> TranslationStatus {
    var findings: CheckFindings?
    if var options = checkOptions {
      options.compileMissing = false
      options.languages = languages.map { $0.subtracting([site.sourceLanguage?.code ?? ""]) }
      options.paths = nil
      if let report = try? Checker.check(site, options: options) {
        findings = CheckFindings(failures: report.failures, uncheckedByPath: report.uncheckedByPath)
      }
    }
    return compute(site: site, languages: languages, checked: findings)
  }
}

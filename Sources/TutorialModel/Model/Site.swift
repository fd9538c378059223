/// Everything the runner knows about a site: its languages and every guide in each.
public struct Site: Sendable {
  /// The folder the site was loaded from; all guide paths are relative to it.
  public var root: String
  /// The source language (English unless configured), first, then the translations.
  public var languages: [Language]
  /// The source guides, ordered by number.
  public var guides: [Guide]
  /// Translated guides by language code, each ordered by number.
  public var translations: [String: [Guide]]
  /// The site's own strings (navigation, notices, search) by language code.
  public var strings: [String: SiteStrings] = [:]
  /// Folders of the package whose libraries the guides' code never imports (`site.json`'s
  /// `check.excludedLibraries`).
  public var excludedLibraryFolders: [String] = []

  public init(root: String, languages: [Language], guides: [Guide], translations: [String: [Guide]])
  {
    self.root = root
    self.languages = languages
    self.guides = guides
    self.translations = translations
  }

  /// The site strings for `language`, falling back to the built-in ones.
  public func strings(for language: String) -> SiteStrings {
    strings[language] ?? SiteStrings.builtIn(for: language)
  }

  /// The source language.
  public var sourceLanguage: Language? { languages.first }

  /// Every guide of the site: the source guides, then each translation's in the order of
  /// ``languages``.
  ///
  /// NB: a lazy sequence: going through it builds no array of all the guides.
  public var everyGuide: some Sequence<Guide> {
    let codes: [String?] = [nil] + languages.dropFirst().map(\.code)
    return codes.lazy.map { code in code.map { translations[$0] ?? [] } ?? guides }.joined()
  }

  /// The guide with `slug` in `language`, if it exists there.
  public func guide(_ slug: String, in language: String) -> Guide? {
    if language == sourceLanguage?.code { return guides.first { $0.slug == slug } }
    return translations[language]?.first { $0.slug == slug }
  }
}

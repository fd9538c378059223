import TutorialModel

/// What the templates need to write text in several languages and directions on one page: a
/// guide title in another language than the page's is marked with its own (`lang`) and isolated
/// (`<bdi>`), so that an English title on an Arabic page reads left to right in its place; each
/// language's name carries its own direction.
extension SiteRenderer {
  /// The template entry of `guide`'s title in `language`: `title`, and `titleLanguage` when
  /// the guide is not translated there and its source's title stands in.
  func titleEntry(of guide: Guide, in language: Language) -> [String: Any] {
    if let translated = site.guide(guide.slug, in: language.code) {
      return ["title": translated.title]
    }
    return ["title": guide.title, "titleLanguage": guide.language]
  }

  /// The language switcher's entries: each language's code, name and direction, linked to
  /// `href(language)`, the one of `current` marked.
  func languageLinks(current: Language, href: (Language) -> String) -> [[String: Any]] {
    site.languages.map {
      [
        "code": $0.code, "nativeName": $0.nativeName, "dir": $0.direction.rawValue,
        "href": href($0), "current": $0.code == current.code,
      ] as [String: Any]
    }
  }

  /// The direction of `code`'s text, left to right for a language the site does not list.
  func direction(of code: String) -> Language.Direction {
    site.languages.first { $0.code == code }?.direction ?? .leftToRight
  }
}

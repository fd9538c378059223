import TutorialModel

/// What each output of a rendered site is made from (see ``RenderMemo``).
///
/// Each function lists everything its output reads, so that an output whose inputs did not
/// change can be taken from the previous rendering as it is. The options a renderer was made
/// with (theme folder, API reference, concurrency) are the same for every rendering a
/// ``SiteBuild/Session`` makes, so they are not listed.
extension SiteRenderer {
  /// The site's languages and every language's strings: every page shows some of them (the
  /// language switcher, the navigation's words, group titles, notices).
  func configurationInputs() -> String {
    var text = ""
    for language in site.languages {
      text += "\(language.code)\u{1}\(language.nativeName)\u{1}\(language.direction.rawValue)"
      text += "\u{1}\(language.siteTitle)\u{2}"
    }
    for code in site.strings.keys.sorted() {
      text += "\u{3}\(code)"
      let values = site.strings[code]?.values ?? [:]
      for key in values.keys.sorted() { text += "\u{1}\(key)\u{1}\(values[key] ?? "")" }
    }
    return text
  }

  /// The sidebar and pager of a page in `language`: the listed guides in order with their
  /// numbers, groups and titles there.
  func navigationInputs(in language: Language) -> String {
    var text = ""
    for position in listedPositions {
      let guide = site.guides[position]
      let entry = titleEntry(of: guide, in: language)
      text += "\(position)\u{1}\(guide.slug)\u{1}\(guide.number)\u{1}"
      text += "\(guide.frontMatter["group"] ?? "")\u{1}\(entry["title"] ?? "")\u{1}"
      text += "\(entry["titleLanguage"] ?? "")\u{2}"
    }
    return text
  }

  /// What the site's chrome in `language` shows: the languages and strings, the templates and
  /// the navigation (`navigation`, from ``navigationInputs(in:)``).
  func chromeInputs(navigation: String, configuration: String) -> RenderInputs {
    RenderInputs(texts: [configuration, theme.fingerprint, navigation])
  }

  /// The content of the page of `source` in `language`: the guide shown, its source (whose
  /// anchors a translation's headings answer to), its stale sections, the language and its
  /// strings (the copy button's label, the titles of callouts, the stale notice), which
  /// `configuration` (from ``configurationInputs()``) holds.
  func contentInputs(
    of source: Guide, in language: Language, configuration: String
  ) -> RenderInputs {
    let (shown, isFallback) = shownGuide(source, in: language)
    let stale = isFallback ? [] : (options.staleSections[shown.path] ?? []).sorted()
    return RenderInputs(
      guides: [source, shown],
      texts: [configuration, language.code, stale.joined(separator: "\u{1}")])
  }

  /// The search index of the page of `source` in `language`: the sections of the guide shown.
  func searchInputs(of source: Guide, in language: Language) -> RenderInputs {
    RenderInputs(guides: [shownGuide(source, in: language).guide], texts: [source.slug])
  }

  /// A language's `index.html`: the landing guide's content, each listed guide's summary and
  /// whether it is translated, and how many guides each language has.
  func indexInputs(
    in language: Language, chrome: RenderInputs, configuration: String
  ) -> RenderInputs {
    var inputs = chrome
    if let landing = landingGuide {
      inputs.append(contentInputs(of: landing, in: language, configuration: configuration))
    }
    var listing = "\(site.guides.count)"
    for guide in site.guides {
      let shown = site.guide(guide.slug, in: language.code) ?? guide
      listing += "\u{1}\(shown.language)\u{1}\(shown.frontMatter["summary"] ?? "")"
    }
    for other in site.languages {
      let slugs = (site.translations[other.code] ?? []).map(\.slug)
      listing += "\u{2}\(other.code)\u{1}\(slugs.joined(separator: ","))"
    }
    inputs.texts.append(listing)
    return inputs
  }
}

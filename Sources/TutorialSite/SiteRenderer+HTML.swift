import TutorialMarkdown
import TutorialModel

/// How the Markdown of a guide becomes its page's HTML: headings with anchors (and their
/// source's anchors in a translation), stale notices, callouts, code blocks and links to guides.
extension SiteRenderer {
  /// How a guide's Markdown becomes its page's HTML; `sourceLanguage` is where stale sections
  /// link to.
  static func customization(
    for guide: Guide, source: Guide, strings: SiteStrings, stale: Set<String>,
    sourceLanguage: String?, highlights: HighlightCache
  ) -> HTMLCustomization {
    let sourceAnchors = source.sections.map(\.anchor)
    // NB: each heading finds its section by a lookup, not a search of all sections (which made
    // a guide of many sections quadratic).
    var sectionIndex: [String: Int] = [:]
    for (index, section) in guide.sections.enumerated() where sectionIndex[section.anchor] == nil {
      sectionIndex[section.anchor] = index
    }
    return HTMLCustomization(
      codeBlock: { [highlights] in
        CodeBlockRenderer.html($0, copyLabel: strings["copy"], highlight: highlights.highlight)
      },
      heading: { heading, inner in
        let anchor = HTML.escape(heading.anchor)
        // NB: a translation keeps its source's link targets (`#attributes`), so each of its
        // headings also answers to the anchor of the source's heading at the same position.
        var alias = ""
        if let index = sectionIndex[heading.anchor], index < sourceAnchors.count,
          sectionIndex[sourceAnchors[index]] == nil
        {
          alias = "<span id=\"\(HTML.escape(sourceAnchors[index]))\"></span>"
        }
        var html = """
          <h\(heading.level) id="\(anchor)">\(alias)<a class="heading-anchor" href="#\(anchor)" \
          aria-hidden="true">#</a>\(inner)</h\(heading.level)>
          """
        if stale.contains(heading.anchor), let index = sectionIndex[heading.anchor] {
          let target = index < sourceAnchors.count ? "#\(HTML.escape(sourceAnchors[index]))" : ""
          html += """
            \n<p class="stale-notice" role="note">\(HTML.escape(strings["staleNotice"])) \
            <a href="../\(sourceLanguage ?? "en")/\(source.slug).html\(target)">\
            \(HTML.escape(strings["staleLink"]))</a></p>
            """
        }
        return html
      },
      alert: { kind in
        let name = kind.rawValue.lowercased()
        return (
          """
          <div class="callout callout-\(name)" role="note"><p class="callout-title">\
          \(HTML.escape(strings[name]))</p>
          """,
          "</div>"
        )
      },
      link: rewriteLink)
  }

  /// Turns a relative link to a guide (`02-composition.md#scope`, `../Tutorials/02-x.md`) into a
  /// link to its page in the same language (`02-composition.html#scope`).
  ///
  /// NB: read as bytes, as `tutorials check` reads links: the file is what comes before the
  /// first `#` or `?`, its name what comes after its last `/`.
  static func rewriteLink(_ destination: String) -> String {
    guard let (path, name) = SiteLoader.markdownLink(destination),
      SiteLoader.parseFileName(String(name)) != nil
    else { return destination }
    return name.dropLast(3) + ".html" + destination[path.endIndex...]
  }
}

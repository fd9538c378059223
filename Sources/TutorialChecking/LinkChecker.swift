import TutorialModel

/// Checks the `#anchor` of links within and between guides, in every language.
///
/// Links to missing guides are the site loader's to report; this checks that the section a
/// link names exists. A translation keeps its source's link targets, so an anchor is valid
/// when the target guide has it in the linking guide's language or in the source language.
public enum LinkChecker {
  /// The broken anchors of `guide`'s links.
  public static func check(_ guide: Guide, in site: Site) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for link in guide.links {
      let destination = link.destination
      if destination.contains(":") || destination.hasPrefix("/") { continue }
      guard let hash = destination.firstIndex(of: "#") else { continue }
      let file = String(destination[..<hash])
      let anchor = String(destination[destination.index(after: hash)...])
      let targets: [Guide]
      if file.isEmpty {
        targets =
          [guide] + (site.guide(guide.slug, in: site.sourceLanguage?.code ?? "").map { [$0] } ?? [])
      } else {
        guard file.hasSuffix(".md"), !file.contains("/") else { continue }
        let slug = String(file.dropLast(3))
        let candidates = [
          site.guide(slug, in: guide.language),
          site.guide(slug, in: site.sourceLanguage?.code ?? ""),
        ].compactMap { $0 }
        // NB: a link to a missing guide is reported by the loader.
        guard !candidates.isEmpty else { continue }
        targets = candidates
      }
      if anchor.isEmpty || targets.contains(where: { $0.sections.contains { $0.anchor == anchor } })
      {
        continue
      }
      let name = file.isEmpty ? "this guide" : file
      let known = (targets.first?.sections ?? []).map(\.anchor).prefix(8).joined(separator: ", ")
      diagnostics.append(
        Diagnostic(
          .error, at: SourceLocation(path: guide.path, line: link.line),
          "link to '\(destination)': \(name) has no section '#\(anchor)'; its anchors are \(known)"
        ))
    }
    return diagnostics
  }
}

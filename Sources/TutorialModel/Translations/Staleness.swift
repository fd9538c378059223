import Foundation

/// Which sections of a translation are behind their source, by comparing the section hashes
/// the translation was stamped with to the source's current ones, position by position.
public enum Staleness {
  /// The positions of `translation`'s sections whose source section changed since the stamp.
  ///
  /// An unstamped translation is stale everywhere: nothing says it was ever current.
  public static func staleSectionIndices(translation: Guide, source: Guide) -> [Int] {
    let current = SectionRevisions(source: source).sections
    guard let stamped = SectionRevisions(frontMatter: translation.frontMatter) else {
      return Array(current.indices)
    }
    return current.indices.filter { index in
      index >= stamped.sections.count || stamped.sections[index] != current[index]
    }
  }

  /// The anchors of stale sections of every translated guide, by the translation's path: what
  /// the renderer needs to put a banner on each (``RenderOptions/staleSections``).
  ///
  /// ```swift
  /// let options = RenderOptions(staleSections: Staleness.staleSections(in: site))
  /// ```
  public static func staleSections(in site: Site) -> [String: Set<String>] {
    var result: [String: Set<String>] = [:]
    for translation in site.translations.values.joined() {
      guard let source = site.guides.first(where: { $0.slug == translation.slug }) else {
        continue
      }
      let anchors = staleSectionIndices(translation: translation, source: source).compactMap {
        translation.sections.indices.contains($0) ? translation.sections[$0].anchor : nil
      }
      if !anchors.isEmpty { result[translation.path] = Set(anchors) }
    }
    return result
  }
}

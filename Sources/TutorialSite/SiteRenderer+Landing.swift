import Foundation
import TutorialModel

/// The landing page, the grouped guide lists and the translation progress of a rendered site.
///
/// A source guide numbered `00` (`Tutorials/00-introduction.md`) is the site's landing page: its
/// content opens every language's `index.html`, above the guides in learning order, and it is
/// not listed among them. A source guide's `group:` front matter (`group: basics`) puts it under
/// a heading in the sidebar and on the index, titled by the site string `group.basics` of the
/// page's language (from `site/site.json`), in the order the groups first appear.
extension SiteRenderer {
  /// The number of the guide that is the landing page.
  static let landingNumber = 0

  /// The landing page's source guide, if the site has one.
  var landingGuide: Guide? { site.guides.first { $0.number == Self.landingNumber } }

  /// The positions in ``Site/guides`` of the guides the sidebar, index and pager list.
  var listedPositions: [Int] {
    site.guides.indices.filter { site.guides[$0].number != Self.landingNumber }
  }

  /// The listed guides by group, each made into a template entry by `entry`.
  func groups(
    in language: Language, entry: (_ position: Int, _ guide: Guide) -> [String: Any]
  ) -> [[String: Any]] {
    var order: [String] = []
    var members: [String: [[String: Any]]] = [:]
    for position in listedPositions {
      let guide = site.guides[position]
      let group = guide.frontMatter["group"] ?? ""
      if members[group] == nil { order.append(group) }
      members[group, default: []].append(entry(position, guide))
    }
    return order.map { group in
      var context: [String: Any] = ["guides": members[group] ?? []]
      if !group.isEmpty { context["title"] = groupTitle(group, in: language) }
      return context
    }
  }

  /// The title of `group` in `language`, else in the source language, else the group's name.
  func groupTitle(_ group: String, in language: Language) -> String {
    let key = "group.\(group)"
    return site.strings(for: language.code).values[key]
      ?? site.sourceLanguage.flatMap { site.strings(for: $0.code).values[key] }
      ?? group
  }

  /// The guides before and after the one at `position` among the listed guides.
  func neighbours(of position: Int) -> (previous: Int?, next: Int?) {
    let listed = listedPositions
    guard let index = listed.firstIndex(of: position) else { return (nil, nil) }
    return (
      index > 0 ? listed[index - 1] : nil,
      index + 1 < listed.count ? listed[index + 1] : nil
    )
  }

  /// How much of the site each language has, told in `language`'s words.
  func translationProgress(in language: Language) -> [[String: Any]] {
    let strings = site.strings(for: language.code)
    let total = site.guides.count
    let slugs = Set(site.guides.map(\.slug))
    return site.languages.map { other in
      let count: String
      if other.code == site.sourceLanguage?.code {
        count = strings["sourceCount"].replacingOccurrences(of: "{total}", with: String(total))
      } else {
        let translated = (site.translations[other.code] ?? []).filter { slugs.contains($0.slug) }
        count = strings["translatedCount"]
          .replacingOccurrences(of: "{translated}", with: String(translated.count))
          .replacingOccurrences(of: "{total}", with: String(total))
      }
      return [
        "code": other.code, "nativeName": other.nativeName, "dir": other.direction.rawValue,
        "count": count,
      ]
    }
  }
}

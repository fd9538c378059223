import Foundation
import TutorialModel

// The search index of a guide page: its sections' plain text, terms and excerpts.
extension SiteRenderer {
  /// The search index of the sections of `shown`, whose page is `slug.html`.
  static func searchIndex(of shown: Guide, slug: String) -> SearchIndex {
    var search = SearchIndex.Builder()
    for section in shown.sections {
      let text = SearchIndex.plainText(section.markdown)
      let document = SearchIndex.Document(
        guide: shown.title, section: section.title, url: "\(slug).html#\(section.anchor)",
        excerpt: excerpt(text, title: section.title))
      search.add(document, text: text)
    }
    return search.index()
  }

  /// The start of a section's plain text, after its title.
  static func excerpt(_ text: String, title: String) -> String {
    var body = Substring(text)
    if let rest = asciiRest(of: text, after: title) {
      body = rest
    } else if body.hasPrefix(title) {
      body = body.dropFirst(title.count).drop { $0 == " " }
    }
    // NB: 161 ASCII bytes other than CR are 161 Characters, so the cut is the 160th byte and no
    // grapheme boundaries need to be found; this is the usual case.
    let head = body.utf8.prefix(161)
    if !head.contains(where: { $0 >= 0x80 || $0 == 0x0D }) {
      guard head.count > 160 else { return String(body) }
      return String(body[..<body.utf8.index(body.startIndex, offsetBy: 160)]) + "…"
    }
    // NB: counts at most 160 characters rather than the whole section.
    guard let cut = body.index(body.startIndex, offsetBy: 160, limitedBy: body.endIndex),
      cut < body.endIndex
    else { return String(body) }
    return String(body[..<cut]) + "…"
  }

  /// What `text` has after `title` and the spaces after it, found by bytes, the usual case: an
  /// ASCII title, and ASCII after it and after each space; or nil, when Characters must be read
  /// to tell (a mark after a space joins it to make another Character), or `text` does not
  /// start with `title`.
  private static func asciiRest(of text: String, after title: String) -> Substring? {
    let bytes = text.utf8
    guard !title.utf8.contains(where: { $0 >= 0x80 || $0 == 0x0D }),
      bytes.starts(with: title.utf8)
    else { return nil }
    var start = bytes.index(bytes.startIndex, offsetBy: title.utf8.count)
    while true {
      guard start < bytes.endIndex else { return text[start...] }
      guard bytes[start] < 0x80 else { return nil }
      guard bytes[start] == 0x20 else { return text[start...] }
      start = bytes.index(after: start)
    }
  }
}

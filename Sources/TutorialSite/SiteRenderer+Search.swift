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
    if let excerpt = asciiExcerpt(text, title: title) { return excerpt }
    var body = Substring(text)
    if body.hasPrefix(title) { body = body.dropFirst(title.count).drop { $0 == " " } }
    // NB: counts at most 160 characters rather than the whole section.
    guard let cut = body.index(body.startIndex, offsetBy: 160, limitedBy: body.endIndex),
      cut < body.endIndex
    else { return String(body) }
    return String(body[..<cut]) + "…"
  }

  /// The excerpt found by bytes, the usual case: `text` starts with `title`, which is ASCII,
  /// and has ASCII after it, after each space after it and in the 161 bytes of the excerpt; or
  /// nil, when Characters must be read to tell where the title and the excerpt end.
  ///
  /// NB: ASCII bytes other than CR are Characters each (a mark after a space would join it to
  /// make another Character), so the cut is the 160th byte.
  private static func asciiExcerpt(_ text: String, title: String) -> String? {
    var (text, title) = (text, title)
    return text.withUTF8 { bytes in
      title.withUTF8 { title -> String? in
        guard bytes.count >= title.count,
          !title.contains(where: { $0 >= 0x80 || $0 == 0x0D }),
          title.elementsEqual(bytes[..<title.count])
        else { return nil }
        var start = title.count
        while start < bytes.count && bytes[start] == 0x20 { start += 1 }
        let end = min(bytes.count, start + 161)
        guard !bytes[start..<end].contains(where: { $0 >= 0x80 || $0 == 0x0D }) else {
          return nil
        }
        guard end - start > 160 else {
          return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        return String(
          decoding: UnsafeBufferPointer(rebasing: bytes[start..<(start + 160)]), as: UTF8.self)
          + "…"
      }
    }
  }
}

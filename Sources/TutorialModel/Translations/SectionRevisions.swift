import Foundation
import TutorialSupport

/// The revisions of a source guide's sections that a translation was made from.
///
/// `tutorials translations stamp` records them in the translation's front matter:
///
/// ```
/// ---
/// source-sections: 3f9a1c0e 77b2d4aa 0c41e9f3
/// source-blob: 5d1f0a3c9e…
/// ---
/// ```
///
/// `source-sections` holds a short hash of each source section (heading and text, by
/// position); `source-blob` is the Git blob id of the whole source file, so the text the
/// translation was made from can be shown from Git history next to today's.
public struct SectionRevisions: Hashable, Sendable {
  /// The front matter key of the section hashes.
  public static let sectionsKey = "source-sections"
  /// The front matter key of the source file's Git blob id.
  public static let blobKey = "source-blob"

  /// One short hash per source section, in order.
  public var sections: [String]
  /// The Git blob id of the source file when stamped, if Git was available.
  public var blob: String?

  public init(sections: [String], blob: String? = nil) {
    self.sections = sections
    self.blob = blob
  }

  /// The revisions recorded in `frontMatter`, or `nil` when the translation was never stamped.
  public init?(frontMatter: FrontMatter) {
    guard let value = frontMatter[Self.sectionsKey] else { return nil }
    // NB: split at the space scalar, not at the `Character`: a prepended mark such as U+0601 and
    // the space after it are one `Character`, so that space did not split.
    sections = value.unicodeScalars.split(separator: " ").map {
      String(String.UnicodeScalarView($0))
    }
    blob = frontMatter[Self.blobKey].flatMap { $0.isEmpty ? nil : $0 }
  }

  /// The current revisions of `source`'s sections.
  public init(source: Guide) {
    self.init(sections: source.sections.map(Self.hash))
  }

  /// The short hash of a section: its Markdown without trailing blank space.
  public static func hash(_ section: Section) -> String {
    String(SHA256.hex(section.markdown.trimmingTrailingWhitespaceLines()).prefix(8))
  }
}

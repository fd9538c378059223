import Foundation

/// Choices for one rendering of a site.
public struct RenderOptions: Sendable {
  /// The folder with `templates/` and `assets/`; `nil` means `<site root>/site`.
  public var themeDirectory: String?
  /// Sections of translated guides that are behind their source.
  ///
  /// Keyed by the translated guide's path (`translations/ja/01-getting-started.md`), each value
  /// holds section anchors. Each such section gets a banner linking to the English section.
  /// The checker computes these; empty by default.
  public var staleSections: [String: Set<String>]
  /// Called before each page is rendered with the page's path, its position and the count.
  public var progress: (@Sendable (_ path: String, _ index: Int, _ count: Int) -> Void)?
  /// How many threads load and render guides at once.
  ///
  /// `1` does everything on the calling thread. The default is one per processor core.
  public var concurrency: Int
  /// Kata's API reference: copied to `api/`, linked from every page's header, and the target
  /// of names in Swift blocks; `nil` renders the guides alone.
  public var apiReference: APIReference?

  public init(
    themeDirectory: String? = nil, staleSections: [String: Set<String>] = [:],
    progress: (@Sendable (String, Int, Int) -> Void)? = nil,
    concurrency: Int = ProcessInfo.processInfo.activeProcessorCount,
    apiReference: APIReference? = nil
  ) {
    self.apiReference = apiReference
    self.themeDirectory = themeDirectory
    self.staleSections = staleSections
    self.progress = progress
    self.concurrency = concurrency
  }
}

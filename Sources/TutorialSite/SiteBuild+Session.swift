import TutorialModel
import TutorialSupport

extension SiteBuild {
  /// Builds of one site, one after another, each making again only what the files changed
  /// since the previous build affect: what `serve` runs at every change.
  ///
  /// ```swift
  /// let session = SiteBuild.Session(root: ".")
  /// var output = session.run()  // loads and renders everything
  /// // … a guide is edited …
  /// output = session.run()  // parses that guide, renders the pages that show it
  /// ```
  ///
  /// A build parses only the guide files whose text changed, and makes again only the outputs
  /// whose inputs changed (see ``RenderMemo``): the files it returns are those a full build of
  /// the same files would return, byte for byte. A build that fails keeps what the last good
  /// one made, so the next build after a fix starts from there.
  public final class Session: Sendable {
    /// The folder with `Tutorials/`.
    public let root: String
    /// The options of every build; a session's builds all use the same.
    public let options: RenderOptions
    private let highlights: HighlightCache
    private let guides = GuideCache()
    private let memo = Locked(RenderMemo())

    /// A session that builds the site in `root` with `options`.
    public init(root: String, options: RenderOptions = .init()) {
      self.root = root
      self.options = options
      highlights = HighlightCache(apiReference: options.apiReference)
    }

    /// Loads the site and renders what changed since the last good build (everything the
    /// first time).
    ///
    /// Builds of one session run one at a time: a call waits for the one running to finish.
    public func run() -> Output {
      memo.withLock { memo in
        let (output, next) = SiteBuild.run(
          root: root, options: options, highlights: highlights, guides: guides, previous: memo)
        if let next { memo = next }
        return output
      }
    }
  }
}

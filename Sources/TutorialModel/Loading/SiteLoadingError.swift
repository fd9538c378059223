/// Problems that stop a site from being read at all.
public enum SiteLoadingError: Error, Equatable, CustomStringConvertible {
  /// `site/site.json` could not be understood.
  case invalidConfiguration(line: Int, reason: String)
  /// The root folder has no `Tutorials/` folder.
  case missingTutorials(root: String)

  public var description: String {
    switch self {
    case .invalidConfiguration(let line, let reason):
      return "\(SiteConfiguration.path):\(line): error: \(reason); fix the file or delete it to "
        + "use the defaults"
    case .missingTutorials(let root):
      return "\(root): error: no Tutorials/ folder here; pass --root with the folder that has one"
    }
  }
}

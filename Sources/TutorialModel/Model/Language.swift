/// A language the guides are written or translated in.
public struct Language: Hashable, Sendable, Codable {
  /// Which way text in this language runs.
  public enum Direction: String, Hashable, Sendable, Codable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
  }

  /// The BCP 47 code used in paths and URLs, such as `en` or `ja`.
  public var code: String
  /// The language's own name for itself, such as `日本語`.
  public var nativeName: String
  /// The direction text in this language runs.
  public var direction: Direction
  /// The site's title in this language.
  public var siteTitle: String

  public init(
    code: String, nativeName: String, direction: Direction = .leftToRight, siteTitle: String
  ) {
    self.code = code
    self.nativeName = nativeName
    self.direction = direction
    self.siteTitle = siteTitle
  }
}

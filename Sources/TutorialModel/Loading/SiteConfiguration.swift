import Foundation

/// The site configuration file, `site/site.json`: the languages, source first.
///
/// ```json
/// {
///   "languages": [
///     { "code": "en", "nativeName": "English", "direction": "ltr", "siteTitle": "Kata" },
///     { "code": "ja", "nativeName": "日本語", "siteTitle": "Kata",
///       "strings": { "next": "次へ" } }
///   ],
///   "check": { "excludedLibraries": ["Sources/tutorials"] }
/// }
/// ```
public struct SiteConfiguration: Hashable, Sendable, Codable {
  /// One language of the configuration.
  public struct LanguageEntry: Hashable, Sendable, Codable {
    public var code: String
    public var nativeName: String
    public var direction: Language.Direction?
    public var siteTitle: String
    /// Overrides of the built-in site strings for this language.
    public var strings: SiteStrings?
  }

  /// What `tutorials check` should know of the package the guides' code uses.
  public struct CheckSettings: Hashable, Sendable, Codable {
    /// Folders of the package (relative to it) whose libraries snippets never import, such
    /// as the tools that build the site: their changes need no new check.
    public var excludedLibraries: [String]?
  }

  /// The languages; the first is the source language of `Tutorials/`.
  public var languages: [LanguageEntry]
  /// How guides are checked; `nil` checks them against every library of the package.
  public var check: CheckSettings?

  /// The site title when a configuration names none: nothing about any one project.
  public static let defaultTitle = "Guides"

  /// The configuration file's path relative to the site root.
  public static let path = "site/site.json"

  /// The default when there is no file: English, then every folder of `translations/`.
  public static func defaults(translationFolders: [String]) -> SiteConfiguration {
    let title = defaultTitle
    let english = LanguageEntry(
      code: "en", nativeName: "English", direction: .leftToRight, siteTitle: title, strings: nil)
    return SiteConfiguration(
      languages: [english]
        + translationFolders.filter { $0 != "en" }.map {
          LanguageEntry(
            code: $0, nativeName: knownNames[$0] ?? $0,
            direction: rightToLeftCodes.contains($0) ? .rightToLeft : .leftToRight,
            siteTitle: title, strings: nil)
        })
  }

  static let knownNames = [
    "ja": "日本語", "zh": "中文", "zh-Hans": "简体中文", "zh-Hant": "繁體中文", "ko": "한국어",
    "fr": "Français", "de": "Deutsch", "es": "Español", "ar": "العربية", "he": "עברית",
  ]
  static let rightToLeftCodes: Set = ["ar", "he", "fa", "ur"]

  /// Parses the configuration file's contents.
  /// - Throws: ``SiteLoadingError/invalidConfiguration(line:reason:)``.
  public static func parse(_ data: Data) throws -> SiteConfiguration {
    do {
      let configuration = try JSONDecoder().decode(SiteConfiguration.self, from: data)
      if configuration.languages.isEmpty {
        throw SiteLoadingError.invalidConfiguration(line: 1, reason: "\"languages\" is empty")
      }
      return configuration
    } catch let error as SiteLoadingError {
      throw error
    } catch let error as DecodingError {
      if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
        throw SiteLoadingError.invalidConfiguration(
          line: syntaxErrorLine(data), reason: "not valid JSON")
      }
      throw SiteLoadingError.invalidConfiguration(line: 1, reason: describe(error))
    }
  }

  /// The line of a JSON syntax error, from JSONSerialization's "around character N".
  private static func syntaxErrorLine(_ data: Data) -> Int {
    do {
      _ = try JSONSerialization.jsonObject(with: data)
    } catch {
      let nsError = error as NSError
      let text =
        (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
      let offset =
        (nsError.userInfo["NSJSONSerializationErrorIndex"] as? Int)
        ?? text.split(separator: " ").last.flatMap { Int($0.filter(\.isNumber)) }
      if let offset {
        return data.prefix(offset).filter { $0 == UInt8(ascii: "\n") }.count + 1
      }
    }
    return 1
  }

  private static func describe(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
      context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
        .joined(separator: ".")
    }
    switch error {
    case .keyNotFound(let key, let context):
      return
        "missing \"\(key.stringValue)\" at \(path(context).isEmpty ? "top level" : path(context))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "wrong type at \(path(context))"
    case .dataCorrupted(let context):
      return path(context).isEmpty ? "not valid JSON" : "invalid value at \(path(context))"
    @unknown default:
      return "cannot be read"
    }
  }
}

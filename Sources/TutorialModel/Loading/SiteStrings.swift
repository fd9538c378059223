/// The site's own words in one language: navigation, notices, search.
///
/// Built-in strings exist for English, Japanese, Korean, Simplified Chinese, Spanish and Arabic
/// (see ``builtIn(for:)``); the site configuration can override any of them and add languages.
/// A missing key falls back to English.
public struct SiteStrings: Hashable, Sendable, Codable {
  /// The strings by key, such as `next` or `searchPlaceholder`.
  public var values: [String: String]

  public init(_ values: [String: String]) { self.values = values }

  public init(from decoder: any Decoder) throws {
    values = try [String: String](from: decoder)
  }

  public func encode(to encoder: any Encoder) throws { try values.encode(to: encoder) }

  /// The string for `key`, falling back to English, then to the key itself.
  public subscript(key: String) -> String {
    values[key] ?? Self.english.values[key] ?? key
  }

  /// This language's strings with `overrides` laid on top.
  public func merging(_ overrides: SiteStrings?) -> SiteStrings {
    guard let overrides else { return self }
    return SiteStrings(values.merging(overrides.values) { $1 })
  }

  /// The built-in strings for `code`, or English when there are none.
  ///
  /// Built in are `en`, `ja`, `ko`, `zh-Hans`, `es` and `ar`. A region the site names falls back
  /// to its language's strings: `es-MX` gets Spanish, `zh` and `zh-CN` Simplified Chinese.
  public static func builtIn(for code: String) -> SiteStrings {
    if let strings = builtInByCode[code] { return strings }
    let language = code.split(separator: "-").first.map(String.init) ?? code
    if language == "zh" && (code == "zh" || code.hasSuffix("-CN") || code.hasSuffix("-SG")) {
      return simplifiedChinese
    }
    return language == "zh" ? english : builtInByCode[language] ?? english
  }

  /// The built-in strings by language code.
  static let builtInByCode: [String: SiteStrings] = [
    "en": english, "ja": japanese, "ko": korean, "zh-Hans": simplifiedChinese, "es": spanish,
    "ar": arabic,
  ]

  public static let english = SiteStrings([
    "guides": "Guides",
    "onThisPage": "On this page",
    "previous": "Previous",
    "next": "Next",
    "language": "Language",
    "searchPlaceholder": "Search the guides",
    "searchNoResults": "No results",
    "untranslatedNotice": "This guide has not been translated yet; it is shown in English.",
    "staleNotice": "This section of the translation is out of date.",
    "staleLink": "Read the English section",
    "copy": "Copy",
    "copied": "Copied",
    "theme": "Toggle light and dark theme",
    "menu": "Menu",
    "apiReference": "API reference",
    "home": "All guides",
    "translations": "Translations",
    "translatedCount": "{translated} of {total} guides translated",
    "sourceCount": "{total} guides, the original",
    "notTranslated": "(in English)",
    "redirecting": "Choose your language",
    "note": "Note", "tip": "Tip", "important": "Important", "warning": "Warning",
    "caution": "Caution",
    "renderError": "This page could not be updated; showing the last good version.",
  ])

  public static let japanese = SiteStrings([
    "guides": "ガイド",
    "onThisPage": "このページの内容",
    "previous": "前へ",
    "next": "次へ",
    "language": "言語",
    "searchPlaceholder": "ガイドを検索",
    "searchNoResults": "見つかりませんでした",
    "untranslatedNotice": "このガイドはまだ翻訳されていません。英語版を表示しています。",
    "staleNotice": "この翻訳は原文より古くなっています。",
    "staleLink": "英語のセクションを読む",
    "copy": "コピー",
    "copied": "コピーしました",
    "theme": "ライトテーマとダークテーマを切り替える",
    "menu": "メニュー",
    "apiReference": "API リファレンス",
    "home": "すべてのガイド",
    "translations": "翻訳",
    "translatedCount": "{total} 本中 {translated} 本を翻訳済み",
    "sourceCount": "{total} 本（原文）",
    "notTranslated": "（英語）",
    "redirecting": "言語を選んでください",
    "note": "注記", "tip": "ヒント", "important": "重要", "warning": "警告", "caution": "注意",
    "renderError": "このページを更新できませんでした。最後に正常だった版を表示しています。",
  ])
}

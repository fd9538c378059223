import Foundation

/// How the search index folds spellings together, so that a reader finds a word however they
/// type it. `site/assets/site.js` folds queries by the same rules; both are tested against
/// `Tests/Fixtures/search/terms.json`.
///
/// - Latin letters lose their accents (`Acción` → `accion`, `ñ` → `n`): the letter is lowercased,
///   decomposed (NFD) and stripped of combining diacritical marks (U+0300–U+036F), which are also
///   skipped where they stand on their own (`e` + U+0301).
/// - Arabic is read without its optional marks: harakat, shadda, sukun, tanwin, the dagger alef
///   and Quranic annotation marks, and the tatweel (ـ), are skipped; the alef forms أ إ آ ٱ become
///   ا, ى becomes ي, ة becomes ه, the Persian forms ی and ک become ي and ك, and Arabic-Indic
///   digits become 0–9. A word that starts with the article (ال, وال, بال, كال, فال, لل) is also
///   indexed without it, so `حالة` finds `الحالة`.
extension SearchIndex {
  /// What a scalar that is neither ASCII nor CJK contributes to a term.
  enum Folding {
    /// Nothing: the scalar is a mark read through (an accent, a haraka, a tatweel).
    case skip
    /// These UTF-8 bytes, appended to the current word.
    case append([UInt8])
    /// The scalar's own lowercase form, appended to the current word.
    case lowercase
    /// The scalar ends the current term.
    case separator
  }

  /// How `scalar`, which is neither ASCII nor CJK, becomes part of a term.
  static func folding(_ scalar: Unicode.Scalar) -> Folding {
    let value = scalar.value
    if isReadThrough(value) { return .skip }
    switch value {
    case 0x00C0...0x024F:
      return latinFolds[Int(value - 0x00C0)].map(Folding.append) ?? .separator
    case 0x1E00...0x1EFF:
      return latinFolds[Int(value - 0x1E00) + 0x0190].map(Folding.append) ?? .separator
    case 0x0600...0x06FF:
      if let folded = arabicFold(value) { return .append(folded) }
    default:
      break
    }
    if scalar.properties.isAlphabetic || scalar.properties.numericType != nil { return .lowercase }
    return .separator
  }

  /// Whether `value` is a mark a reader may leave out: combining diacritical marks, Arabic
  /// harakat and Quranic marks, the tatweel.
  static func isReadThrough(_ value: UInt32) -> Bool {
    switch value {
    case 0x0300...0x036F, 0x0610...0x061A, 0x0640, 0x064B...0x065F, 0x0670, 0x06D6...0x06ED:
      return true
    default:
      return false
    }
  }

  /// The folded UTF-8 bytes of an Arabic letter or digit with another spelling, else `nil`.
  private static func arabicFold(_ value: UInt32) -> [UInt8]? {
    switch value {
    case 0x0622, 0x0623, 0x0625, 0x0671, 0x0672, 0x0673: return alef
    case 0x0649, 0x06CC: return yeh
    case 0x0629: return heh
    case 0x06A9: return kaf
    case 0x0660...0x0669: return digits[Int(value - 0x0660)]
    case 0x06F0...0x06F9: return digits[Int(value - 0x06F0)]
    default: return nil
    }
  }

  private static let alef = Array("ا".utf8)
  private static let yeh = Array("ي".utf8)
  private static let heh = Array("ه".utf8)
  private static let kaf = Array("ك".utf8)
  private static let digits = (0...9).map { Array(String($0).utf8) }

  /// The folded UTF-8 bytes of U+00C0–U+024F, then of U+1E00–U+1EFF: lowercased, decomposed,
  /// without combining marks; `nil` for the two that are not letters, × and ÷.
  private static let latinFolds: [[UInt8]?] = (Array(0x00C0...0x024F) + Array(0x1E00...0x1EFF))
    .map { value in
      guard let scalar = Unicode.Scalar(UInt32(value)), scalar.properties.isAlphabetic else {
        return nil
      }
      var folded = String.UnicodeScalarView()
      folded.append(
        contentsOf: scalar.properties.lowercaseMapping.decomposedStringWithCanonicalMapping
          .unicodeScalars.filter { !(0x0300...0x036F).contains($0.value) })
      return Array(String(folded).utf8)
    }

  /// The words an Arabic article or a preposition fused to it can start, folded.
  static let arabicArticles: [[UInt8]] = ["وال", "بال", "كال", "فال", "ال", "لل"].map {
    Array($0.utf8)
  }

  /// The length in bytes of the Arabic article that starts `word`, when at least two letters
  /// follow it; else 0.
  static func arabicArticleLength(_ word: [UInt8]) -> Int {
    guard word.count >= 8, word[0] >= 0xD8, word[0] <= 0xD9 else { return 0 }
    for article in arabicArticles where word.starts(with: article) {
      let rest = word[article.count...].lazy.filter { $0 & 0xC0 != 0x80 }.count
      return rest >= 2 ? article.count : 0
    }
    return 0
  }
}

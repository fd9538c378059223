import Foundation
import Testing
import TutorialTestSupport

@testable import TutorialSite

@Suite struct SearchIndexFoldingTests {
  struct Cases: Decodable {
    struct Case: Decodable {
      var text: String
      var terms: [String]
    }
    var cases: [Case]
  }

  /// The cases `scripts/browser-test.py` also gives `site.js`, so both sides fold alike.
  static let cases: [Cases.Case] = {
    let url = FixtureSite.folder.appendingPathComponent("search/terms.json")
    guard let data = try? Data(contentsOf: url),
      let decoded = try? JSONDecoder().decode(Cases.self, from: data)
    else { return [] }
    return decoded.cases
  }()

  @Test func everyScalarIsReadBackFromItsUTF8() {
    // NB: the index reads text as UTF-8 bytes and decodes what is not ASCII itself.
    var value: UInt32 = 0x80
    while value <= 0x10FFFF {
      if let scalar = Unicode.Scalar(value) {
        let bytes = Array(("a" + String(scalar) + "b").utf8)
        let decoded = bytes.withUnsafeBufferPointer { SearchIndex.decode($0, at: 1) }
        #expect(
          decoded.0 == scalar && decoded.1 == scalar.utf8.count, "U+\(String(value, radix: 16))")
      }
      value += value < 0x3000 ? 1 : 97
    }
  }

  @Test func sharedCasesMakeTheirTerms() throws {
    try #require(Self.cases.count >= 20, "Fixtures/search/terms.json is missing or unreadable")
    for example in Self.cases {
      #expect(SearchIndex.terms(in: example.text) == example.terms, "\(example.text)")
    }
  }

  @Test func arabicReadsThroughMarksAndLetterVariants() {
    // NB: the same word with harakat, shadda, tatweel and hamza forms, as a writer may type it.
    let plain = SearchIndex.terms(in: "المستودع مكتبة تأثير إلغاء")
    #expect(SearchIndex.terms(in: "المُسْتَوْدَعُ مكتبةٌ تـأثـير الغاء") == plain)
    #expect(SearchIndex.terms(in: "ٱلمستودع مكتبه تاثير إلغاء") == plain)
    #expect(SearchIndex.terms(in: "كتاب ی") == SearchIndex.terms(in: "كتاب ى"))
  }

  @Test func latinAccentsFoldAndOtherScriptsKeepTheirLetters() {
    #expect(SearchIndex.terms(in: "Acción ACCIÓN accio\u{301}n") == ["accion", "accion", "accion"])
    #expect(SearchIndex.terms(in: "año Ångström") == ["ano", "angstrom"])
    // NB: the dakuten of が and the batchim of 한 are letters, not accents.
    #expect(SearchIndex.terms(in: "が") == ["が"])
    #expect(SearchIndex.terms(in: "한") == ["한"])
    #expect(SearchIndex.terms(in: "й") == ["й"])
  }
}

extension SearchIndexFoldingTests {
  /// The search index of every language of the fixture site, as the site ships it.
  static func indexes() throws -> [String: SearchIndex] {
    let rendered = try FixtureSite.render("rendering/languages")
    var result: [String: SearchIndex] = [:]
    for code in ["en", "ko", "zh-Hans", "es", "ar"] {
      result[code] = try SearchIndex.parse(
        script: try #require(rendered.files["\(code)/search-index.js"]))
    }
    return result
  }

  static func sections(_ index: SearchIndex, _ query: String) -> [String] {
    index.documentNumbers(matching: query).map { index.documents[$0].section }
  }

  @Test func eachLanguageFindsItsWordsHoweverTheyAreTyped() throws {
    let indexes = try Self.indexes()
    let expected: [(language: String, query: String, sections: [String])] = [
      // Korean and Chinese: any part of a word, particles attached or not.
      ("ko", "합성", ["기능 합성하기"]),
      ("ko", "이루어", ["기능 합성하기"]),
      ("ko", "State는", ["행 하나: Todo 기능"]),
      ("ko", "준수", ["행 하나: Todo 기능"]),
      ("zh-Hans", "组合", ["组合功能"]),
      ("zh-Hans", "程序", ["组合功能"]),
      ("zh-Hans", "待办事项", ["一行：Todo 功能"]),
      ("zh-Hans", "组", ["组合功能"]),
      // Spanish: accents or none, any case.
      ("es", "composicion", ["Componer funcionalidades"]),
      ("es", "COMPOSICIÓN", ["Componer funcionalidades"]),
      ("es", "estan hechos", ["Componer funcionalidades"]),
      ("es", "necesitara", ["Una fila: la funcionalidad Todo"]),
      // Arabic: without vowel marks, with other alef, teh marbuta or article spellings.
      ("ar", "بيئة تشغيل", ["تركيب الميزات"]),
      ("ar", "بيئه تشغيل", ["تركيب الميزات"]),
      ("ar", "يختبر", ["تركيب الميزات"]),
      ("ar", "يُختبَر", ["تركيب الميزات"]),
      ("ar", "حالة", ["الحالة"]),
      ("ar", "الحالة", ["الحالة"]),
      ("ar", "صَغِيرَة", ["تركيب الميزات"]),
      ("ar", "ايجاد", ["الحالة"]),
      ("ar", "مستودع", ["تركيب الميزات"]),
      // A guide shown in English in a translation is searched in English there.
      ("ar", "cancellation", ["Cancellation"]),
    ]
    for (language, query, sections) in expected {
      let index = try #require(indexes[language])
      #expect(Self.sections(index, query) == sections, "\(language): \(query)")
    }
    // NB: the English index has none of these, nor does a language have another's words.
    let english = try #require(indexes["en"])
    for query in ["composicion", "合成", "组合", "حالة"] {
      #expect(Self.sections(english, query).isEmpty, "en: \(query)")
    }
    #expect(Self.sections(try #require(indexes["es"]), "组合").isEmpty)
  }
}

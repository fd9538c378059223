import Foundation
import Testing

@testable import TutorialSite

@Suite struct SearchIndexTests {
  @Test func wordsAreLowercasedAndCJKBecomesBigrams() {
    #expect(
      SearchIndex.terms(in: "Reducer を定義します") == [
        "reducer", "を定", "定義", "義し", "しま", "ます",
      ])
    #expect(SearchIndex.terms(in: "a 状 b") == ["a", "状", "b"])
    #expect(SearchIndex.terms(in: "状態State") == ["状態", "state"])
  }

  @Test func termsPointToTheirDocuments() {
    var index = SearchIndex()
    index.add(.init(guide: "G", section: "One", url: "a.html#one", excerpt: ""), text: "store")
    index.add(.init(guide: "G", section: "Two", url: "a.html#two", excerpt: ""), text: "store 状態")
    #expect(index.terms["store"] == [0, 1])
    #expect(index.terms["状態"] == [1])
    #expect(index.terms["two"] == [1])
  }
}

extension SearchIndexTests {
  @Test func plainTextLeavesOutWhatReadersDoNotSee() {
    let text = SearchIndex.plainText(
      """
      ## State

      > [!NOTE]
      > See [the guide](02-next.md#scope).

      | A | B |
      | --- | :-: |

      ```swift name=x
      // snippet.hide
      import Secret
      // snippet.show
      let shown = 1
      ```
      """)
    #expect(text == "State See the guide . A B let shown = 1")
  }

  @Test func eachMarkupCharacterLeavesAGapAndOtherBytesStay() {
    #expect(
      SearchIndex.plainText("a#b*c`d[e]f(g)h>i|j~k_l!m\tn\ro p状q")
        == "a bcd e f g h i j k l m n o p状q")
  }

  @Test func codeAndEmphasisMarksInProseLeaveNoGapInExcerpts() {
    #expect(
      SearchIndex.plainText("يعيد **الـ Reducer** قيمة `Effect`، ثم `send`.\n```\na*b `c`\n```")
        == "يعيد الـ Reducer قيمة Effect، ثم send. a b c")
    #expect(SearchIndex.plainText("Use `forEach`: **rows**.") == "Use forEach: rows.")
  }
}

extension SearchIndexTests {
  @Test func scriptHoldsTheSameJSONAsJSONEncoder() throws {
    var index = SearchIndex()
    index.add(
      .init(guide: "G \"q\"", section: "状態\n\\", url: "a.html#状態", excerpt: "tab\there\u{1}"),
      text: "store effect")
    let json = Data(index.json())
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    #expect(
      String(decoding: json, as: UTF8.self)
        == String(decoding: try encoder.encode(index), as: UTF8.self))
    let script = try index.javaScript()
    #expect(
      script == Data("window.kataSearchIndex = {\"guides\":[".utf8) + json + Data("]};\n".utf8))
    #expect(try SearchIndex.parse(script: script) == index)
  }

  @Test func aScriptOfSeveralGuidesReadsBackAsTheirSectionsInTurn() throws {
    var first = SearchIndex()
    first.add(.init(guide: "G", section: "One", url: "g.html#one", excerpt: ""), text: "store")
    var second = SearchIndex()
    second.add(.init(guide: "H", section: "Two", url: "h.html#two", excerpt: ""), text: "store 状態")
    let script = SearchIndex.javaScript(parts: [Data(first.json()), Data(second.json())])
    let read = try SearchIndex.parse(script: script)
    var joined = first
    joined.append(second)
    #expect(read == joined)
    #expect(read.terms["store"] == [0, 1])
    #expect(read.documentNumbers(matching: "状態") == [1])
    #expect(throws: SearchIndex.ScriptError.self) {
      try SearchIndex.parse(script: Data("var x = 1;\n".utf8))
    }
  }
}

extension SearchIndexTests {
  @Test func appendingIndexesEqualsAddingTheirSectionsInTurn() {
    let sections: [(SearchIndex.Document, String)] = [
      (.init(guide: "G", section: "One", url: "a.html#one", excerpt: ""), "store effect"),
      (.init(guide: "G", section: "Two", url: "a.html#two", excerpt: ""), "store 状態"),
      (.init(guide: "H", section: "Three", url: "b.html#three", excerpt: ""), "effect 状態 one"),
    ]
    var whole = SearchIndex()
    for (document, text) in sections { whole.add(document, text: text) }
    var first = SearchIndex()
    first.add(sections[0].0, text: sections[0].1)
    var second = SearchIndex()
    for (document, text) in sections.dropFirst() { second.add(document, text: text) }
    var joined = SearchIndex()
    joined.append(first)
    joined.append(second)
    #expect(joined == whole)
    #expect(joined.terms["store"] == [0, 1])
    #expect(joined.terms["one"] == [0, 2])
  }

  @Test func documentNumbersAreWrittenAsStringWritesThem() {
    for number in [0, 7, 9, 10, 99, 100, 12_345, 1_000_000, Int.max, -1, Int.min] {
      var out: [UInt8] = [UInt8(ascii: "[")]
      SearchIndex.appendDecimal(number, to: &out)
      #expect(String(decoding: out, as: UTF8.self) == "[\(number)")
    }
  }

  @Test func scriptEscapesLineSeparatorsAndControlCharacters() throws {
    var out: [UInt8] = []
    SearchIndex.appendJSON("a\u{2028}b\u{2029}c\u{1F}\"\\é状", to: &out)
    #expect(String(decoding: out, as: UTF8.self) == #""a\u2028b\u2029c\u001f\"\\é状""#)
  }
}

extension SearchIndexTests {
  @Test func addingTextListsEachTermOncePerSection() {
    let document = SearchIndex.Document(guide: "G", section: "Store", url: "a#s", excerpt: "")
    var fromText = SearchIndex()
    fromText.add(document, text: "store Store STORE 状態 状態")
    fromText.add(document, text: "effect store")
    var fromTerms = SearchIndex()
    fromTerms.add(
      document, terms: SearchIndex.uniqueTerms(of: document, text: "store Store STORE 状態 状態"))
    fromTerms.add(document, terms: SearchIndex.uniqueTerms(of: document, text: "effect store"))
    #expect(fromText == fromTerms)
    #expect(fromText.terms["store"] == [0, 1])
    #expect(fromText.terms["状態"] == [0])
  }

  @Test func excerptsStopAfter160Characters() {
    let long = String(repeating: "状", count: 200)
    #expect(SiteRenderer.excerpt("Title " + long, title: "Title") == String(long.prefix(160)) + "…")
    let exact = String(repeating: "é", count: 160)
    #expect(SiteRenderer.excerpt(exact, title: "Other") == exact)
    #expect(SiteRenderer.excerpt("Title", title: "Title") == "")
  }

  @Test func excerptsLeaveOutTheTitleAsCharactersSayWhereItEnds() {
    #expect(SiteRenderer.excerpt("Title  状態", title: "Title") == "状態")
    #expect(SiteRenderer.excerpt("Titles go", title: "Title") == "s go")
    #expect(SiteRenderer.excerpt("Title", title: "Title") == "")
    #expect(SiteRenderer.excerpt("Title   ", title: "Title") == "")
    // NB: a mark after the title, or after a space, makes another Character of it.
    #expect(SiteRenderer.excerpt("Title\u{301} rest", title: "Title") == "Title\u{301} rest")
    #expect(SiteRenderer.excerpt("Title  \u{301}rest", title: "Title") == " \u{301}rest")
    #expect(SiteRenderer.excerpt("Café au lait", title: "Café") == "au lait")
    #expect(SiteRenderer.excerpt("Cafe\u{301} au lait", title: "Café") == "au lait")
  }

  @Test func excerptsOfASCIITextCutAt160CharactersToo() {
    let ascii = String(repeating: "abcdefghij", count: 20)
    let head159 = String(ascii.prefix(159))
    let head160 = String(ascii.prefix(160))
    var texts: [String] = [ascii, head159, head160, String(ascii.prefix(161)), ""]
    texts.append(head160 + "\u{301}x")
    texts.append(head159 + "e\u{301}" + ascii)
    texts.append(String(ascii.prefix(150)) + "\r\n" + ascii)
    texts.append(String(ascii.prefix(100)) + "é" + ascii)
    for text in texts {
      let expected = text.count > 160 ? String(text.prefix(160)) + "…" : text
      #expect(SiteRenderer.excerpt(text, title: "T") == expected, "\(text.utf8.count) bytes")
      #expect(SiteRenderer.excerpt("T  " + text, title: "T") == expected)
    }
  }
}

extension SearchIndexTests {
  @Test func builderGivesTheIndexOfAddingEachSectionInTurn() throws {
    let sections: [(SearchIndex.Document, String)] = [
      (.init(guide: "G", section: "One", url: "a#one", excerpt: ""), "store effect STORE 状態です"),
      (.init(guide: "G", section: "Two", url: "a#two", excerpt: ""), "café cafe\u{301} Ünïcode ½"),
      (.init(guide: "G", section: "Café", url: "a#three", excerpt: ""), "cafe\u{301} store 状"),
      (.init(guide: "G", section: "", url: "a#four", excerpt: ""), ""),
    ]
    // NB: enough distinct words to make the builder's table grow several times.
    let many = (0..<5000).map { "word\($0)" }.joined(separator: " ")
    var added = SearchIndex()
    var builder = SearchIndex.Builder()
    for (document, text) in sections + [(sections[0].0, many), (sections[1].0, many)] {
      added.add(document, text: text)
      builder.add(document, text: text)
    }
    let built = builder.index()
    #expect(built == added)
    #expect(try built.javaScript() == added.javaScript())
  }
}

extension SearchIndexTests {
  /// Terms found scalar by scalar, as the index did before it read UTF-8 bytes, folded as
  /// ``SearchIndex/folding(_:)`` says.
  static func termsByScalar(_ text: String) -> [String] {
    var result: [String] = []
    var word = ""
    var cjk: [Unicode.Scalar] = []
    func flush() {
      if !word.isEmpty { result.append(word) }
      for article in ["وال", "بال", "كال", "فال", "ال", "لل"]
      where word.unicodeScalars.starts(with: article.unicodeScalars)
        && word.unicodeScalars.count >= article.unicodeScalars.count + 2
      {
        result.append(String(word.unicodeScalars.dropFirst(article.unicodeScalars.count)))
      }
      word = ""
      if cjk.count == 1 { result.append(String(cjk[0])) }
      if cjk.count > 1 {
        for index in 0..<(cjk.count - 1) {
          result.append(String(cjk[index]) + String(cjk[index + 1]))
        }
      }
      cjk = []
    }
    for scalar in text.unicodeScalars {
      if scalar.isASCII {
        if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" {
          if !cjk.isEmpty { flush() }
          word += scalar.properties.lowercaseMapping
        } else {
          flush()
        }
      } else if SearchIndex.isCJK(scalar) {
        if !word.isEmpty { flush() }
        cjk.append(scalar)
      } else {
        switch SearchIndex.folding(scalar) {
        case .skip:
          break
        case .append(let bytes):
          if !cjk.isEmpty { flush() }
          word += String(decoding: bytes, as: UTF8.self)
        case .lowercase:
          if !cjk.isEmpty { flush() }
          word += scalar.properties.lowercaseMapping
        case .separator:
          flush()
        }
      }
    }
    flush()
    return result
  }

  @Test func termsOfMixedScriptsMatchAScalarByScalarReading() {
    let texts = [
      "Ünïcode ΣΑΣ café naïve ½ ² x²", "𠀀x 😀y z😀", "状態State を定義 한국어 テスト", "İstanbul ß ǅ",
      "tab\there\u{0}nul \u{301}mark e\u{301}", "a_b-c.d/e:f", "", "   ", "ＡＢＣ ｶﾀｶﾅ",
      "الحَالَةُ والـ Store، بالشيفرة ٣ لله ×÷", "ẞ Ǆ ǈ ḯ ỹ Ꞵ",
      // NB: ASCII words read whole: after a separator, into a non-ASCII byte, at the end.
      "Store.状態 MixedCASE_9 a.é b,é x_Y?ü END", "é.Word", "word", "WORD", "状A a状",
    ]
    for text in texts {
      #expect(SearchIndex.terms(in: text) == Self.termsByScalar(text), "\(text)")
    }
  }
}

extension SearchIndexTests {
  @Test func scriptIsTheSameWrittenOnSeveralThreads() throws {
    var index = SearchIndex()
    for section in 0..<50 {
      let text = (0..<(section * 7)).map { "w\($0 % 97) x\(section)" }.joined(separator: " ")
      index.add(
        .init(guide: "G", section: "S\(section)", url: "a#\(section)", excerpt: "e"), text: text)
    }
    let one = try index.javaScript()
    for concurrency in [2, 3, 8, 1000] {
      #expect(try index.javaScript(concurrency: concurrency) == one, "\(concurrency) threads")
    }
    #expect(try SearchIndex().javaScript(concurrency: 4) == SearchIndex().javaScript())
  }
}

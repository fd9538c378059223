import Testing

@testable import TutorialChecking
@testable import TutorialModel
@testable import TutorialSupport

@Suite struct TranslationStamperTests {
  let revisions = SectionRevisions(sections: ["aaaa1111", "bbbb2222"], blob: "0123abcd")

  @Test func replacesRevisionEntriesAndKeepsEveryOtherByte() {
    let text = "---\ntitle: ガイド\nsource-sections: old\n---\n# ガイド\n\n本文。  \n"
    #expect(
      TranslationStamper.stamped(text, with: revisions)
        == "---\ntitle: ガイド\nsource-sections: aaaa1111 bbbb2222\nsource-blob: 0123abcd\n---\n"
        + "# ガイド\n\n本文。  \n")
  }

  @Test func addsFrontMatterWhenThereIsNone() {
    #expect(
      TranslationStamper.stamped("# T\r\nx", with: SectionRevisions(sections: ["a"]))
        == "---\r\nsource-sections: a\r\n---\r\n# T\r\nx",
      "the block's lines end as the file's first line does")
    #expect(
      TranslationStamper.stamped("# T\nx", with: SectionRevisions(sections: ["a"]))
        == "---\nsource-sections: a\n---\n# T\nx")
  }

  /// Found by `make fuzz` (Fuzz/Corpus/translation-stamp/crlf.md): a file with CRLF line ends
  /// was one `Character` line to the stamper, which added a second front matter block above
  /// the first instead of updating it.
  @Test func aCRLFFileKeepsOneFrontMatterBlockAndItsLineEnds() {
    let text = "---\r\nsource-sections: old\r\ntitle: T\r\n---\r\n# T\r\nx\r\n"
    #expect(
      TranslationStamper.stamped(text, with: revisions)
        == "---\r\ntitle: T\r\nsource-sections: aaaa1111 bbbb2222\r\nsource-blob: 0123abcd\r\n"
        + "---\r\n# T\r\nx\r\n")
  }

  /// Found by `make fuzz` (Fuzz/Regressions/translation-stamp/): an entry written with a space
  /// before its colon stayed, and the front matter parser read it instead of the new one.
  @Test func anEntryWithASpaceBeforeItsColonIsReplaced() {
    let stamped = TranslationStamper.stamped(
      "---\nsource-sections : old\n---\n# T\n", with: revisions)
    #expect(stamped == "---\nsource-sections: aaaa1111 bbbb2222\nsource-blob: 0123abcd\n---\n# T\n")
    let frontMatter = FrontMatterParser.split(stamped, path: "t.md").frontMatter
    #expect(SectionRevisions(frontMatter: frontMatter) == revisions)
  }

  @Test func stampingMakesEverySectionCurrentAndASourceEditMakesOneStale() throws {
    let (root, site) = try CheckFixture.load("stale-translation")
    let unstamped = try #require(site.translations["ja"]?.first)
    #expect(
      Staleness.staleSectionIndices(translation: unstamped, source: site.guides[0]) == [0, 1, 2])

    try TranslationStamper.stamp(site: site, language: "ja", guide: "01-guide.md")
    var stamped = try SiteLoader.load(root: root).site
    #expect(Staleness.staleSections(in: stamped).isEmpty)

    stamped.guides[0].sections[2].markdown += "\nA new sentence."
    #expect(Staleness.staleSections(in: stamped) == ["translations/ja/01-guide.md": ["二番目"]])
  }

  @Test func refusesATranslationWhoseCodeDiffers() throws {
    let (_, site) = try CheckFixture.load("mismatched-code")
    #expect(throws: TranslationStamper.Failure.self) {
      try TranslationStamper.stamp(site: site, language: "ja", guide: "01-code")
    }
  }
}

extension TranslationStamperTests {
  @Test func aTranslationWhoseQuotedCodeDiffersFromItsRegionIsNotStamped() throws {
    let (root, site) = try CheckFixture.load("quote-differs")
    let path = "\(root)/translations/ja/01-demo.md"
    let before = try String(contentsOfFile: path, encoding: .utf8)
    #expect {
      try TranslationStamper.stamp(site: site, language: "ja", guide: "01-demo.md")
    } throws: { error in
      guard case .codeDiffers(let problems) = error as? TranslationStamper.Failure else {
        return false
      }
      return problems.count == 1
        && problems[0].hasPrefix("translations/ja/01-demo.md:10: error: block differs")
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
  }
}

import Testing

@testable import TutorialModel

@Suite struct InfoStringTests {
  @Test func parsesLanguageAndAttributes() {
    let parsed = InfoString.parse(
      #"swift fails="cannot find 'x' in scope" name=counter run ignore"#)
    #expect(parsed.language == "swift")
    #expect(
      parsed.attributes == [
        .init(name: "fails", value: "cannot find 'x' in scope"),
        .init(name: "name", value: "counter"),
        .init(name: "run"),
        .init(name: "ignore"),
      ])
  }

  @Test func emptyInfoHasNoLanguage() {
    #expect(InfoString.parse("").language == "")
    #expect(InfoString.parse("  ").attributes.isEmpty)
  }

  @Test func attributeWithoutLanguageLeavesLanguageEmpty() {
    let parsed = InfoString.parse("name=a")
    #expect(parsed.language == "")
    #expect(parsed.attributes == [.init(name: "name", value: "a")])
  }

  @Test func bareFailsHasNoValue() {
    #expect(InfoString.parse("swift fails").attributes == [.init(name: "fails")])
  }
}

extension InfoStringTests {
  @Test func oneWordIsTheLanguageWhateverItsCharacters() {
    for word in ["swift", "Swift", "c++", "\"swift\"", "swift\u{1F}", "swift\u{301}", "状態"] {
      let parsed = InfoString.parse(word)
      #expect(parsed.language == word)
      #expect(parsed.attributes.isEmpty)
    }
    // NB: white space beyond ASCII still separates words.
    #expect(InfoString.parse("swift\u{A0}run").attributes == [.init(name: "run")])
    #expect(InfoString.parse("swift\trun").attributes == [.init(name: "run")])
    #expect(InfoString.parse("swift\u{A0}run").language == "swift")
  }
}

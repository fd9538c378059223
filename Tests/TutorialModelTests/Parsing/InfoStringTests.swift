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

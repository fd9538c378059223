import Testing

@testable import TutorialModel

@Suite struct CodeEquivalenceTests {
  static func guide(_ path: String, _ codes: [String], attributes: [CodeBlock.Attribute] = [])
    -> Guide
  {
    Guide(
      path: path, language: "en", number: 1, slug: "01-a", title: "A", frontMatter: FrontMatter(),
      sections: [],
      codeBlocks: codes.enumerated().map {
        CodeBlock(language: "swift", attributes: attributes, code: $1, fenceLine: 10 * $0 + 1)
      }, body: "", bodyFirstLine: 1)
  }

  @Test func translatedCommentsAndStringsAreEquivalent() {
    let source = Self.guide("Tutorials/01-a.md", ["// Hello\nlet s = \"Hi \\(name)!\" /* x */\n"])
    let translation = Self.guide(
      "translations/ja/01-a.md", ["// こんにちは\n// 二行目\nlet s = \"やあ \\(name)！\"\n"])
    #expect(CodeEquivalence.compare(translation: translation, source: source).isEmpty)
  }

  @Test func changedCodeNamesBothFilesAndLines() {
    let source = Self.guide("Tutorials/01-a.md", ["let a = 1\n", "let b = 2\n"])
    let translation = Self.guide("translations/ja/01-a.md", ["let a = 1\n", "let c = 2\n"])
    #expect(
      CodeEquivalence.compare(translation: translation, source: source).map(\.description) == [
        "translations/ja/01-a.md:12:5: error: code differs from Tutorials/01-a.md:12:5: found `c` "
          + "where the source has `b`; translate only comments and string literals"
      ])
  }

  @Test func missingBlockAndChangedAttributesAreErrors() {
    let source = Self.guide("Tutorials/01-a.md", ["let a = 1\n", "let b = 2\n"])
    let translation = Self.guide(
      "translations/ja/01-a.md", ["let a = 1\n"], attributes: [.init(name: "ignore")])
    #expect(
      CodeEquivalence.compare(translation: translation, source: source).map(\.description) == [
        "translations/ja/01-a.md:1: error: code block info string differs from "
          + "Tutorials/01-a.md:1; keep the source's attributes",
        "translations/ja/01-a.md:1: error: has 1 Swift code blocks but Tutorials/01-a.md has 2; "
          + "keep every code block of the source, in order",
      ])
  }
}

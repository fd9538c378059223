import Testing

@testable import TutorialModel

@Suite struct GuideTests {
  static func block(_ attributes: [CodeBlock.Attribute], language: String = "swift") -> CodeBlock {
    CodeBlock(language: language, attributes: attributes, code: "let a = 1\n", fenceLine: 1)
  }

  @Test func quotedPathsFollowTheSwiftBlocksThatQuoteAFileEachOnce() {
    let counter = "Examples/Counter/Sources/CounterCore/Counter.swift"
    var guide = Guide(
      path: "Tutorials/01-a.md", language: "en", number: 1, slug: "01-a", title: "A",
      frontMatter: FrontMatter(), sections: [],
      codeBlocks: [
        Self.block([.init(name: "from", value: "\(counter)#reducer")]),
        Self.block([]),
        Self.block([.init(name: "from", value: "\(counter)#state")]),
        Self.block([.init(name: "from", value: "README.md#x")], language: "sh"),
      ],
      body: "", bodyFirstLine: 1)
    #expect(guide.quotedPaths == [counter])

    guide.codeBlocks.append(Self.block([.init(name: "from", value: "Sources/Kata/Store.swift#s")]))
    #expect(guide.quotedPaths == [counter, "Sources/Kata/Store.swift"])
    guide.codeBlocks.removeAll()
    #expect(guide.quotedPaths.isEmpty)
  }
}

import Testing

@testable import TutorialKit

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

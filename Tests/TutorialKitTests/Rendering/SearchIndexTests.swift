import Foundation
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
}

extension SearchIndexTests {
  @Test func scriptHoldsTheSameJSONAsJSONEncoder() throws {
    var index = SearchIndex()
    index.add(
      .init(guide: "G \"q\"", section: "状態\n\\", url: "a.html#状態", excerpt: "tab\there\u{1}"),
      text: "store effect")
    let script = String(decoding: try index.javaScript(), as: UTF8.self)
    let prefix = "window.kataSearchIndex = "
    #expect(script.hasPrefix(prefix))
    #expect(script.hasSuffix(";\n"))
    let json = Data(script.dropFirst(prefix.count).dropLast(2).utf8)
    #expect(try JSONDecoder().decode(SearchIndex.self, from: json) == index)
  }
}

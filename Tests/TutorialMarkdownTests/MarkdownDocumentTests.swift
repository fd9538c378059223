import Testing

@testable import TutorialMarkdown
@testable import TutorialSupport

@Suite struct MarkdownDocumentTests {
  @Test func findsHeadingsWithGitHubAnchorsThatKeepJapanese() {
    let document = MarkdownDocument(
      "# Getting started\n\n## State & actions\n\n## 状態とアクション\n\n## State & actions\n")
    #expect(
      document.headings.map(\.anchor) == [
        "getting-started", "state--actions", "状態とアクション", "state--actions-1",
      ])
    #expect(document.headings.map(\.line) == [1, 3, 5, 7])
  }

  @Test func reportsLinesOfTheFileWhenGivenTheFirstLine() {
    let document = MarkdownDocument("# Title\n\n```swift ignore\nlet x = 1\n```\n", firstLine: 5)
    #expect(document.headings.first?.line == 5)
    #expect(document.codeBlocks.first?.line == 7)
    #expect(document.codeBlocks.first?.info == "swift ignore")
    #expect(document.codeBlocks.first?.code == "let x = 1\n")
  }

  @Test func findsLinksWithTheirLines() {
    let document = MarkdownDocument("# T\n\nSome text\nand [a link](02-next.md#scope).\n")
    #expect(document.links == [MarkdownLink(destination: "02-next.md#scope", line: 4)])
  }

  @Test func rendersGitHubExtensions() {
    let html = MarkdownDocument(
      """
      | a | b |
      | - | - |
      | 1 | 2 |

      ~~gone~~ www.example.com

      - [x] done

      Note[^1].

      [^1]: The footnote.

      <script>alert(1)</script>
      """
    ).renderHTML(HTMLCustomization())
    #expect(html.contains("<table>"))
    #expect(html.contains("<del>gone</del>"))
    #expect(html.contains("<a href=\"http://www.example.com\">"))
    #expect(html.contains("type=\"checkbox\""))
    #expect(html.contains("footnote"))
    #expect(html.contains("&lt;script>"), "tagfilter escapes <script>")
  }

  @Test func customizationReplacesCodeBlocksHeadingsAlertsAndLinks() {
    let document = MarkdownDocument(
      """
      ## Hello *world*

      > [!WARNING]
      > Be careful.

      > Just a quote.

      ```swift
      let x = 1
      ```

      [next](02-next.md)
      """)
    let html = document.renderHTML(
      HTMLCustomization(
        codeBlock: { "<pre class=\"mine\">\($0.code.count)</pre>" },
        heading: { heading, inner in "<h\(heading.level) id=\"\(heading.anchor)\">\(inner)</h2>" },
        alert: { ("<div class=\"callout \($0.rawValue)\">", "</div>") },
        link: { $0.replacingOccurrences(of: ".md", with: ".html") }))
    #expect(html.contains("<h2 id=\"hello-world\">Hello <em>world</em></h2>"))
    #expect(html.contains("<div class=\"callout WARNING\">\n<p>Be careful.</p>\n</div>"))
    #expect(html.contains("<blockquote>\n<p>Just a quote.</p>"))
    #expect(html.contains("<pre class=\"mine\">10</pre>"))
    #expect(html.contains("href=\"02-next.html\""))
  }

  @Test func rendersAgainAfterBeingRendered() {
    let document = MarkdownDocument("```\ncode\n```\n")
    let first = document.renderHTML(HTMLCustomization(codeBlock: { _ in "<x>" }))
    let second = document.renderHTML(HTMLCustomization())
    #expect(first.contains("<x>"))
    #expect(second.contains("<pre><code>code"))
  }

  /// An untranslated guide's page in every translation renders the source guide's document
  /// again, with the same headings, code blocks, alerts and links as its own page.
  @Test func renderingAgainAppliesTheCustomizationAgain() {
    let document = MarkdownDocument(
      "# Title\n\n> [!NOTE]\n> See [next](02-next.md).\n\n```swift\nlet x = 1\n```\n")
    let customization = HTMLCustomization(
      codeBlock: { "<x>\($0.code)</x>" }, heading: { "<h id=\"\($0.anchor)\">\($1)</h>" },
      alert: { _ in ("<note>", "</note>") }, link: { $0.replacingOccurrences(of: ".md", with: "") })
    let first = document.renderHTML(customization)
    let again = document.renderHTML(customization)
    for fragment in [
      "<x>let x = 1\n</x>", "<h id=\"title\">Title</h>", "<note>", "href=\"02-next\"",
    ] {
      #expect(first.contains(fragment), "\(first)")
    }
    #expect(again == first)
  }
}

extension MarkdownDocumentTests {
  @Test func documentsParsedAndRenderedOnManyThreadsKeepTheirExtensions() {
    // NB: cmark-gfm adds and removes the extensions' special characters (`~`, autolinks)
    // globally while it parses; this fails when parsers overlap.
    let sources = (0..<32).map { index in
      "# Doc \(index)\n\n~~gone \(index)~~ www.example.com/\(index)\n\n| a |\n| - |\n| ~~\(index)~~ |\n"
    }
    let html = ParallelWork.map(count: sources.count, width: 8) { index in
      let document = MarkdownDocument(sources[index])
      return (document.renderHTML(HTMLCustomization()), document.renderHTML(HTMLCustomization()))
    }
    for (index, (first, again)) in html.enumerated() {
      #expect(first.contains("<del>gone \(index)</del>"), "\(first)")
      #expect(first.contains("<del>\(index)</del>"), "\(first)")
      #expect(first.contains("href=\"http://www.example.com/\(index)\""), "\(first)")
      #expect(again == first, "rendering again parses again")
    }
  }
}

import Testing

@testable import TutorialSite

@Suite struct HTMLTests {
  @Test func escapesMarkupCharactersAndKeepsEverythingElse() {
    #expect(
      HTML.escape(#"<a href="x">Tom & 'Jerry'</a>"#)
        == "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;")
    #expect(HTML.escape("状態 <é> ✓") == "状態 &lt;é&gt; ✓")
    #expect(HTML.escape("plain") == "plain")
    #expect(HTML.escape("a<b"[...].dropFirst()) == "&lt;b")
  }

  @Test func escapingABufferGivesWhatEscapingByteByByteGives() {
    let inputs = ["", "&", "plain", "<<>>", "a&b<c>d\"e'f", "状態 <é> ✓&", "end<", ">start"]
    for input in inputs {
      var bytewise: [UInt8] = [1]
      HTML.escape(Array(input.utf8), into: &bytewise)
      var buffered: [UInt8] = [1]
      Array(input.utf8).withUnsafeBufferPointer { HTML.escape($0, into: &buffered) }
      #expect(buffered == bytewise, "\(input)")
    }
  }

  @Test func backtickSpansBecomeInlineCodeAndTheRestIsEscaped() {
    #expect(
      HTML.inlineCode("Rows with `forEach` & a `TestClock<Duration>`")
        == "Rows with <code>forEach</code> &amp; a <code>TestClock&lt;Duration&gt;</code>")
    #expect(
      HTML.inlineCode("بناء `Store` مع `send`") == "بناء <code>Store</code> مع <code>send</code>")
    #expect(HTML.inlineCode("one ` left") == "one ` left")
    #expect(HTML.inlineCode("`a` and ` b") == "<code>a</code> and ` b")
    #expect(HTML.inlineCode("no code") == "no code")
  }
}

import TerminalUI
import Testing

@Suite struct TextWrappingTests {
  @Test func wrapsAtSpacesAndBreaksLongWords() {
    #expect("a bb ccc dddd".wrapped(to: 6) == ["a bb", "ccc", "dddd"])
    #expect("abcdefgh".wrapped(to: 3) == ["abc", "def", "gh"])
    #expect("".wrapped(to: 5) == [""])
  }
}

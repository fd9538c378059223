import Foundation
import Testing

@testable import TutorialMarkdown
@testable import TutorialSupport

@Suite struct StringTrimmingTests {
  @Test func theOnlyASCIIWhitespacesAreSpaceAndTab() {
    let ascii = (0..<0x80).compactMap(Unicode.Scalar.init).filter {
      CharacterSet.whitespaces.contains($0)
    }
    #expect(ascii == ["\t", " "])
  }

  @Test func trimsWhatFoundationTrimsAsWhitespaces() {
    let inputs = [
      "", " ", "\t", "  [!NOTE]  ", "\t title \t", "\u{00A0}nbsp\u{3000}", "\u{2003}em\u{202F}",
      "line\n", "\nline", "a b", "é\u{301} ", " \u{301}x", "状態", "\u{FEFF}bom", "\r\n",
      "x\u{200B}", "\u{1680}ogham\u{205F}",
    ]
    for input in inputs {
      #expect(
        input.trimmingWhitespaces() == input.trimmingCharacters(in: .whitespaces),
        "\(input.unicodeScalars.map { String($0.value, radix: 16) })")
      #expect(
        Array(input.trimmingWhitespaces().unicodeScalars)
          == Array(input.trimmingCharacters(in: .whitespaces).unicodeScalars))
    }
  }
}

import TerminalUI
import Testing

@Suite struct StyleTests {
  @Test func coloursOnlyOnATerminalWithoutNoColor() {
    #expect(Style.detect(environment: [:], outputIsTerminal: true).isEnabled)
    #expect(!Style.detect(environment: [:], outputIsTerminal: false).isEnabled)
    #expect(!Style.detect(environment: ["NO_COLOR": "1"], outputIsTerminal: true).isEnabled)
    #expect(Style.detect(environment: ["NO_COLOR": ""], outputIsTerminal: true).isEnabled)
  }

  @Test func aPlainStyleAddsNoEscapes() {
    #expect(Style.plain.bold("a") + Style.plain.red("b") == "ab")
    #expect(Style(isEnabled: true).bold("a") == "\u{1B}[1ma\u{1B}[0m")
  }
}

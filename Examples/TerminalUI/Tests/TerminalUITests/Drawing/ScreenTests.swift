import TerminalUI
import Testing

@MainActor
@Suite struct ScreenTests {
  @Test func anUnchangedFrameIsNotWrittenAgain() {
    var written: [String] = []
    let screen = Screen { written.append($0) }

    #expect(screen.draw(["count: 1"]))
    #expect(!screen.draw(["count: 1"]))
    #expect(screen.draw(["count: 2"]))

    #expect(screen.framesDrawn == 2)
    #expect(written.last == "\u{1B}[Hcount: 2\u{1B}[K\r\n\u{1B}[J")
  }
}

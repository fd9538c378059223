import TerminalUI
import Testing

@Suite struct LineEditorTests {
  @Test func typingMovingAndDeletingEditTheText() {
    var field = LineEditor(text: "Mlk")
    field.handle(.left)
    field.handle(.left)
    field.handle(.character("i"))
    #expect(field.text == "Milk")
    field.handle(.end)
    field.handle(.backspace)
    field.handle(.home)
    field.handle(.delete)
    #expect(field.text == "il")
    #expect(field.cursor == 0)
  }

  @Test func enterSubmitsAndEscapeCancels() {
    var field = LineEditor()
    field.handle(.character("x"))
    #expect(field.handle(.enter) == .submitted("x"))
    #expect(field.handle(.escape) == .cancelled)
  }

  @Test func withoutColoursTheCursorIsAnUnderscore() {
    #expect(LineEditor(text: "ab").rendered(style: .plain) == "ab_")
  }
}

import TerminalUI
import Testing

@Suite struct CommandTableTests {
  let table = CommandTable([
    ScriptCommand("increment", aliases: ["+"], summary: "add one"),
    ScriptCommand("edit", arguments: "N TEXT", summary: "change a todo"),
    ScriptCommand("quit", summary: "stop"),
  ])

  @Test func namesAndAliasesFindTheirCommand() throws {
    #expect(try table.parse("+")?.command.name == "increment")
    let edit = try #require(try table.parse("  edit 2   Oat milk "))
    #expect(edit.arguments == ["2", "Oat", "milk"])
    #expect(edit.text(from: 1) == "Oat milk")
  }

  @Test func blankLinesAndCommentsAreSkipped() throws {
    #expect(try table.parse("") == nil)
    #expect(try table.parse("   ") == nil)
    #expect(try table.parse("# a comment") == nil)
  }

  @Test func anUnknownCommandNamesTheValidOnes() {
    #expect {
      try table.parse("frobnicate now")
    } throws: { error in
      "\(error)" == "unknown command 'frobnicate'; valid commands: increment (+), edit, quit"
    }
  }

  @Test func aBadNumberSaysWhatIsWrongAndTheUsage() throws {
    let edit = try #require(try table.parse("edit two x"))
    #expect {
      try edit.number(at: 0, "N")
    } throws: { error in
      "\(error)" == "edit: 'two' is not a number; usage: edit N TEXT"
    }
  }
}

import Testing

@testable import TutorialSupport
@testable import TutorialToolchain

@Suite struct CompilerOutputParserTests {
  @Test func readsLocatedAndUnlocatedDiagnosticsAndSkipsSourceLines() {
    let output = """
      Snippet_2.b0:5:20: error: cannot convert value of type 'String' to specified type 'Int'
        var count: Int = "zero"
                         ^
      /tmp/work/Snippet_2.swift:9:1: note: in declaration of 'Snippet_2'
      error: link command failed with exit code 1
      """
    #expect(
      CompilerOutputParser.parse(output) == [
        .init(
          file: "Snippet_2.b0", line: 5, column: 20, severity: "error",
          message: "cannot convert value of type 'String' to specified type 'Int'"),
        .init(
          file: "/tmp/work/Snippet_2.swift", line: 9, column: 1, severity: "note",
          message: "in declaration of 'Snippet_2'"),
        .init(
          file: nil, line: nil, column: nil, severity: "error",
          message: "link command failed with exit code 1"),
      ])
  }
}

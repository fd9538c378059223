import Testing

@testable import TutorialKit

@Suite struct SnippetOptionsTests {
  @Test func readsEveryKnownAttribute() throws {
    let options = try SnippetOptions(parsing: [
      .init(name: "fails", value: "cannot find"), .init(name: "name", value: "a"),
      .init(name: "extends", value: "b,c"),
    ])
    #expect(options == SnippetOptions(mode: .fails("cannot find"), name: "a", extends: ["b", "c"]))
    #expect(try SnippetOptions(parsing: [.init(name: "run")]).mode == .runs)
    #expect(try SnippetOptions(parsing: [.init(name: "ignore")]).mode == .ignored)
    #expect(try SnippetOptions(parsing: [.init(name: "fails")]).mode == .fails(nil))
  }

  @Test func rejectsUnknownRepeatedAndConflictingAttributes() {
    #expect(throws: SnippetOptions.Problem.unknownAttribute("compile")) {
      try SnippetOptions(parsing: [.init(name: "compile")])
    }
    #expect(throws: SnippetOptions.Problem.conflictingModes("run", "fails")) {
      try SnippetOptions(parsing: [.init(name: "run"), .init(name: "fails")])
    }
    #expect(throws: SnippetOptions.Problem.missingValue("name")) {
      try SnippetOptions(parsing: [.init(name: "name")])
    }
    #expect(throws: SnippetOptions.Problem.unexpectedValue("run")) {
      try SnippetOptions(parsing: [.init(name: "run", value: "x")])
    }
  }
}

import Testing

@testable import TutorialChecking
@testable import TutorialModel

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

@Suite struct SnippetOptionsQuoteTests {
  @Test func fromNamesAFileAndARegion() throws {
    let options = try SnippetOptions(parsing: [
      .init(name: "from", value: "Examples/Counter/Sources/CounterCore/Counter.swift#reducer")
    ])
    #expect(
      options.mode
        == .quotes(
          RegionReference(
            path: "Examples/Counter/Sources/CounterCore/Counter.swift", name: "reducer")))
  }

  @Test func fromWithoutARegionOrWithOtherModesIsRejected() {
    #expect(throws: SnippetOptions.Problem.badRegionReference("Counter.swift")) {
      try SnippetOptions(parsing: [.init(name: "from", value: "Counter.swift")])
    }
    #expect(throws: SnippetOptions.Problem.badRegionReference("Counter.swift#end")) {
      try SnippetOptions(parsing: [.init(name: "from", value: "Counter.swift#end")])
    }
    #expect(throws: SnippetOptions.Problem.badRegionReference("")) {
      try SnippetOptions(parsing: [.init(name: "from")])
    }
    #expect(throws: SnippetOptions.Problem.conflictingModes("from", "run")) {
      try SnippetOptions(parsing: [.init(name: "from", value: "A.swift#a"), .init(name: "run")])
    }
    #expect(throws: SnippetOptions.Problem.quoteCombined("extends")) {
      try SnippetOptions(parsing: [
        .init(name: "from", value: "A.swift#a"), .init(name: "extends", value: "b"),
      ])
    }
  }
}

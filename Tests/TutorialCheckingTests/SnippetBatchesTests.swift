import Testing

@testable import TutorialChecking
@testable import TutorialSupport

@Suite struct SnippetBatchesTests {
  static func wrap(_ codes: String...) -> WrappedSnippet {
    SnippetWrapper.wrap(SnippetWrapperTests.snippet(codes), name: "S")
  }

  @Test func snippetsAddingTheSameMemberToALibraryTypeShareABatchAndSyntaxErrorsTheirOwn() {
    let first = Self.wrap("extension Int { var a: Int { 1 } }\n")
    let second = Self.wrap("extension Int { var a: Int { 2 } }\n")
    let plain = Self.wrap("let x = 1\n")
    let broken = Self.wrap("let x = (\n")
    let alsoBroken = Self.wrap("let y = [\n")
    #expect(first.globalKeys.isEmpty)
    #expect(broken.hasSyntaxErrors)
    #expect(
      SnippetCompiler.batches([first, broken, second, plain, alsoBroken]) == [[0, 2, 3], [1, 4]])
  }

  @Test func snippetsThatMustFailShareABatchWithOrWithoutSyntaxErrors() {
    func failing(_ code: String) -> WrappedSnippet {
      var snippet = SnippetWrapperTests.snippet(code)
      snippet.expectation = .fails(nil)
      return SnippetWrapper.wrap(snippet, name: "S")
    }
    let broken = failing("let x = (\n")
    let mistyped = failing("let y: Int = \"y\"\n")
    #expect(broken.mustFail && broken.hasSyntaxErrors)
    #expect(SnippetCompiler.batches([mistyped, broken, failing("let z = [\n")]) == [[0, 1, 2]])
    // NB: one with syntax errors that must compile is compiled apart from the others.
    #expect(SnippetCompiler.batches([mistyped, Self.wrap("let x = (\n")]) == [[0], [1]])
  }

  @Test func snippetsAddingTheSameConformanceGoToDifferentBatches() {
    let conformance = "extension Int: @retroactive Identifiable { var id: Int { self } }\n"
    let first = Self.wrap(conformance)
    let second = Self.wrap(conformance)
    #expect(!first.keepsExtensionsToItsFile)
    #expect(SnippetCompiler.batches([first, second]) == [[0], [1]])
  }

  @Test func aSnippetMentioningANameOnlyAnotherDeclaresGoesToAnotherBatch() {
    let declaring = Self.wrap(
      "extension Int { var tripled: Int { self * 3 } }\ninfix operator <>\n")
    #expect(declaring.privateNames == ["tripled"])
    #expect(declaring.exportedNames == ["<>"])
    let user = Self.wrap("let c = 4.tripled\n")
    let operatorUser = Self.wrap("let d = 1 <> 2\n")
    let unrelated = Self.wrap("let e = 4.doubled\n")
    let declaringToo = Self.wrap("extension Int { var tripled: Int { 3 * self } }\n")
    #expect(user.mentionedNames.contains("tripled"))
    // NB: the user would be told that the other's `tripled` is inaccessible, not missing; a
    // snippet that declares its own sees only that one.
    #expect(
      SnippetCompiler.batches([user, declaring, operatorUser, unrelated, declaringToo])
        == [[0, 2, 3], [1, 4]])
    #expect(SnippetCompiler.batches([declaring, user]) == [[0], [1]])
  }

  @Test func aMemberKeptToAFileAndTheSameMemberVisibleEverywhereGoToDifferentBatches() {
    let visible = Self.wrap(
      "extension DependencyValues {\n  public var clock: Int { 1 }\n}\n")
    let kept = Self.wrap("extension DependencyValues {\n  var clock: Int { 2 }\n}\n")
    #expect(visible.exportedNames == ["clock"])
    #expect(kept.privateNames == ["clock"])
    #expect(SnippetCompiler.batches([visible, kept]) == [[0], [1]])
    #expect(SnippetCompiler.batches([kept, visible]) == [[0], [1]])
  }

  @Test func anInitializerKeptToAFileIsUsedThroughItsTypesName() {
    let declaring = Self.wrap("extension Int {\n  init(twice value: Int) { self = 2 * value }\n}\n")
    #expect(declaring.privateNames == ["Int"])
    let user = Self.wrap("let x = Int(twice: 2)\n")
    #expect(SnippetCompiler.batches([declaring, user]) == [[0], [1]])
  }

  /// Blocks of one guide that declare the same types, register the same dependency key or
  /// add the same member to `Int` are compiled in one module and their `run` blocks in one
  /// program, and each reports what it reports alone (the naive way compiles every block
  /// alone): the same errors at the same lines and columns, and its own output.
  @Test(arguments: [false, true])
  func blocksDeclaringTheSameNamesShareCompilerRunsAndReportWhatTheyReportAlone(naive: Bool)
    async throws
  {
    let (root, site) = try CheckFixture.load("shared-names")
    var options = CheckFixture.options(root: root)
    options.oneCompilerRunPerSnippet = naive
    let report = try await CheckFixture.check(site, options: options)
    let expected = try CheckFixture.expected("shared-names")
    #expect(report.diagnostics.map(\.description) == expected.lines)
    #expect(report.exitCode == expected.exit)
    if naive {
      #expect(report.compilerRuns == report.checkedBlocks)
    } else {
      // NB: one run for the two plain blocks, one program for the eight `run` blocks, and the
      // program built again without the one that does not compile.
      #expect(report.compilerRuns == 3)
    }
  }
}

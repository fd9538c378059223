@testable import TutorialChecking
@testable import TutorialModel

extension FuzzTarget {
  /// A guide's Swift blocks split into snippets and wrapped for the compiler: the guide is
  /// parsed, its comments blanked (``CommentStripper``), its blocks planned into snippets
  /// (``SnippetPlanner``) and each snippet wrapped into the file `tutorials check` compiles
  /// (``SnippetWrapper``).
  ///
  /// Checks that blanking comments keeps every line, and that the wrapper's column mapping
  /// never points before the start of a line.
  public static let snippets = FuzzTarget(
    name: "snippets", summary: "snippet splitting and wrapping (SnippetPlanner, SnippetWrapper)"
  ) { bytes in
    let text = String(fuzzInput: bytes)
    let guide = GuideParser.parse(
      text, path: "Tutorials/01-fuzz.md", language: "en", number: 1, slug: "01-fuzz"
    ).guide
    let parsed = ParsedBlocks()
    let plan = SnippetPlanner.plan(guide) { code in
      let stripped = CommentStripper.parseAndStrip(code)
      precondition(
        stripped.code.utf8.count { $0 == UInt8(ascii: "\n") }
          == code.utf8.count { $0 == UInt8(ascii: "\n") },
        "blanking comments changed the number of lines")
      parsed.set(stripped.tree, for: stripped.code)
      return (stripped.code, stripped.tokens)
    }
    for (index, snippet) in plan.snippets.enumerated() {
      precondition(!snippet.blocks.isEmpty, "a snippet has no blocks")
      let wrapped = SnippetWrapper.wrap(snippet, name: "Snippet_\(index)", parsed: parsed)
      for insertion in wrapped.insertions {
        precondition(
          wrapped.originalColumn(
            block: insertion.block, line: insertion.line, column: insertion.column) >= 1,
          "a column maps before the start of its line")
      }
      _ = snippet.contentKey
      _ = snippet.typeCheckKey
    }
  }
}

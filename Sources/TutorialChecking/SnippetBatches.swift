/// How snippets are grouped into compiler runs: ``batches(_:)`` forms groups that can share one
/// module, ``split(_:into:)`` cuts a large group so that it uses every core.
extension SnippetCompiler {
  /// Groups snippets so that each compiles in its group exactly as it would alone.
  ///
  /// No two in a group add the same declaration to the module's shared scope, none mentions a
  /// name another makes visible to the whole module (it would compile only thanks to it), and
  /// none mentions, without declaring it itself, a name another keeps to its own file (the
  /// compiler would call it inaccessible instead of unknown). A snippet with syntax errors
  /// shares a group only with others that have some or that must fail: a parse error stops the
  /// compiler before the SIL diagnostics of every file (where one alone stops too), so the
  /// others of its group that it did not blame are compiled again without it; a snippet that
  /// must fail mostly stops before them anyway. A snippet that needs a module of its own gets
  /// one.
  static func batches(_ wrapped: [WrappedSnippet]) -> [[Int]] {
    struct Group {
      var members: [Int]
      var hasSyntaxErrors: Bool
      var mustFail: Bool
      var keys: Set<String> = []
      var exported: Set<String> = []
      var mentioned: Set<String> = []
      var kept: Set<String> = []
      var mentionedElsewhere: Set<String> = []

      func admits(_ snippet: WrappedSnippet) -> Bool {
        (hasSyntaxErrors == snippet.hasSyntaxErrors || mustFail && snippet.mustFail)
          && keys.isDisjoint(with: snippet.globalKeys)
          && exported.isDisjoint(with: snippet.mentionedNames)
          && mentioned.isDisjoint(with: snippet.exportedNames)
          && kept.isDisjoint(with: snippet.mentionedNames.subtracting(snippet.privateNames))
          && mentionedElsewhere.isDisjoint(with: snippet.privateNames)
      }

      mutating func add(_ index: Int, _ snippet: WrappedSnippet) {
        members.append(index)
        hasSyntaxErrors = hasSyntaxErrors || snippet.hasSyntaxErrors
        mustFail = mustFail && snippet.mustFail
        keys.formUnion(snippet.globalKeys)
        exported.formUnion(snippet.exportedNames)
        mentioned.formUnion(snippet.mentionedNames)
        kept.formUnion(snippet.privateNames)
        mentionedElsewhere.formUnion(snippet.mentionedNames.subtracting(snippet.privateNames))
      }
    }
    var groups: [Group] = []
    var alone: [[Int]] = []
    for (index, snippet) in wrapped.enumerated() {
      if snippet.needsOwnModule {
        alone.append([index])
      } else if let slot = groups.firstIndex(where: { $0.admits(snippet) }) {
        groups[slot].add(index, snippet)
      } else {
        var group = Group(
          members: [], hasSyntaxErrors: snippet.hasSyntaxErrors, mustFail: snippet.mustFail)
        group.add(index, snippet)
        groups.append(group)
      }
    }
    return groups.map(\.members) + alone
  }

  /// `batch` in up to `parts` contiguous parts of at least 32 snippets each, so that large
  /// batches use every core and small ones keep a single compiler run (each run pays about
  /// 0.3 s to load modules, more than type-checking a few dozen snippets costs).
  static func split(_ batch: [Int], into parts: Int) -> [[Int]] {
    let count = max(1, min(parts, batch.count / 32))
    guard count > 1 else { return [batch] }
    let size = (batch.count + count - 1) / count
    return stride(from: 0, to: batch.count, by: size).map {
      Array(batch[$0..<min($0 + size, batch.count)])
    }
  }
}

/// How snippets are grouped into compiler runs: ``batches(_:)`` forms groups that can share one
/// module, ``split(_:into:)`` cuts a large group so that it uses every core.
extension SnippetCompiler {
  /// Groups snippets so that no two in a group add the same declaration to a shared scope,
  /// and none mentions a name another exports (it would compile only thanks to it); a snippet
  /// with syntax errors is compiled alone, as a parse error stops type checking of every file,
  /// and so is one that needs its own module.
  static func batches(_ wrapped: [WrappedSnippet]) -> [[Int]] {
    struct Group {
      var members: [Int]
      var keys: Set<String>
      var exported: Set<String>
      var mentioned: Set<String>

      func admits(_ snippet: WrappedSnippet) -> Bool {
        keys.isDisjoint(with: snippet.globalKeys)
          && exported.isDisjoint(with: snippet.mentionedNames)
          && mentioned.isDisjoint(with: snippet.exportedNames)
      }
    }
    var groups: [Group] = []
    var alone: [[Int]] = []
    for (index, snippet) in wrapped.enumerated() {
      if snippet.hasSyntaxErrors || snippet.needsOwnModule {
        alone.append([index])
      } else if let slot = groups.firstIndex(where: { $0.admits(snippet) }) {
        groups[slot].members.append(index)
        groups[slot].keys.formUnion(snippet.globalKeys)
        groups[slot].exported.formUnion(snippet.exportedNames)
        groups[slot].mentioned.formUnion(snippet.mentionedNames)
      } else {
        groups.append(
          Group(
            members: [index], keys: snippet.globalKeys, exported: snippet.exportedNames,
            mentioned: snippet.mentionedNames))
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

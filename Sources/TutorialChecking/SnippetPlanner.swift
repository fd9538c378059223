import TutorialModel

/// Turns a guide's Swift blocks into the snippets to check, following `name=`/`extends=` and
/// pairing `run` blocks with their ```` ```output ```` blocks.
///
/// A block's snippet is the block itself after every block it extends, transitively, in guide
/// order. Plain blocks that a later plain block extends are proven by that later snippet, so
/// only the last of each chain is compiled; `fails` and `run` blocks always get their own.
public enum SnippetPlanner {
  /// Snippets and the configuration errors (bad attributes, unknown names) of one guide.
  public struct Plan: Sendable {
    public var snippets: [Snippet] = []
    public var configurationErrors: [Diagnostic] = []
  }

  /// Plans the snippets of `guide`.
  ///
  /// - Parameters:
  ///   - everyBlock: Gives every block a snippet of its own, even one a later block extends
  ///     (the naive way the benchmark compares with).
  ///   - compiledCode: What to compile for a block's code; the checker blanks comments, so
  ///     translations whose only change is their comments share snippets.
  public static func plan(
    _ guide: Guide, everyBlock: Bool = false,
    compiledCode: (String) -> (code: String, tokens: String) = { ($0, "") }
  ) -> Plan {
    var plan = Plan()
    struct Entry {
      var block: Snippet.Block
      var options: SnippetOptions
      var parents: [Int]
    }
    var entries: [Int: Entry] = [:]
    var order: [Int] = []
    var names: [String: Int] = [:]
    func report(_ line: Int, _ message: String) {
      plan.configurationErrors.append(
        Diagnostic(.error, at: SourceLocation(path: guide.path, line: line), message))
    }

    for (index, codeBlock) in guide.codeBlocks.enumerated()
    where codeBlock.isSwift {
      let options: SnippetOptions
      do {
        options = try SnippetOptions(parsing: codeBlock.attributes)
      } catch {
        report(codeBlock.fenceLine, error.description)
        continue
      }
      // NB: a quoting block is compared with its region by ``QuoteChecker``, not compiled.
      if options.mode == .ignored { continue }
      if case .quotes = options.mode { continue }
      var parents: [Int] = []
      for name in options.extends {
        if let parent = names[name] {
          parents.append(parent)
        } else {
          report(
            codeBlock.fenceLine,
            "extends=\(name) names no earlier block; add name=\(name) to the block it continues")
        }
      }
      if let name = options.name {
        if let previous = names[name], let earlier = entries[previous] {
          report(
            codeBlock.fenceLine,
            "name=\(name) is already used by the block at line \(earlier.block.fenceLine)")
        }
        names[name] = index
      }
      if let nesting = CollectionNesting.tooDeep(in: codeBlock.code) {
        report(codeBlock.fenceLine + nesting.line, CollectionNesting.message(depth: nesting.depth))
        continue
      }
      let compiled = compiledCode(codeBlock.code)
      let block = Snippet.Block(
        path: guide.path, index: index, fenceLine: codeBlock.fenceLine,
        code: compiled.code, tokens: compiled.tokens)
      entries[index] = Entry(block: block, options: options, parents: parents)
      order.append(index)
    }

    func lineage(_ index: Int) -> [Snippet.Block] {
      var seen: Set<Int> = []
      var stack = [index]
      while let next = stack.popLast() {
        guard seen.insert(next).inserted, let entry = entries[next] else { continue }
        stack += entry.parents
      }
      return seen.sorted().compactMap { entries[$0]?.block }
    }

    var extendedByPlainBlock: Set<Int> = []
    for index in order where !everyBlock {
      guard let entry = entries[index] else { continue }
      if case .fails = entry.options.mode { continue }
      for parent in lineage(index) where parent.index != index {
        extendedByPlainBlock.insert(parent.index)
      }
    }

    for index in order {
      guard let entry = entries[index] else { continue }
      let blocks = lineage(index)
      switch entry.options.mode {
      case .ignored, .quotes:
        continue
      case .compiles:
        if !extendedByPlainBlock.contains(index) {
          plan.snippets.append(Snippet(blocks: blocks, expectation: .compiles))
        }
      case .fails(let text):
        plan.snippets.append(Snippet(blocks: blocks, expectation: .fails(text)))
      case .runs:
        let next = guide.codeBlocks.indices.contains(index + 1) ? guide.codeBlocks[index + 1] : nil
        guard let next, next.language == "output" else {
          report(
            entry.block.fenceLine,
            "a `run` block must be followed by an ```output block holding what it prints")
          continue
        }
        plan.snippets.append(
          Snippet(
            blocks: blocks,
            expectation: .prints(output: next.code, outputFenceLine: next.fenceLine)))
      }
    }
    return plan
  }
}

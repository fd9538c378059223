import TutorialSupport

/// One compilation unit of the build plan: a Swift block, or a block together with the earlier
/// blocks it extends, and what the checker expects of it.
public struct Snippet: Hashable, Sendable {
  /// One block of a snippet with where it came from.
  public struct Block: Hashable, Sendable {
    /// The guide's path relative to the site root.
    public var path: String
    /// The block's index among the guide's code blocks.
    public var index: Int
    /// The block's line of its opening fence.
    public var fenceLine: Int
    /// The block's code.
    public var code: String
    /// A hash of the code's tokens without the contents of string literals, or empty.
    public var tokens: String = ""
    /// The line of the block's first code line.
    public var firstLine: Int { fenceLine + 1 }
  }

  /// What has to happen for the snippet to pass.
  public enum Expectation: Hashable, Sendable {
    /// Compiles without errors.
    case compiles
    /// Fails to compile, with an error in its last block containing the text, if given.
    case fails(String?)
    /// Compiles, runs, and prints `output` (compared without trailing white space).
    case prints(output: String, outputFenceLine: Int)
  }

  /// The blocks compiled together, earliest first; the last is the one the snippet checks.
  public var blocks: [Block]
  /// What has to happen.
  public var expectation: Expectation

  /// The block whose attributes made this snippet.
  public var focus: Block { blocks[blocks.count - 1] }

  /// Whether the snippet is built into an executable and run.
  public var runs: Bool {
    if case .prints = expectation { return true }
    return false
  }

  /// Whether the snippet must fail to compile.
  public var mustFail: Bool {
    if case .fails = expectation { return true }
    return false
  }

  /// The identity of what type checking sees.
  ///
  /// Blocks that differ only in the text of string literals (a translation) share it, since
  /// that text never decides whether code compiles. `run` snippets, whose output depends on it, use ``contentKey``.
  public var typeCheckKey: String {
    guard !runs, blocks.allSatisfy({ !$0.tokens.isEmpty }) else { return contentKey }
    var hash = SHA256()
    hash.update("tokens\u{0}")
    for block in blocks { hash.update("\(block.tokens)\u{0}") }
    return hash.hexDigest()
  }

  /// The identity of what is compiled, the same in every language whose code is identical: the
  /// cache key and the key that lets identical blocks compile once.
  public var contentKey: String {
    var hash = SHA256()
    hash.update(runs ? "run\u{0}" : "typecheck\u{0}")
    for block in blocks {
      hash.update("\(block.code.utf8.count)\u{0}")
      hash.update(block.code)
    }
    return hash.hexDigest()
  }
}

/// What compiling (and, for `run` snippets, running) a snippet produced, independent of where
/// the snippet's blocks sit in which guide: what the cache stores and identical snippets share.
struct SnippetOutcome: Codable, Hashable, Sendable {
  /// A compiler error, located by block of the snippet and line within the block.
  struct Message: Codable, Hashable, Sendable {
    /// The index of the snippet's block, or `nil` when the compiler blamed no block's line.
    var block: Int?
    /// The 1-based line within the block's code.
    var line: Int?
    /// The 1-based column, as the compiler counts it (UTF-8 bytes).
    var column: Int?
    var message: String
  }

  /// The compiler's errors; empty when the snippet compiled.
  var errors: [Message] = []
  /// For `run` snippets that compiled: what the program printed on standard output.
  var output: String?
  /// For `run` snippets that compiled: why running failed (exit status, signal, timeout).
  var runFailure: String?
}

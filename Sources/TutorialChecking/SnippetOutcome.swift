/// What compiling (and, for `run` snippets, running) a snippet produced, independent of where
/// the snippet's blocks sit in which guide: what the cache stores and identical snippets share.
package struct SnippetOutcome: Codable, Hashable, Sendable {
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

  /// Whether the outcome says something about the snippet alone, so that a later check may
  /// reuse it.
  ///
  /// A run that failed (a timeout on a loaded machine), an error no block's line is blamed for
  /// (a linker or driver complaint) and an error about modules or files (read while the package
  /// was being rebuilt) may come from the moment rather than from the code: such an outcome is
  /// reported, then found again by the next check instead of being remembered.
  var isReusable: Bool {
    runFailure == nil
      && errors.allSatisfy { error in
        error.block != nil
          && !Self.environmentErrors.contains { error.message.localizedCaseInsensitiveContains($0) }
      }
  }

  /// Words of compiler errors that come from the build folder's state, not from a snippet.
  static let environmentErrors = [
    "no such module", "no such file or directory", "missing required module",
    "could not build module", "malformed compiled module", "compiled module was created by",
  ]
}

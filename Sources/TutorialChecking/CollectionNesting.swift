@_spi(Testing) @_spi(RawSyntax) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// Finds the collection literals that swift-syntax's parser cannot read in reasonable time.
///
/// `Parser.parse` reads a collection literal whose first element is itself a collection
/// literal twice (an array or a dictionary, an expression or a type such as `[[Int]]`), so
/// `[[[…` nested n deep takes time exponential in n: 0.1 s at 16 levels, 6 s at 22, 21 s at 24
/// (release build, balanced brackets; found by the snippets fuzz target, which also found that
/// other tokens between the brackets, such as `@`, do not help). The compiler's own parser does
/// not have this problem, but the checker parses every block with swift-syntax before compiling
/// it, so such a block would hang `tutorials check`. It is reported instead.
package enum CollectionNesting {
  /// The most `[` a block may have open at once.
  package static let limit = 16

  /// Where more than ``limit`` `[` tokens are first open at once in `code` (the line of the
  /// one over the limit, from 1), and the most open at once; `nil` when never more than the
  /// limit are.
  ///
  /// NB: tokens, not characters: brackets in strings and comments do not count.
  package static func tooDeep(in code: String) -> (line: Int, depth: Int)? {
    var code = code
    return code.withUTF8 { bytes -> (line: Int, depth: Int)? in
      // NB: fewer `[` bytes than the limit cannot make more `[` tokens: most blocks are not
      // lexed at all, here nor in the planner, which asks again at every check.
      guard bytes.count(where: { $0 == UInt8(ascii: "[") }) > limit else { return nil }
      var over: Int?
      var depth = 0
      var deepest = 0
      var tracker = LookaheadTracker()
      withUnsafeMutablePointer(to: &tracker) { tracker in
        var offset = 0
        for lexeme in Lexer.tokenize(bytes, lookaheadTracker: tracker, experimentalFeatures: []) {
          let start = offset + lexeme.leadingTriviaText.count
          offset = start + lexeme.tokenText.count + lexeme.trailingTriviaText.count
          switch lexeme.rawTokenKind {
          case .leftSquare:
            depth += 1
            deepest = max(deepest, depth)
            if depth > limit, over == nil { over = start }
          case .rightSquare:
            depth = max(0, depth - 1)
          case .endOfFile:
            return
          default:
            break
          }
        }
      }
      guard let over else { return nil }
      let line = 1 + bytes[..<over].count { $0 == UInt8(ascii: "\n") }
      return (line, deepest)
    }
  }

  /// What the checker says of a block with so many `[` open at once.
  package static func message(depth: Int) -> String {
    "\(depth) `[` open at once here (collection literals or types, one inside the other); "
      + "swift-syntax's parser takes time exponential in that depth, so the checker reads at "
      + "most \(limit): give the inner literals names of their own"
  }
}

@_spi(Testing) @_spi(RawSyntax) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// Finds the collection literals that swift-syntax's parser cannot read in reasonable time.
///
/// `Parser.parse` reads a collection literal whose first element is itself a collection
/// literal twice (an array or a dictionary, an expression or a type such as `[[Int]]`), so
/// `[[[…` nested n deep takes time exponential in n: 0.1 s at 16 levels, 6 s at 22, 21 s at 24
/// (release build, balanced brackets; found by the snippets fuzz target). The compiler's own
/// parser does not have this problem, but the checker parses every block with swift-syntax
/// before compiling it, so such a block would hang `tutorials check`. It is reported instead.
package enum CollectionNesting {
  /// The deepest run of `[` a block may open, each directly inside the one before.
  package static let limit = 16

  /// Where a run of more than ``limit`` `[` tokens in a row starts in `code` (its line, from
  /// 1), and how many there are; `nil` when there is none.
  ///
  /// NB: tokens, not characters: brackets in strings and comments do not count.
  package static func tooDeep(in code: String) -> (line: Int, depth: Int)? {
    var code = code
    return code.withUTF8 { bytes -> (line: Int, depth: Int)? in
      guard bytes.count > limit, bytes.contains(UInt8(ascii: "[")) else { return nil }
      var deepest: (offset: Int, depth: Int)?
      var run = (offset: 0, depth: 0)
      var tracker = LookaheadTracker()
      withUnsafeMutablePointer(to: &tracker) { tracker in
        var offset = 0
        for lexeme in Lexer.tokenize(bytes, lookaheadTracker: tracker, experimentalFeatures: []) {
          let start = offset + lexeme.leadingTriviaText.count
          offset = start + lexeme.tokenText.count + lexeme.trailingTriviaText.count
          if lexeme.rawTokenKind == .leftSquare {
            run = run.depth == 0 ? (start, 1) : (run.offset, run.depth + 1)
            if run.depth > limit, run.depth > deepest?.depth ?? 0 { deepest = run }
          } else {
            run.depth = 0
          }
          if lexeme.rawTokenKind == .endOfFile { break }
        }
      }
      guard let deepest else { return nil }
      let line = 1 + bytes[..<deepest.offset].count { $0 == UInt8(ascii: "\n") }
      return (line, deepest.depth)
    }
  }

  /// What the checker says of a block with such a run.
  package static func message(depth: Int) -> String {
    "\(depth) collection literals open here, each the first element of the one before; "
      + "swift-syntax's parser takes time exponential in that depth, so the checker reads at "
      + "most \(limit): give the inner literals names of their own"
  }
}

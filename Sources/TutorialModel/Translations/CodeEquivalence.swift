import SwiftParser
import SwiftSyntax
import TutorialSupport

/// Checks that a translated guide keeps its source's code: the same Swift blocks in the same
/// order, with the same info strings and `// snippet.hide`/`show` markers, and the same tokens
/// except comments and the contents of string literals, which translators may translate.
public enum CodeEquivalence {
  /// One token of a block's code, located in its guide.
  struct Token: Equatable {
    var text: String
    var line: Int
    var column: Int

    static func == (lhs: Token, rhs: Token) -> Bool { lhs.text == rhs.text }
  }

  /// The differences between `translation`'s Swift blocks and `source`'s, as errors located
  /// in the translation that name the source's line too.
  ///
  /// `knownEquivalent` holds keys (see ``pairKey(_:_:)``) of block pairs already found
  /// equivalent, which are not parsed again; pairs found equivalent now are added to it.
  ///
  /// `tokenHash`, when given, returns a hash of a block's tokens without string contents
  /// (as the checker computes anyway); blocks with equal hashes are equivalent without
  /// parsing them again.
  public static func compare(
    translation: Guide, source: Guide, knownEquivalent: inout Set<String>,
    tokenHash: ((CodeBlock) -> String)? = nil
  ) -> [Diagnostic] {
    let translated = translation.codeBlocks.filter { $0.isSwift }
    let original = source.codeBlocks.filter { $0.isSwift }
    var diagnostics: [Diagnostic] = []
    func error(_ line: Int, column: Int? = nil, _ message: String) {
      diagnostics.append(
        Diagnostic(
          .error, at: SourceLocation(path: translation.path, line: line, column: column), message))
    }
    for (mine, theirs) in zip(translated, original) {
      let key = pairKey(mine, theirs)
      if mine.code == theirs.code && mine.attributes == theirs.attributes
        || knownEquivalent.contains(key)
      {
        continue
      }
      let here = "\(source.path):\(theirs.fenceLine)"
      if mine.attributes != theirs.attributes {
        error(
          mine.fenceLine,
          "code block info string differs from \(here); keep the source's attributes")
        continue
      }
      // NB: a quoting block is compared with its region in each language (``QuoteChecker``);
      // comparing it with the source's too would blame a right translation for a stale source.
      if mine.quotedRegion != nil { continue }
      if markers(mine.code) != markers(theirs.code) {
        error(
          mine.fenceLine,
          "`// snippet.hide` and `// snippet.show` lines differ from \(here); keep them as in "
            + "the source")
        continue
      }
      if let tokenHash, tokenHash(mine) == tokenHash(theirs) {
        knownEquivalent.insert(key)
        continue
      }
      let mineTokens = tokens(mine)
      let theirTokens = tokens(theirs)
      guard mineTokens != theirTokens else {
        knownEquivalent.insert(key)
        continue
      }
      let index = zip(mineTokens, theirTokens).prefix { $0 == $1 }.count
      let found = index < mineTokens.count ? "`\(mineTokens[index].text)`" : "the end of the block"
      let expected =
        index < theirTokens.count ? "`\(theirTokens[index].text)`" : "the end of the block"
      let at = index < mineTokens.count ? mineTokens[index] : nil
      let sourceAt =
        index < theirTokens.count
        ? "\(source.path):\(theirTokens[index].line):\(theirTokens[index].column)"
        : "\(source.path):\(theirs.fenceLine)"
      error(
        at?.line ?? mine.fenceLine, column: at?.column,
        "code differs from \(sourceAt): found \(found) where the source has \(expected); "
          + "translate only comments and string literals")
    }
    if translated.count != original.count {
      let line =
        translated.count > original.count
        ? translated[original.count].fenceLine
        : (translated.last.map { $0.fenceLine } ?? translation.bodyFirstLine)
      error(
        line,
        "has \(translated.count) Swift code blocks but \(source.path) has \(original.count); "
          + "keep every code block of the source, in order")
    }
    return diagnostics
  }

  /// The differences between `translation`'s Swift blocks and `source`'s, parsing every pair.
  public static func compare(translation: Guide, source: Guide) -> [Diagnostic] {
    var known: Set<String> = []
    return compare(translation: translation, source: source, knownEquivalent: &known)
  }

  /// The key under which a pair of blocks found equivalent is remembered.
  public static func pairKey(_ translated: CodeBlock, _ source: CodeBlock) -> String {
    var hash = SHA256()
    for block in [translated, source] {
      let attributes = block.attributes.map { "\($0.name)=\($0.value ?? "")" }
        .joined(separator: " ")
      hash.update("\(attributes)\u{0}\(block.code.utf8.count)\u{0}\(block.code)\u{0}")
    }
    return String(hash.hexDigest().prefix(32))
  }

  /// The code's tokens with string literal contents blanked, located in the guide.
  static func tokens(_ block: CodeBlock) -> [Token] {
    let tree = Parser.parse(source: block.code)
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    return tree.tokens(viewMode: .sourceAccurate).compactMap { token in
      if token.tokenKind == .endOfFile { return nil }
      let location = token.startLocation(converter: converter)
      let text: String
      if case .stringSegment = token.tokenKind { text = "\"…\"" } else { text = token.text }
      return Token(text: text, line: block.firstLine + location.line - 1, column: location.column)
    }
  }

  private static func markers(_ code: String) -> [String] {
    code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
      $0 == "// snippet.hide" || $0 == "// snippet.show"
    }
  }
}

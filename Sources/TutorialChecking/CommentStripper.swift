import Foundation
import SwiftParser
import SwiftSyntax
import TutorialSupport

/// Blanks the comments of a block's code, so that a translation whose only change is its
/// comments compiles as the very same snippet as its source.
///
/// Each byte of a comment becomes a space (line breaks stay), then trailing spaces go: lines,
/// line numbers and the columns of all code stay where they were, so diagnostics map back to
/// either language.
package enum CommentStripper {
  /// `code` with its comments blanked, and a hash of its tokens with the contents of string
  /// literals left out: equal for a block and its translation.
  static func strip(_ code: String) -> (code: String, tokens: String) {
    let result = parseAndStrip(code)
    return (result.code, result.tokens)
  }

  /// Like ``strip(_:)``, also returning the parsed original, which the wrapper can use in
  /// place of the stripped code: blanking comments moves no token.
  static func parseAndStrip(_ code: String) -> (
    code: String, tokens: String, tree: SourceFileSyntax
  ) {
    // NB: such a block is reported by the planner and compiled by nobody; not parsing it
    // keeps the checker from hanging on it (see ``CollectionNesting``).
    if CollectionNesting.tooDeep(in: code) != nil {
      return (code, String(SHA256.hex("\u{2}" + code).prefix(32)), Parser.parse(source: ""))
    }
    let tree = Parser.parse(source: code)
    var bytes = Array(code.utf8)
    var tokens = SHA256()
    for token in tree.tokens(viewMode: .sourceAccurate) {
      if case .stringSegment = token.tokenKind {
        tokens.update("\u{1}\"")
      } else {
        tokens.update("\u{1}\(token.text)")
      }
      var offset = token.position.utf8Offset
      for piece in token.leadingTrivia { blank(piece, at: &offset, in: &bytes) }
      offset = token.endPositionBeforeTrailingTrivia.utf8Offset
      for piece in token.trailingTrivia { blank(piece, at: &offset, in: &bytes) }
    }
    return (dropTrailingBlanks(bytes), String(tokens.hexDigest().prefix(32)), tree)
  }

  /// `bytes` as text with the spaces and tabs that end each line (before each `\n`, and at
  /// the end) removed.
  static func dropTrailingBlanks(_ bytes: [UInt8]) -> String {
    // NB: on bytes, not Characters, with the same result: a blank that a combining mark joins
    // into one Character is followed by the mark's bytes, so it stays either way, and a line
    // that ends in `\r\n` keeps its blanks either way (the `\r` ends it).
    var kept: [UInt8] = []
    kept.reserveCapacity(bytes.count)
    var blanks = 0
    for (index, byte) in bytes.enumerated() {
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"):
        blanks += 1
      case UInt8(ascii: "\n"):
        blanks = 0
        kept.append(byte)
      default:
        if blanks > 0 {
          kept.append(contentsOf: bytes[(index - blanks)..<index])
          blanks = 0
        }
        kept.append(byte)
      }
    }
    return String(decoding: kept, as: UTF8.self)
  }

  private static func blank(_ piece: TriviaPiece, at offset: inout Int, in bytes: inout [UInt8]) {
    let length = piece.sourceLength.utf8Length
    switch piece {
    case .lineComment, .blockComment, .docLineComment, .docBlockComment:
      for index in offset..<min(offset + length, bytes.count)
      where bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
        bytes[index] = UInt8(ascii: " ")
      }
    default:
      break
    }
    offset += length
  }
}

/// Caches stripped code by the hash of the original, so that an unchanged check parses
/// nothing: `.tutorials-cache/stripped.json`.
final class StrippedCodeCache {
  private let path: String?
  private var known: [String: Entry]
  private var onDisk: [String: Entry]
  private var used: [String: Entry] = [:]
  /// The trees of the blocks this run parsed, for the wrapper.
  let parsed = ParsedBlocks()

  struct Entry: Codable, Equatable, Sendable {
    var code: String
    var tokens: String
  }

  init(path: String?) {
    self.path = path
    if let path, let data = FileManager.default.contents(atPath: path),
      let decoded = try? JSONDecoder().decode([String: Entry].self, from: data)
    {
      known = decoded
    } else {
      known = [:]
    }
    onDisk = known
  }

  /// Strips every code of `codes` not yet known, using every core.
  func prepare(_ codes: [String]) {
    let keyed = Dictionary(
      codes.map { (String(SHA256.hex($0).prefix(32)), $0) }, uniquingKeysWith: { first, _ in first }
    ).filter { known[$0.key] == nil }
    let pending = Array(keyed)
    let parsed = self.parsed
    let entries = ParallelWork.map(
      count: pending.count, width: ProcessInfo.processInfo.activeProcessorCount
    ) { index in
      let stripped = CommentStripper.parseAndStrip(pending[index].value)
      parsed.set(stripped.tree, for: stripped.code)
      return Entry(code: stripped.code, tokens: stripped.tokens)
    }
    for (index, entry) in entries.enumerated() { known[pending[index].key] = entry }
  }

  /// `code` with its comments blanked, and the hash of its tokens.
  func strip(_ code: String) -> (code: String, tokens: String) {
    let key = String(SHA256.hex(code).prefix(32))
    let entry =
      known[key]
      ?? {
        let stripped = CommentStripper.parseAndStrip(code)
        parsed.set(stripped.tree, for: stripped.code)
        return Entry(code: stripped.code, tokens: stripped.tokens)
      }()
    used[key] = entry
    return (entry.code, entry.tokens)
  }

  /// Adds what this run stripped to the cache file.
  func save() throws {
    let merged = onDisk.merging(used) { $1 }
    guard let path, merged != onDisk else { return }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try FileWriting.write(try encoder.encode(merged), to: path)
  }
}

/// Parsed blocks by the code the checker compiles (comments blanked), shared by threads.
///
/// NB: the tree is of the block as written; its tokens sit where the compiled code's do, so
/// wrapping it compiles the same (comments included, which the compiler ignores) without
/// parsing the block a second time.
package final class ParsedBlocks: Sendable {
  private let trees = Locked<[String: SourceFileSyntax]>([:])

  func set(_ tree: SourceFileSyntax, for code: String) {
    trees.withLock { $0[code] = tree }
  }

  /// The tree of `code`: the one parsed earlier this run, or parsed now.
  func tree(_ code: String) -> SourceFileSyntax {
    trees.withLock { $0[code] } ?? Parser.parse(source: code)
  }
}
